import { PREPARED_FOR_MS } from '../page-contract/page-filler-api';

/**
 * Fills prepared when the popup opens. A user opens the popup, reads it and
 * clicks: the service worker describes the tab meanwhile (describeFrames), so
 * the click only has to bring that description up to date (refreshFrames),
 * plan and write (docs/performance.md, "Prepared fills").
 *
 * Each tab keeps one preparation, for one fill, for PREPARED_FOR_MS; a
 * preparation that fails, or finds nothing to prepare, is let go of as it
 * ends (the fill describes the page itself, and says what went wrong).
 * Generic over what is kept, for tests.
 */
export class PreparedFills<T> {
  private readonly tabs = new Map<number, { at: number; ready: Promise<T | undefined> }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly keepForMs = PREPARED_FOR_MS,
  ) {}

  /**
   * Starts preparing the tab with `start`, unless a preparation young enough is there already. It is kept at
   * once, before `start` answers, so a task that must not be overtaken by it (settled) finds it.
   */
  prepare(tabId: number, start: () => Promise<T | undefined>): void {
    if (this.fresh(this.tabs.get(tabId))) return;
    const kept = { at: this.now(), ready: start().catch(() => undefined) };
    this.tabs.set(tabId, kept);
    const letGo = () => {
      if (this.tabs.get(tabId) === kept) this.tabs.delete(tabId);
    };
    void kept.ready.then((ready) => {
      if (ready === undefined) letGo();
    });
    // Let go of it when it is too old to use, if no fill took it.
    setTimeout(letGo, this.keepForMs);
  }

  /**
   * Resolves once the tab's preparation, if any, has ended, and leaves it for the fill. A saved fill's save or
   * restore describes the page itself: a preparation landing after it would replace the page's collect under it.
   */
  async settled(tabId: number): Promise<void> {
    await this.tabs.get(tabId)?.ready;
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
