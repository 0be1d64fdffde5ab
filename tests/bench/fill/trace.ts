/**
 * Reads a Chromium trace (categories `extensions`, `blink.user_timing` and
 * `v8`, all light) of one popup fill into its phases, all on the trace's clock.
 * The trace starts before the toolbar click, so it holds the fill the popup
 * prepares as it opens (PreparedFills) as well as the one the click starts:
 *
 *   prepare (popup opens) … click ─► refresh ─► [collect] ─► result out ─► to worker + plan ─► plan to page ─► write ─► completed
 *
 * Each step in the page is a `ScriptInjection::InjectJs` slice the extension
 * runs in the page's renderer (compile + run of the injected code). Before
 * the click: the prepare's collect, one injection per part on a long page
 * (filler.js with the first part, then each next part, asked for by the
 * worker as the last one reached it; between them the page describes each
 * next part in a task of its own). After the click: the refresh (the
 * prepared fields' values and focus read again, PageFiller.refresh); only
 * if the page changed since, a collect as above (`collect`, `collectGap`);
 * then the write, the last injection.
 * `result out` runs until the async `ScriptInjection` slice of the last
 * injection before the write ends (the page converting and sending its
 * answer); `to worker + plan` until the service worker sends the write
 * request (NativeExtensionBindingsSystem::SendRequest): the answer arriving
 * there, and planning; `plan to page` until the write starts.
 * `click` and `completed` are `performance.mark`s the benchmark sets in the popup.
 */

/** `v8` for the page's garbage collections (`pageGc`): a few hundred events a fill. */
export const TRACE_CATEGORIES = ['extensions', 'blink.user_timing', 'v8'];

/** Added by `--trace`: V8's sampling profiler and script runs, in every process (`v8` is in TRACE_CATEGORIES already). */
export const SAMPLING_CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'v8.execute'];

export const CLICK_MARK = 'understudy-bench:click';
export const COMPLETED_MARK = 'understudy-bench:completed';

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid?: number;
  tid?: number;
  dur?: number;
  args?: { chrome_extension_id?: { extension_id?: string } };
}

export interface TracePhases {
  /** Before the click: the popup's preparation in the page, from its first injection's start to its last one's end (0 if none was traced). */
  prepare: number;
  /** Popup click → start of the refresh injection. */
  toRefresh: number;
  /** In the page: the refresh injection. */
  refresh: number;
  /** In the page: a collect after the click (the page changed since it was prepared), all its parts' injections; 0 if the prepared fields stood. */
  collect: number;
  /** Between that collect's first and last injections, outside them: the page describing the other parts while the worker classifies the ones it has. */
  collectGap: number;
  /** From the end of the refresh or collect: the page's answer leaving the page. */
  resultOut: number;
  /** Then the answer reaching the worker, and the plan. */
  toWorkerAndPlan: number;
  /** Then the write request reaching the page, up to the write's start. */
  planToPage: number;
  write: number;
  /** End of write → "Completed" shown in the popup: report and task saved, popup told, rendered. */
  toCompleted: number;
  /**
   * Of the page's work after the click (its injections: refresh, collect, write), the time its renderer spent
   * in a major garbage collection: marking steps and finalization. On a page of a million nodes one
   * collection takes most of a second, and whether it lands in the fill decides the figure
   * (docs/performance.md, "bench:scale").
   */
  pageGc: number;
}

/** V8's slices of a major collection: a marking step, its start, and the whole collection at its end. */
const MAJOR_GC = new Set(['V8.GCIncrementalMarking', 'V8.GCIncrementalMarkingStart', 'MajorGC']);

/**
 * Milliseconds of major garbage collection on one thread inside the given spans (each `[start, end]`,
 * trace microseconds); nested and overlapping slices count once.
 * @example majorGcWithin([{ name: 'MajorGC', ph: 'X', ts: 1_000, dur: 4_200, pid: 7, tid: 1 }], 7, 1, [[0, 10_000]]) // 4.2
 */
export function majorGcWithin(
  events: readonly TraceEvent[],
  pid: number | undefined,
  tid: number | undefined,
  spans: ReadonlyArray<[number, number]>,
): number {
  const slices = events
    .filter((e) => MAJOR_GC.has(e.name) && e.ph === 'X' && e.pid === pid && e.tid === tid)
    .map((e): [number, number] => [e.ts, e.ts + (e.dur ?? 0)])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  for (const [from, to] of spans) {
    let covered = from;
    for (const [start, end] of slices) {
      const lo = Math.max(start, covered);
      const hi = Math.min(end, to);
      if (hi > lo) {
        total += hi - lo;
        covered = hi;
      }
    }
  }
  return total / 1000;
}

/** Phases in milliseconds, or the reason they could not be read. */
export function tracePhases(traceJson: string, extensionId: string): TracePhases | string {
  const events = (JSON.parse(traceJson) as { traceEvents?: TraceEvent[] }).traceEvents ?? [];
  const injections = events
    .filter(
      (e) =>
        e.name === 'ScriptInjection::InjectJs' &&
        e.ph === 'X' &&
        e.args?.chrome_extension_id?.extension_id === extensionId,
    )
    .sort((a, b) => a.ts - b.ts);
  const mark = (name: string) =>
    events.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  const click = mark(CLICK_MARK);
  const completed = mark(COMPLETED_MARK);
  if (!click || !completed) return 'the popup marks are missing from the trace';
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const prepared = injections.filter((e) => e.ts < click.ts);
  const afterClick = injections.filter((e) => e.ts >= click.ts);
  if (afterClick.length < 2)
    return `expected a refresh and a write injection after the click, found ${afterClick.length} injections`;
  const [refresh, write] = [afterClick[0]!, afterClick.at(-1)!];
  const collects = afterClick.slice(1, -1);
  const last = collects.at(-1) ?? refresh;
  const collectDuration = collects.reduce((sum, injection) => sum + (injection.dur ?? 0), 0);
  // The async slice of the last injection before the write ends when its answer has left the page.
  const resultSent = events.find(
    (e) => e.name === 'ScriptInjection' && e.ph === 'e' && e.pid === last.pid && e.ts >= end(last),
  )?.ts;
  const request = events
    .filter(
      (e) =>
        e.name === 'NativeExtensionBindingsSystem::SendRequest' && e.ph === 'X' && e.ts > end(last) && e.ts < write.ts,
    )
    .sort((a, b) => b.ts - a.ts)[0]?.ts;
  if (resultSent === undefined || request === undefined) return 'the transfer events are missing from the trace';
  const ms = (us: number) => us / 1000;
  return {
    prepare: prepared.length ? ms(end(prepared.at(-1)!) - prepared[0]!.ts) : 0,
    toRefresh: ms(refresh.ts - click.ts),
    refresh: ms(refresh.dur ?? 0),
    collect: ms(collectDuration),
    collectGap: collects.length ? ms(end(last) - collects[0]!.ts - collectDuration) : 0,
    resultOut: ms(resultSent - end(last)),
    toWorkerAndPlan: ms(request - resultSent),
    planToPage: ms(write.ts - request),
    write: ms(write.dur ?? 0),
    toCompleted: ms(completed.ts - end(write)),
    pageGc: majorGcWithin(
      events,
      write.pid,
      write.tid,
      afterClick.map((e): [number, number] => [e.ts, end(e)]),
    ),
  };
}
