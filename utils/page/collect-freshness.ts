import { PREPARED_FOR_MS } from '../page-contract/page-filler-api';
import { FieldWatch } from './field-watch';
import type { FieldParts } from './field-parts';

/**
 * Whether a collect still stands for its page, for a fill that starts from
 * it (PageFiller.refresh): values are read again, but the fields themselves
 * must not have changed since.
 */
export class CollectFreshness {
  private readonly watch: FieldWatch;
  /** Whether the page had loaded when it was collected: until then, scripts may still add fields where no watch sees them (a custom element's shadow root). */
  private readonly loaded: boolean;

  constructor(doc: Document, trees: ReadonlyArray<Document | ShadowRoot>, elements: readonly Element[]) {
    this.watch = new FieldWatch(trees, elements, PREPARED_FOR_MS);
    this.loaded = doc.readyState === 'complete';
  }

  /**
   * Whether the fields may differ from their description: the page was
   * still loading when described, changed what may describe them
   * (FieldWatch), changed its address, has parts not yet described, or
   * the collect is older than PREPARED_FOR_MS. Styles changed without
   * markup (a rule added from script, a window resized) are not seen.
   */
  stale(parts: FieldParts, url: string): boolean {
    return !this.loaded || this.watch.changed || url !== parts.page.url || !parts.complete;
  }

  /** Stops watching: a write, a new collect or a new filler ends the collect's time. */
  end(): void {
    this.watch.end();
  }
}
