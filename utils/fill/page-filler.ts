import { CONTROL_SELECTOR, describeField, isFillableControl, type FillableElement } from '../fields/describe-field';
import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from './plan-fill';
import { writeField } from './write-field';

export interface CollectResult {
  url: string;
  /** `application/pdf` for the PDF viewer, which has nothing to fill. */
  contentType: string;
  /** The page's `<html lang>`, '' when it declares none: it may choose the fill's locale. */
  lang: string;
  fields: FieldDescription[];
  durationMs: number;
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

  constructor(private readonly doc: Document) {}

  collect(): CollectResult {
    const start = performance.now();
    this.elements = [...this.doc.querySelectorAll(CONTROL_SELECTOR)].filter(isFillableControl);
    const fields = this.elements.map((element, index) => describeField(element, index));
    return {
      url: this.doc.location?.href ?? '',
      contentType: this.doc.contentType,
      lang: this.doc.documentElement?.lang ?? '',
      fields,
      durationMs: performance.now() - start,
    };
  }

  write(writes: FillWrite[]): WriteResult {
    const start = performance.now();
    const errors: Record<number, string> = {};
    for (const write of writes) {
      const element = this.elements[write.index];
      try {
        if (!element) throw new Error('the field is no longer known');
        writeField(element, write);
      } catch (error) {
        // A broken field must not stop the others, nor reach the page's console.
        errors[write.index] = error instanceof Error ? error.message : String(error);
      }
    }
    return { errors, durationMs: performance.now() - start };
  }
}

/** Where the injected script leaves its filler for the follow-up `write` call. */
export const PAGE_FILLER_KEY = '__understudyPageFiller';
