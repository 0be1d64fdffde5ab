import { collectControls, deepActiveElement, describeField, isEditableRegion, type FillableElement } from '../fields/describe-field';
import { PageIndex } from '../fields/page-index';
import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from './plan-fill';
import { writeField } from './write-field';
import { restoreSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { errorMessage } from '../text/error-message';

export interface CollectResult {
  url: string;
  /** `application/pdf` for the PDF viewer, which has nothing to fill. */
  contentType: string;
  /** The page's `<html lang>`, '' when it declares none: it may choose the fill's locale. */
  lang: string;
  fields: FieldDescription[];
  /** Index of the focused field (a right-click focuses it too), or -1. */
  activeIndex: number;
  /** Addresses of the frames this document embeds, to tell which ones a fill could not reach. */
  frameUrls: string[];
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

  constructor(private readonly doc: Document) {}

  collect(): CollectResult {
    const start = performance.now();
    this.elements = collectControls(this.doc);
    const page = new PageIndex(this.doc);
    const fields = this.elements.map((element, index) => describeField(element, index, page));
    return {
      url: this.doc.location?.href ?? '',
      contentType: this.doc.contentType,
      lang: this.doc.documentElement?.lang ?? '',
      fields,
      activeIndex: this.elements.indexOf(deepActiveElement(this.doc) as FillableElement),
      frameUrls: frameUrlsOf(this.doc),
      durationMs: performance.now() - start,
    };
  }

  write(writes: FillWrite[]): WriteResult {
    const start = performance.now();
    const errors: Record<number, string> = {};
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
    return { errors, durationMs: performance.now() - start };
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

/** Where the injected script leaves its filler for the follow-up `write` call. */
export const PAGE_FILLER_KEY = '__understudyPageFiller';

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
