import { collectControls, deepActiveElement, describeField, editableText, isEditableRegion, uniqueSelector, type FillableElement } from './describe-field';
import { PageIndex } from './page-index';
import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from '../fill/plan-fill';
import { writeField } from './write-field';
import { restoreSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { errorMessage } from '../text/error-message';
import { packPart } from '../fill/collect-transfer';
import { FieldWatch } from './field-watch';

export interface CollectResult {
  url: string;
  /** `application/pdf` for the PDF viewer, which has nothing to fill. */
  contentType: string;
  /** The page's `<html lang>`, '' when it declares none: it may choose the fill's locale. */
  lang: string;
  /** The fields described so far, the first `fields.length` of the frame's. */
  fields: FieldDescription[];
  /** How many fields are left to describe: the worker asks for them part by part with `describeNext` (see collect). */
  rest: number;
  /** Index of the focused field (a right-click focuses it too), or -1. */
  activeIndex: number;
  /**
   * With focus elsewhere than on a field (a form's button, a link): the field
   * that stands for it (see fieldNearFocus), or -1. "Fill this form" fills its form.
   */
  nearIndex: number;
  /** Addresses of the frames this document embeds, to tell which ones a fill could not reach. */
  frameUrls: string[];
  durationMs: number;
  /** Names this collect: a later `refresh` or `write` must be for the same one (another collect may have replaced it). */
  token: string;
}

/**
 * What a collect made earlier (when the popup opened) needs to be current:
 * the fields whose value or checked state changed since, and where focus is
 * now. See PageFiller.refresh.
 */
export interface RefreshResult {
  /** The collect this brings up to date (CollectResult.token). */
  token: string;
  /** `[index, value, checked]` of each field that no longer holds what its description says. */
  changed: Array<[number, string, boolean]>;
  activeIndex: number;
  nearIndex: number;
}

/** One more part of a long page's fields (`describeNext`). */
export interface PartResult {
  fields: FieldDescription[];
  /** How many fields are still left after this part. */
  rest: number;
  durationMs: number;
}

export interface UndoResult {
  restored: number;
  /** Field index → why putting it back failed. */
  errors: Record<number, string>;
}

export interface WriteResult {
  /** Field index → why writing it failed. */
  errors: Record<number, string>;
  /** Every field's unique selector, by index, as a JSON array (see collect). */
  selectors: string;
  durationMs: number;
}

/**
 * The page half of a fill, run in the extension's isolated world: collect
 * describes every control and remembers the elements; write applies a plan to
 * them. The isolated world keeps the elements between the two calls; the page
 * itself never sees them.
 */
export class PageFiller {
  private elements: FillableElement[] = [];
  /** What the last write changed, oldest first: Undo puts it back in reverse. */
  private undoLog: Array<{ index: number; element: FillableElement; snapshot: FieldSnapshot }> = [];

  /** Page lookups, made anew by each `collect` and kept for `describeNext` and the selectors. */
  private page: PageIndex;
  /** How many of `elements` are described. */
  private described = 0;
  /** The next part of a long page's fields, packed, once described and until the worker takes it. */
  private next?: string;
  /** The collected fields' unique selectors, once worked out. */
  private selectors?: string[];
  /** The last collect's name (CollectResult.token). */
  private token = '';
  /** Each described field's value, and its checked state where it has one, as described: what `refresh` compares. */
  private values: string[] = [];
  private checks: Array<boolean | undefined> = [];
  /** Watches the page for changes to its fields after a collect, until the write, the first change or PREPARED_FOR_MS. */
  private watch?: FieldWatch;
  /** Whether the page had loaded when it was collected: until then, scripts may still add fields where no watch sees them (a custom element's shadow root). */
  private loaded = false;

  /**
   * `previous` is the filler an earlier injection left in this page: it
   * hands over what Undo needs, so a new collect (the popup opening) does
   * not forget the last fill.
   */
  constructor(
    private readonly doc: Document,
    previous?: unknown,
  ) {
    this.page = new PageIndex(doc);
    // Another version of the extension may have left it: only a log it hands over is taken.
    const handOver = (previous as { handOver?: unknown } | null | undefined)?.handOver;
    const handedOver: unknown = typeof handOver === 'function' ? handOver.call(previous) : undefined;
    if (Array.isArray(handedOver)) this.undoLog = handedOver as PageFiller['undoLog'];
  }

  /** Stops watching the page and gives up the undo log, for the filler that replaces this one. */
  handOver(): PageFiller['undoLog'] {
    this.watch?.end();
    return this.undoLog;
  }

  /**
   * Finds every control and describes them, or on a long page only a first
   * part: it answers with that, and describes the next part in the page's
   * next task while the worker classifies this one; the worker asks for each
   * part in turn (`describeNext`). Each part is half of what is left, so the
   * last one, which the worker still has to classify when the page is done,
   * is small. Describing a field here costs about three times what
   * classifying it costs there, so the worker keeps up (tests/bench/fill).
   * A short page is described in one go.
   *
   * Unique selectors, which only the report shows, are worked out in a task
   * of their own after the last part, while the worker plans: `write` gives
   * them back.
   */
  collect(): CollectResult {
    const start = performance.now();
    const trees: Array<Document | ShadowRoot> = [];
    this.elements = collectControls(this.doc, trees);
    this.watch?.end();
    this.watch = new FieldWatch(trees, this.elements, PREPARED_FOR_MS);
    this.page = new PageIndex(this.doc);
    this.next = undefined;
    this.selectors = undefined;
    this.values = [];
    this.checks = [];
    this.token = newToken();
    this.loaded = this.doc.readyState === 'complete';
    const count = this.elements.length;
    const fields = this.describe(0, count > SPLIT_ABOVE ? partSize(count) : count);
    this.queueNextTask();
    return {
      url: this.doc.location?.href ?? '',
      contentType: this.doc.contentType,
      lang: this.doc.documentElement?.lang ?? '',
      fields,
      rest: count - fields.length,
      ...this.focus(),
      frameUrls: frameUrlsOf(this.doc),
      durationMs: performance.now() - start,
      token: this.token,
    };
  }

  /** The focused field's index, or the one that stands for focus elsewhere (see fieldNearFocus). */
  private focus(): Pick<CollectResult, 'activeIndex' | 'nearIndex'> {
    const focused = deepActiveElement(this.doc);
    const activeIndex = this.elements.indexOf(focused as FillableElement);
    return { activeIndex, nearIndex: activeIndex < 0 ? fieldNearFocus(this.elements, focused, this.doc) : -1 };
  }

  /**
   * Brings a collect made earlier (when the popup opened, PreparedFills)
   * up to date for the fill that starts now: the values and checked states
   * that changed since, which a page's script or the user may set without
   * changing the page's markup, and where focus is now; with the collect's
   * token, for the caller to check it is the collect it kept. 'stale' when
   * the fields themselves may differ: the page changed markup, text or
   * attributes that may describe them (a field added, a label reworded, a
   * step shown: FieldWatch), its address changed, it was still loading
   * when it was described, its parts were not all described, another
   * collect replaced this one, or the collect is older than
   * PREPARED_FOR_MS. Styles changed without markup (a rule added from
   * script, a window resized) are not seen.
   */
  refresh(): RefreshResult | 'stale' {
    const url = this.doc.location?.href ?? '';
    if (!this.loaded || !this.watch || this.watch.changed || url !== this.page.url || this.described < this.elements.length) return 'stale';
    const changed: RefreshResult['changed'] = [];
    this.elements.forEach((element, index) => {
      const value = isEditableRegion(element) ? editableText(element) : element.value;
      const checkable = this.checks[index] !== undefined;
      const checked = checkable && (element as HTMLInputElement).checked;
      if (value !== this.values[index] || (checkable && checked !== this.checks[index])) changed.push([index, value, checked]);
    });
    return { token: this.token, changed, ...this.focus() };
  }

  /**
   * The next part of the fields `collect` left to describe, packed like its
   * result (an injected function asks for it, and has nothing to pack with).
   * Described once: the task queued after the last part has done it, or it
   * is done now.
   */
  describeNext(token = this.token): string {
    if (token !== this.token) throw new Error('The page was described again before all its fields were.');
    const next = this.packedNext();
    this.next = undefined;
    this.queueNextTask();
    return next;
  }

  /**
   * Queues the page's next piece of work in a task of its own: the next part
   * while parts are left, then the selectors. A task queued before the
   * worker's request would hold the request up, so one is queued only after
   * each answer.
   */
  private queueNextTask(): void {
    setTimeout(() => {
      if (this.described < this.elements.length) this.packedNext();
      else this.selectorsOf();
    }, 0);
  }

  private packedNext(): string {
    if (this.next === undefined) {
      const start = performance.now();
      const left = this.elements.length - this.described;
      const fields = this.describe(this.described, this.described + partSize(left));
      this.next = packPart({ fields, rest: left - fields.length, durationMs: performance.now() - start }, this.page.url);
    }
    return this.next;
  }

  private describe(from: number, to: number): FieldDescription[] {
    const fields: FieldDescription[] = [];
    for (let index = from; index < to; index++) {
      const field = describeField(this.elements[index]!, index, this.page, false);
      this.values[index] = field.value;
      this.checks[index] = field.type === 'checkbox' || field.type === 'radio' ? field.checked : undefined;
      fields.push(field);
    }
    this.described = to;
    return fields;
  }

  /** Writes a plan made from the collect named `token`; from any other, the indexes would point at other fields. */
  write(writes: FillWrite[], token = this.token): WriteResult {
    if (token !== this.token) throw new Error('The page was described again before its fields could be written.');
    const start = performance.now();
    const errors: Record<number, string> = {};
    this.watch?.end();
    this.undoLog = [];
    const focused = deepActiveElement(this.doc);
    for (const write of writes) {
      const element = this.elements[write.index];
      try {
        if (!element) throw new Error('the field is no longer known');
        const snapshot = takeSnapshot(element);
        // A radio's click unchecks its group's other member: remember those too.
        const group = !isEditableRegion(element) && element.type === 'radio' && element.name ? this.radioGroup(element as HTMLInputElement) : [];
        for (const other of group) this.undoLog.push({ index: this.elements.indexOf(other), element: other, snapshot: takeSnapshot(other) });
        this.undoLog.push({ index: write.index, element, snapshot });
        writeField(element, write);
      } catch (error) {
        // A broken field must not stop the others, nor reach the page's console.
        errors[write.index] = errorMessage(error);
      }
    }
    this.refocus(focused);
    return { errors, selectors: JSON.stringify(this.selectorsOf()), durationMs: performance.now() - start };
  }

  /**
   * Every collected field's selector, worked out once. A field the page
   * removed since has none that finds it; it gets what can be said of it.
   */
  private selectorsOf(): string[] {
    this.selectors ??= this.elements.map((element) => {
      try {
        return uniqueSelector(element, this.page);
      } catch {
        return '';
      }
    });
    return this.selectors;
  }

  /** Puts back every value, checked state and selection the last write changed. */
  undo(): UndoResult {
    const errors: Record<number, string> = {};
    let restored = 0;
    const focused = deepActiveElement(this.doc);
    for (const { index, element, snapshot } of [...this.undoLog].reverse()) {
      try {
        restoreSnapshot(element, snapshot);
        restored++;
      } catch (error) {
        errors[index] = errorMessage(error);
      }
    }
    this.undoLog = [];
    this.refocus(focused);
    return { restored, errors };
  }

  /**
   * Gives focus back to where the user had it: writing a contenteditable
   * region has to focus it. Does nothing when focus did not move.
   */
  private refocus(focused: Element | null): void {
    const now = deepActiveElement(this.doc);
    if (now === focused) return;
    this.doc.getSelection()?.removeAllRanges();
    if (focused && focused !== this.doc.body && focused.isConnected && 'focus' in focused) (focused as HTMLElement).focus({ preventScroll: true });
    else (now as HTMLElement | null)?.blur?.();
  }

  /** The checked radios of the same group: searched in the radio's own form or tree, not the whole page. */
  private radioGroup(radio: HTMLInputElement): HTMLInputElement[] {
    const scope = (radio.form ?? radio.getRootNode()) as ParentNode;
    return [...scope.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].filter(
      (other) => other !== radio && other.name === radio.name && other.form === radio.form,
    );
  }
}

/**
 * How long a collect can stand for the page, unchanged, before a fill
 * (PreparedFills keeps it as long in the service worker): a user opens the
 * popup and clicks within seconds.
 */
export const PREPARED_FOR_MS = 60_000;

/** A name for one collect: unique enough to tell two collects on one page apart (not a secret). */
function newToken(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Pages with more fields than this are described in parts (see collect). */
const SPLIT_ABOVE = 1_000;
/** No part is smaller than this, unless fewer are left: each costs a round trip. */
const SMALLEST_PART = 250;

/**
 * How many of the `left` fields the next part describes: half, so the parts
 * shrink, and all of them once that would leave a part below the smallest.
 * @example partSize(3_100) // 1_550 (then 775, 388 and the last 387)
 */
export function partSize(left: number): number {
  return left < 2 * SMALLEST_PART ? left : Math.ceil(left / 2);
}

/** Where the injected script leaves its filler for the follow-up `write` call. */
export const PAGE_FILLER_KEY = '__understudyPageFiller';

/**
 * The field that stands for focus on something else than a field: the
 * first field of the focused element's form (its submit button, a link in
 * it), else the first field after it in the page (a "Sign up" link above a
 * form without `<form>`). -1 with focus on the page itself or on a frame,
 * whose own document tells.
 */
function fieldNearFocus(elements: FillableElement[], focused: Element | null, doc: Document): number {
  if (!focused || focused === doc.body || focused === doc.documentElement || focused.tagName === 'IFRAME' || focused.tagName === 'FRAME') return -1;
  const form = (focused as Partial<HTMLButtonElement>).form ?? focused.closest('form');
  const ofForm = form ? elements.findIndex((element) => (element as Partial<HTMLInputElement>).form === form) : -1;
  if (ofForm >= 0) return ofForm;
  return elements.findIndex((element) => focused.compareDocumentPosition(element) & 4 /* DOCUMENT_POSITION_FOLLOWING */);
}

/** Addresses of the frames the document embeds; a page without frames is not searched for them. */
function frameUrlsOf(doc: Document): string[] {
  if (doc.defaultView?.frames.length === 0) return [];
  return [...doc.querySelectorAll<HTMLIFrameElement>('iframe, frame')].map((frame) => frameAddress(frame));
}

/** A frame's address as its document will report it: srcdoc frames are about:srcdoc. */
function frameAddress(frame: HTMLIFrameElement): string {
  if (frame.hasAttribute('srcdoc')) return 'about:srcdoc';
  return frame.src || 'about:blank';
}
