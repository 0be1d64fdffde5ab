import type { FillWrite } from '../page-contract/fill-write';
import type { UndoResult } from '../page-contract/page-filler-api';
import { errorMessage } from '../text/error-message';
import { isEditableRegion, type FillableElement } from './fillable-element';
import { CHANGED_BEFORE_WRITE, fieldShape } from './field-shape';
import { deepActiveElement } from './focused-field';
import { lazyIndexOf, RadioGroups } from './radio-groups';
import { restoreSnapshot, sameSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { writeField } from './write-field';

/** One field as the last write found it and left it; the shape a filler hands over to the next (PageFiller.handOver). */
export interface UndoEntry {
  index: number;
  element: FillableElement;
  /** What the field held before the write: what Undo puts back. */
  snapshot: FieldSnapshot;
  /** The field's kind of control when written (fieldShape). */
  shape?: string;
  /** What the fill left in it: right after its write, then once the page had reacted. Any other value is the page's own. */
  written?: FieldSnapshot[];
}

/** The fields a write is for: the collected elements, and each one's shape as described (FieldParts). */
export interface DescribedFields {
  elements: FillableElement[];
  shapes: ReadonlyArray<string | undefined>;
}

/** Why Undo leaves a field: the page set it after the fill, and that is kept. */
export const CHANGED_AFTER_FILL = 'the page changed it after the fill: left as the page set it';

/** Writes a plan into the page, remembering what each field held, so Undo can put it back. */
export class UndoLog {
  constructor(
    private readonly doc: Document,
    /** What the last write changed, oldest first: Undo puts it back in reverse. */
    public entries: UndoEntry[] = [],
  ) {
    this.wrote = entries.length > 0;
  }

  /** Whether this log (or the one it took over) ever held a write: a filler injected after a reload never did. */
  private wrote: boolean;

  /**
   * Writes each planned value into its element; returns field index → why
   * writing it failed. Each element is checked just before its write to be
   * the control it was described as: earlier writes run the page's listeners.
   */
  write(writes: FillWrite[], fields: DescribedFields): Record<number, string> {
    const errors: Record<number, string> = {};
    const entries: UndoEntry[] = [];
    this.entries = entries;
    this.wrote = true;
    const focused = deepActiveElement(this.doc);
    // Built once for the whole write: per field, either would scan the page (radio-groups.ts).
    const radios = new RadioGroups();
    const indexOf = lazyIndexOf(fields.elements);
    for (const write of writes) {
      const element = fields.elements[write.index];
      const from = entries.length;
      try {
        if (!element) throw new Error('the field is no longer known');
        if (!element.isConnected) throw new Error('the field was removed from the page');
        const shape = fieldShape(element);
        if (shape !== fields.shapes[write.index]) throw new Error(CHANGED_BEFORE_WRITE);
        // Checking a radio unchecks its group's other member: remember those too.
        const group =
          !isEditableRegion(element) && element.type === 'radio'
            ? radios.checkedBeside(element as HTMLInputElement)
            : [];
        for (const other of group) entries.push(entryOf(indexOf(other), other));
        entries.push(entryOf(write.index, element, shape));
        writeField(element, write, radios);
      } catch (error) {
        // A broken field must not stop the others, nor reach the page's console.
        errors[write.index] = errorMessage(error);
      }
      noteWritten(entries.slice(from), write.index in errors ? entries : undefined);
    }
    this.refocus(focused);
    // Once the page has reacted (a framework's render, a mask formatting the value), its own changes count as the fill's.
    setTimeout(() => noteWritten(entries), 0);
    return errors;
  }

  /**
   * Puts back every value, checked state and selection the last write
   * changed, except where the page changed the field since: that is left,
   * with its reason. A radio group counts as one choice.
   */
  undo(): UndoResult {
    const errors: Record<number, string> = {};
    const left: Record<number, string> = {};
    let restored = 0;
    const focused = deepActiveElement(this.doc);
    const changed = this.entries.filter(changedSinceFill);
    for (const entry of [...this.entries].reverse()) {
      const { index, element, snapshot } = entry;
      try {
        if (
          element.isConnected &&
          (changed.includes(entry) || changed.some((other) => sameRadioGroup(other.element, element)))
        ) {
          left[index] = CHANGED_AFTER_FILL;
          continue;
        }
        restoreSnapshot(element, snapshot);
        restored++;
      } catch (error) {
        errors[index] = errorMessage(error);
      }
    }
    this.entries = [];
    this.refocus(focused);
    const leftCount = Object.keys(left).length;
    const result: UndoResult = leftCount
      ? { restored, errors, left: leftCount, leftReasons: left }
      : { restored, errors };
    return this.wrote ? result : { ...result, neverWritten: true };
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
      if (focused && focused !== this.doc.body && focused.isConnected && 'focus' in focused)
        (focused as HTMLElement).focus({ preventScroll: true });
      else (now as HTMLElement | null)?.blur?.();
    } catch {
      // Focus is a courtesy: the fields are written, and the result must reach the worker.
    }
  }
}

function entryOf(index: number, element: FillableElement, shape = fieldShape(element)): UndoEntry {
  return { index, element, snapshot: takeSnapshot(element), shape, written: [] };
}

/**
 * Records what the fill left in each entry's field. With `failed` (the
 * write threw), an entry whose field still holds what it held is dropped
 * from it: there is nothing to put back.
 */
function noteWritten(entries: UndoEntry[], failed?: UndoEntry[]): void {
  for (const entry of entries) {
    try {
      const now = takeSnapshot(entry.element);
      if (failed && sameSnapshot(now, entry.snapshot)) failed.splice(failed.indexOf(entry), 1);
      else entry.written?.push(now);
    } catch {
      // A field the page broke is reported when Undo reaches it.
    }
  }
}

/** Whether the page changed the field since the fill: its kind of control, or a value the fill did not leave. */
function changedSinceFill({ element, shape, written }: UndoEntry): boolean {
  if (!element.isConnected || !written?.length) return false;
  if (shape !== undefined && fieldShape(element) !== shape) return true;
  const now = takeSnapshot(element);
  return !written.some((state) => sameSnapshot(state, now));
}

function sameRadioGroup(a: FillableElement, b: FillableElement): boolean {
  const radio = (element: FillableElement) =>
    !isEditableRegion(element) && element.type === 'radio' && element.name !== '';
  return (
    a !== b &&
    radio(a) &&
    radio(b) &&
    (a as HTMLInputElement).name === (b as HTMLInputElement).name &&
    (a as HTMLInputElement).form === (b as HTMLInputElement).form &&
    a.getRootNode() === b.getRootNode()
  );
}
