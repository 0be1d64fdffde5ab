/**
 * Reads a Chromium trace (categories `extensions` and `blink.user_timing`,
 * both light) of one popup fill into its phases, all on the trace's clock:
 *
 *   click ─► collect ─► result out ─► to worker + plan ─► plan to page ─► write ─► completed
 *
 * `collect` and `write` are the `ScriptInjection::InjectJs` slices the
 * extension runs in the page's renderer (compile + run of the injected code).
 * A long page's collect is one per part (PageFiller.collect): filler.js with
 * the first part, then each next part, asked for by the worker as the last
 * one reached it. Between them (`collectGap`) the page describes each next
 * part in a task of its own, while the worker classifies the parts it has.
 * `result out` runs until the last collect injection's async `ScriptInjection` slice ends
 * (the page converting and sending the collected fields); `to worker + plan`
 * until the service worker sends the write request (NativeExtensionBindingsSystem::SendRequest):
 * the fields arriving there, and planning; `plan to page` until the write starts.
 * `click` and `completed` are `performance.mark`s the benchmark sets in the popup.
 */

export const TRACE_CATEGORIES = ['extensions', 'blink.user_timing'];

/** Added by `--trace`: V8's sampling profiler and script runs, in every process. */
export const SAMPLING_CATEGORIES = ['disabled-by-default-v8.cpu_profiler', 'v8.execute', 'v8'];

export const CLICK_MARK = 'understudy-bench:click';
export const COMPLETED_MARK = 'understudy-bench:completed';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid?: number;
  dur?: number;
  args?: { chrome_extension_id?: { extension_id?: string } };
}

export interface TracePhases {
  /** Popup click → start of the collect injection. */
  toCollect: number;
  /** In the page: the collect injection, or on a long page all of them (the later parts' are short: each hands over what the page described before it was asked). */
  collect: number;
  /** Between a long page's first and last collect injections, outside them: the page describing the other parts while the worker classifies the ones it has. */
  collectGap: number;
  /** End of collect → start of write: transfer, planning in the service worker, transfer back. */
  between: number;
  /** Of `between`: the collected fields leaving the page. */
  resultOut: number;
  /** Of `between`: the fields reaching the worker, and the plan. */
  toWorkerAndPlan: number;
  /** Of `between`: the write request reaching the page. */
  planToPage: number;
  write: number;
  /** End of write → "Completed" shown in the popup: report and task saved, popup told, rendered. */
  toCompleted: number;
}

/** Phases in milliseconds, or the reason they could not be read. */
export function tracePhases(traceJson: string, extensionId: string): TracePhases | string {
  const events = (JSON.parse(traceJson) as { traceEvents?: TraceEvent[] }).traceEvents ?? [];
  const injections = events
    .filter((e) => e.name === 'ScriptInjection::InjectJs' && e.ph === 'X' && e.args?.chrome_extension_id?.extension_id === extensionId)
    .sort((a, b) => a.ts - b.ts);
  const mark = (name: string) => events.find((e) => e.name === name && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n' || e.ph === 'b'));
  const click = mark(CLICK_MARK);
  const completed = mark(COMPLETED_MARK);
  if (injections.length < 2) return `expected a collect and a write injection in the trace, found ${injections.length} injections`;
  if (!click || !completed) return 'the popup marks are missing from the trace';
  const collects = injections.slice(0, -1);
  const [first, last, write] = [collects[0]!, collects.at(-1)!, injections.at(-1)!];
  const collectEnd = last.ts + (last.dur ?? 0);
  const collectDuration = collects.reduce((sum, injection) => sum + (injection.dur ?? 0), 0);
  // The async slice of the last collect injection ends when its result has left the page.
  const resultSent = events.find((e) => e.name === 'ScriptInjection' && e.ph === 'e' && e.pid === last.pid && e.ts >= collectEnd)?.ts;
  const request = events
    .filter((e) => e.name === 'NativeExtensionBindingsSystem::SendRequest' && e.ph === 'X' && e.ts > collectEnd && e.ts < write.ts)
    .sort((a, b) => b.ts - a.ts)[0]?.ts;
  if (resultSent === undefined || request === undefined) return 'the transfer events are missing from the trace';
  const ms = (us: number) => us / 1000;
  return {
    toCollect: ms(first.ts - click.ts),
    collect: ms(collectDuration),
    collectGap: ms(collectEnd - first.ts - collectDuration),
    between: ms(write.ts - collectEnd),
    resultOut: ms(resultSent - collectEnd),
    toWorkerAndPlan: ms(request - resultSent),
    planToPage: ms(write.ts - request),
    write: ms(write.dur ?? 0),
    toCompleted: ms(completed.ts - (write.ts + (write.dur ?? 0))),
  };
}
