import { CONTROL_SELECTOR } from './fillable-element';
import { parentOf } from './field-visibility';

/**
 * Watches a page after a collect for changes that may alter what it said of
 * the fields, so a description made when the popup opened is used only while
 * it holds (PageFiller.refresh). Pages change all the time far from their
 * forms, so only changes near a field or to what names, hides or holds fields
 * count (docs/performance.md, "Field watch"); the first ends the watch, as does `forMs`.
 */
export class FieldWatch {
  /** Whether a change that counts was seen, or the watch ran out. */
  private seen = false;
  private readonly observer: MutationObserver;
  private readonly timer: ReturnType<typeof setTimeout>;
  /** Each field's ancestor NEAR_LEVELS up (or its tree's top): worked out at the first change, only pages that change pay for it. */
  private near?: Set<Node>;
  /** Every ancestor of a field, through shadow hosts. */
  private above?: Set<Node>;

  constructor(
    trees: ReadonlyArray<Document | ShadowRoot>,
    private readonly fields: readonly Element[],
    forMs: number,
  ) {
    this.observer = new MutationObserver((records) => this.note(records));
    for (const tree of trees)
      this.observer.observe(tree, { subtree: true, childList: true, attributes: true, characterData: true });
    this.timer = setTimeout(() => this.end(), forMs);
  }

  /** Whether the page changed in a way that counts, changes not yet delivered to the observer included. */
  get changed(): boolean {
    if (!this.seen) this.note(this.observer.takeRecords());
    return this.seen;
  }

  /** Stops watching; the page counts as changed from now on. */
  end(): void {
    this.seen = true;
    this.observer.disconnect();
    clearTimeout(this.timer);
  }

  private note(records: MutationRecord[]): void {
    if (records.some((record) => this.counts(record))) this.end();
  }

  private counts(record: MutationRecord): boolean {
    const target = record.target;
    const element = target.nodeType === ELEMENT ? (target as Element) : target.parentElement;
    // A tree's own top (a shadow root's or the document's children) counts.
    if (!element) return true;
    if (this.isNearField(element)) return true;
    if (element.closest(COUNTS_ANYWHERE)) return true;
    // A class, style, `hidden` or `inert` on any ancestor may hide or block a field.
    if (record.type === 'attributes') return this.ancestors().above.has(element);
    if (record.type === 'characterData') return false;
    return [...record.addedNodes, ...record.removedNodes].some(bringsFields);
  }

  private isNearField(element: Element): boolean {
    const { near } = this.ancestors();
    for (let node: Element | null = element; node; node = parentOf(node)) if (near.has(node)) return true;
    return false;
  }

  private ancestors(): { near: Set<Node>; above: Set<Node> } {
    if (!this.near || !this.above) {
      const near = new Set<Node>();
      const above = new Set<Node>();
      for (const field of this.fields) {
        let level = 0;
        let node: Element = field;
        for (let parent = parentOf(node); parent; parent = parentOf(node)) {
          // Above NEAR_LEVELS, an ancestor seen already has its own ancestors listed.
          if (level >= NEAR_LEVELS && above.has(parent)) break;
          above.add(parent);
          node = parent;
          if (++level === NEAR_LEVELS) near.add(node);
        }
        if (level < NEAR_LEVELS) near.add(node);
      }
      this.near = near;
      this.above = above;
    }
    return { near: this.near, above: this.above };
  }
}

/** How far up from a field its own words may be: nearbyText looks three levels up, a combobox's seven. */
const NEAR_LEVELS = 7;

const ELEMENT = 1;

/** Elements that name, offer or style fields wherever they stand (a label for an id, a form's button, a style sheet). */
const COUNTS_ANYWHERE = 'label, legend, option, optgroup, button, form, datalist, style';

/** What an added or removed node may bring or take: fields, what names or hides them, or frames. */
const FIELD_BEARING = `${CONTROL_SELECTOR}, [contenteditable], label, form, select, datalist, option, iframe, frame, style, link, dialog, [inert]`;

function bringsFields(node: Node): boolean {
  if (node.nodeType !== ELEMENT) return false;
  const element = node as Element;
  // A custom element or a shadow host may hold fields where no query sees them.
  return (
    element.tagName.includes('-') ||
    element.shadowRoot !== null ||
    element.matches(FIELD_BEARING) ||
    element.querySelector(FIELD_BEARING) !== null
  );
}
