import type { FillWrite } from '../fill/plan-fill';
import type { UndoResult } from '../fill/page-filler-api';
import { errorMessage } from '../text/error-message';
import { isEditableRegion, type FillableElement } from './fillable-element';
import { CHANGED_BEFORE_WRITE, fieldShape } from './field-shape';
import { deepActiveElement } from './focused-field';
import { checkedRadiosBeside } from './set-checked';
import { restoreSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { writeField } from './write-field';

/** One field as the last write found it; the shape a filler hands over to the next (PageFiller.handOver). */
export interface UndoEntry {
  index: number;
  element: FillableElement;
  snapshot: FieldSnapshot;
}

/** The fields a write is for: the collected elements, and each one's shape as described (FieldParts). */
export interface DescribedFields {
  elements: FillableElement[];
  shapes: ReadonlyArray<string | undefined>;
}

/** Writes a plan into the page, remembering what each field held, so Undo can put it back. */
export class UndoLog {
  constructor(
    private readonly doc: Document,
    /** What the last write changed, oldest first: Undo puts it back in reverse. */
    public entries: UndoEntry[] = [],
  ) {}

  /**
   * Writes each planned value into its element; returns field index → why
   * writing it failed. Each element is checked just before its write to be
   * the control it was described as: earlier writes run the page's listeners.
   */
  write(writes: FillWrite[], { elements, shapes }: DescribedFields): Record<number, string> {
    const errors: Record<number, string> = {};
    this.entries = [];
    const focused = deepActiveElement(this.doc);
    for (const write of writes) {
      const element = elements[write.index];
      try {
        if (!element) throw new Error('the field is no longer known');
        if (element.isConnected && fieldShape(element) !== shapes[write.index]) throw new Error(CHANGED_BEFORE_WRITE);
        const snapshot = takeSnapshot(element);
        // Checking a radio unchecks its group's other member: remember those too.
        const group = !isEditableRegion(element) && element.type === 'radio' ? checkedRadiosBeside(element as HTMLInputElement) : [];
        for (const other of group) this.entries.push({ index: elements.indexOf(other), element: other, snapshot: takeSnapshot(other) });
        this.entries.push({ index: write.index, element, snapshot });
        writeField(element, write);
      } catch (error) {
        // A broken field must not stop the others, nor reach the page's console.
        errors[write.index] = errorMessage(error);
      }
    }
    this.refocus(focused);
    return errors;
  }

  /** Puts back every value, checked state and selection the last write changed. */
  undo(): UndoResult {
    const errors: Record<number, string> = {};
    let restored = 0;
    const focused = deepActiveElement(this.doc);
    for (const { index, element, snapshot } of [...this.entries].reverse()) {
      try {
        restoreSnapshot(element, snapshot);
        restored++;
      } catch (error) {
        errors[index] = errorMessage(error);
      }
    }
    this.entries = [];
    this.refocus(focused);
    return { restored, errors };
  }

  /**
   * Gives focus back to where the user had it: writing a contenteditable
   * region has to focus it. Does nothing when focus did not move.
   */
  private refocus(focused: Element | null): void {
    try {
      const now = deepActiveElement(this.doc);
      if (now === focused) return;
      this.doc.getSelection()?.removeAllRanges();
      if (focused && focused !== this.doc.body && focused.isConnected && 'focus' in focused) (focused as HTMLElement).focus({ preventScroll: true });
      else (now as HTMLElement | null)?.blur?.();
    } catch {
      // Focus is a courtesy: the fields are written, and the result must reach the worker.
    }
  }
}
