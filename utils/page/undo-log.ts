import type { FillWrite } from '../fill/plan-fill';
import type { UndoResult } from '../fill/page-filler-api';
import { errorMessage } from '../text/error-message';
import { isEditableRegion, type FillableElement } from './fillable-element';
import { deepActiveElement } from './focused-field';
import { restoreSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { writeField } from './write-field';

/** One field as the last write found it; the shape a filler hands over to the next (PageFiller.handOver). */
export interface UndoEntry {
  index: number;
  element: FillableElement;
  snapshot: FieldSnapshot;
}

/** Writes a plan into the page, remembering what each field held, so Undo can put it back. */
export class UndoLog {
  constructor(
    private readonly doc: Document,
    /** What the last write changed, oldest first: Undo puts it back in reverse. */
    public entries: UndoEntry[] = [],
  ) {}

  /** Writes each planned value into its element; returns field index → why writing it failed. */
  write(writes: FillWrite[], elements: FillableElement[]): Record<number, string> {
    const errors: Record<number, string> = {};
    this.entries = [];
    const focused = deepActiveElement(this.doc);
    for (const write of writes) {
      const element = elements[write.index];
      try {
        if (!element) throw new Error('the field is no longer known');
        const snapshot = takeSnapshot(element);
        // A radio's click unchecks its group's other member: remember those too.
        const group = !isEditableRegion(element) && element.type === 'radio' && element.name ? radioGroup(element as HTMLInputElement) : [];
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
    const now = deepActiveElement(this.doc);
    if (now === focused) return;
    this.doc.getSelection()?.removeAllRanges();
    if (focused && focused !== this.doc.body && focused.isConnected && 'focus' in focused) (focused as HTMLElement).focus({ preventScroll: true });
    else (now as HTMLElement | null)?.blur?.();
  }
}

/** The checked radios of the same group: searched in the radio's own form or tree, not the whole page. */
function radioGroup(radio: HTMLInputElement): HTMLInputElement[] {
  const scope = (radio.form ?? radio.getRootNode()) as ParentNode;
  return [...scope.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].filter(
    (other) => other !== radio && other.name === radio.name && other.form === radio.form,
  );
}
