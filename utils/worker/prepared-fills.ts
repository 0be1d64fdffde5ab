import type { FrameCollect } from '../fill/frames';
import { PREPARED_FOR_MS, type RefreshResult } from '../page-contract/page-filler-api';

/**
 * Fills prepared when the popup opens. A user opens the popup, reads it and
 * clicks: the service worker describes the tab meanwhile (describeTab), so
 * the click only has to bring that description up to date (refreshFrames),
 * plan and write (docs/performance.md, "Prepared fills").
 *
 * Each tab keeps one preparation, for one fill, for PREPARED_FOR_MS; a
 * preparation that fails is kept as none (the fill describes the page
 * itself, and says what went wrong). Generic over what is kept, for tests.
 */
export class PreparedFills<T> {
  private readonly tabs = new Map<number, { at: number; ready: Promise<T | undefined> }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly keepForMs = PREPARED_FOR_MS,
  ) {}

  /** Starts preparing the tab with `start`, unless a preparation young enough is there already. */
  prepare(tabId: number, start: () => Promise<T>): void {
    if (this.fresh(this.tabs.get(tabId))) return;
    const kept = { at: this.now(), ready: start().catch(() => undefined) };
    this.tabs.set(tabId, kept);
    // Let go of it when it is too old to use, if no fill took it.
    setTimeout(() => {
      if (this.tabs.get(tabId) === kept) this.tabs.delete(tabId);
    }, this.keepForMs);
  }

  /** The tab's preparation, if young enough; only once: the fill after it describes the page again. */
  take(tabId: number): Promise<T | undefined> | undefined {
    const kept = this.tabs.get(tabId);
    this.tabs.delete(tabId);
    return this.fresh(kept) ? kept.ready : undefined;
  }

  private fresh(
    kept: { at: number; ready: Promise<T | undefined> } | undefined,
  ): kept is { at: number; ready: Promise<T | undefined> } {
    return kept !== undefined && this.now() - kept.at < this.keepForMs;
  }
}

/**
 * Frames described ahead, as their fillers say they are now: each field's
 * new value and checked state, focus. Undefined when they cannot stand for
 * the page any more: a frame's filler says so ('stale'), answers for
 * another collect, or has gone ('gone'), or a frame answers that was not
 * described (a frame added or loaded since). Frames a fill cannot reach
 * answer neither time. Pure: the frames given are not changed.
 * @example refreshFrames(frames, [{ frameId: 0, result: { token, changed: [[2, 'Ada', false]], activeIndex: 2, nearIndex: -1 } }])
 */
export function refreshFrames(
  frames: FrameCollect[],
  answers: Array<{ frameId: number; result: RefreshResult | 'stale' | 'gone' }>,
): FrameCollect[] | undefined {
  if (answers.length !== frames.length) return undefined;
  const refreshed: FrameCollect[] = [];
  for (const { frameId, result } of frames) {
    const answer = answers.find((each) => each.frameId === frameId)?.result;
    if (!answer || answer === 'stale' || answer === 'gone' || answer.token !== result.token) return undefined;
    const fields = [...result.fields];
    for (const [index, value, checked] of answer.changed) {
      const field = fields[index];
      if (field) fields[index] = { ...field, value, checked };
    }
    refreshed.push({
      frameId,
      result: { ...result, fields, activeIndex: answer.activeIndex, nearIndex: answer.nearIndex },
    });
  }
  return refreshed;
}
