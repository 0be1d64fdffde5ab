import type { FillWrite, NativeWrite, PickWrite } from '../page-contract/fill-write';
import type { UndoResult } from '../page-contract/page-filler-api';
import { errorMessage } from '../text/error-message';
import { isEditableRegion, isListButton, type FillableElement } from './fillable-element';
import { CHANGED_BEFORE_WRITE, fieldShape } from './field-shape';
import { deepActiveElement } from './focused-field';
import { lazyIndexOf, RadioGroups } from './radio-groups';
import { restoreSnapshot, sameSnapshot, takeSnapshot, type FieldSnapshot } from './undo-snapshot';
import { writeField } from './write-field';
import { closeIfOpen, pickOptions, unpick } from './pick-option';
import { twinWidgetOf } from './widget-twin';
import { widgetShows } from './widget-choice';
import { pickDate } from './date-pickers';
import { datePickerOf, isCalendarButton } from './date-picker-libraries';
import { isDateSegments, type DateSegments } from './date-segments';
import { clearSegments, typeSegments } from './type-segments';
import { nextTask } from './next-task';

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
  /** A widget's options the fill picked (pick-option.ts): Undo takes them back through the widget. */
  picked?: string[];
  /** The choice the widget showed before the fill replaced it: Undo picks it again. */
  held?: string[];
  /** Set when the widget held another choice before the fill that could not be read, so Undo cannot bring it back. */
  replaced?: true;
}

/** Why Undo leaves a widget whose earlier choice the fill replaced and that could not be read. */
const REPLACED_CHOICE = 'it held another choice before the fill, which Undo cannot bring back';

/** How long after widget picks focus is kept from going back to them (keepFocusFrom). */
const FOCUS_GUARD_MS = 1000;

/** The longest a write waits for the page's next frame: a tab in the background draws none. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the page has drawn its next frame (or after FRAME_WAIT_MS):
 * a component may move focus back to itself a frame after a pick (Headless
 * UI does), and focus goes back where the user had it only after that.
 */
function afterNextFrame(doc: Document): Promise<void> {
  const view = doc.defaultView;
  // A page in the background draws no frame, and its components' frame callbacks wait with it.
  if (!view || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const limit = view.setTimeout(resolve, FRAME_WAIT_MS);
    view.requestAnimationFrame(() =>
      view.requestAnimationFrame(() => {
        view.clearTimeout(limit);
        resolve();
      }),
    );
  });
}

/** What a write did: field index → why writing it failed, and the options each widget pick chose. */
export interface WriteOutcome {
  errors: Record<number, string>;
  picked?: Record<number, string[]>;
  /** The widgets whose option was found by typing the pick's words. */
  typed?: number[];
  /** By widget, an option its list showed before the typing and hid once its search ran (PickOutcome.searchHides). */
  searchHides?: Record<number, string>;
  /** The widgets that kept the words typed as free text (PickOutcome.freeText). */
  freeText?: number[];
  /** The widgets whose list takes several options. */
  several?: number[];
  /** A cascader's choice in each column, by widget. */
  paths?: Record<number, string[]>;
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

  /** Ends keepFocusFrom's watch: the next write or undo moves focus itself, as does the filler that takes over. */
  stopKeepingFocus: () => void = () => undefined;

  /**
   * Writes each planned value into its element; returns field index → why
   * writing it failed. Each element is checked just before its write to be
   * the control it was described as: earlier writes run the page's listeners.
   * Widget picks follow the other writes, one at a time, since each waits for
   * its component: with any, the outcome is a promise.
   */
  write(writes: NativeWrite[], fields: DescribedFields): WriteOutcome;
  write(writes: FillWrite[], fields: DescribedFields): WriteOutcome | Promise<WriteOutcome>;
  write(writes: FillWrite[], fields: DescribedFields): WriteOutcome | Promise<WriteOutcome> {
    this.stopKeepingFocus();
    const errors: Record<number, string> = {};
    const picks: Array<{ write: PickWrite; element: HTMLElement; shape: string }> = [];
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
        if ('pick' in write) {
          if (!pickTarget(element)) throw new Error(CHANGED_BEFORE_WRITE);
          picks.push({ write, element: element as HTMLElement, shape });
          continue;
        }
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
    const finish = (outcome: WriteOutcome) => {
      this.refocus(focused);
      // Once the page has reacted (a framework's render, a mask formatting the value), its own changes count as the fill's.
      setTimeout(() => noteWritten(entries), 0);
      return outcome;
    };
    if (!picks.length) return finish({ errors });
    return (async () => {
      const picked: Record<number, string[]> = {};
      const typed: number[] = [];
      const searchHides: Record<number, string> = {};
      const freeText: number[] = [];
      const several: number[] = [];
      const paths: Record<number, string[]> = {};
      const targets: HTMLElement[] = [];
      for (const { write, element, shape } of picks) {
        const entry = entryOf(write.index, element, shape);
        try {
          if (!element.isConnected) throw new Error('the field was removed from the page');
          const target = pickTarget(element);
          if (!target) throw new Error(CHANGED_BEFORE_WRITE);
          targets.push(target);
          const picker = datePickerOf(target);
          // What it shows now is what Undo picks again, should the pick replace it.
          const segments = isDateSegments(target);
          const before = picker || segments ? [] : widgetShows(element);
          const outcome = segments
            ? await typeSegments(target, write.pick[1] ?? '')
            : picker
              ? await pickDate(target, picker, write.pick[0] ?? '', write.pick[1] ?? '')
              : await pickOptions(target, write, hiddenSelect(element));
          picked[write.index] = outcome.picked;
          if (outcome.typed) typed.push(write.index);
          if (outcome.searchHides !== undefined) searchHides[write.index] = outcome.searchHides;
          if (outcome.freeText) freeText.push(write.index);
          if (outcome.several) several.push(write.index);
          if (outcome.path) paths[write.index] = outcome.path;
          if (outcome.unchanged) continue;
          // A choice it showed before is picked again by Undo; one Backspace took away unseen cannot be.
          const earlier = before.length ? { held: before } : outcome.replaced && { replaced: true as const };
          entries.push(Object.assign(entry, { picked: outcome.picked }, earlier));
        } catch (error) {
          errors[write.index] = errorMessage(error);
        }
      }
      // A widget that reopened its list while the others were picked (a search it refreshed late) keeps it open
      // when focus leaves a page the popup covers: each is closed as the user would, with Escape.
      for (const target of targets) closeIfOpen(target);
      await afterNextFrame(this.doc);
      const outcome = finish({
        errors,
        picked,
        ...(typed.length ? { typed } : {}),
        ...(Object.keys(searchHides).length ? { searchHides } : {}),
        ...(freeText.length ? { freeText } : {}),
        ...(several.length ? { several } : {}),
        ...(Object.keys(paths).length ? { paths } : {}),
      });
      this.keepFocusFrom(targets, focused);
      return outcome;
    })();
  }

  /**
   * Puts back every value, checked state and selection the last write
   * changed, except where the page changed the field since: that is left,
   * with its reason. A radio group counts as one choice.
   */
  undo(): UndoResult | Promise<UndoResult> {
    this.stopKeepingFocus();
    const errors: Record<number, string> = {};
    const left: Record<number, string> = {};
    let restored = 0;
    const focused = deepActiveElement(this.doc);
    const changed = this.entries.filter(changedSinceFill);
    const widgets: UndoEntry[] = [];
    const clears: { index: number; segments: DateSegments }[] = [];
    const kept: Record<number, string> = {};
    for (const entry of [...this.entries].reverse()) {
      const { index, element, snapshot } = entry;
      if (entry.picked) {
        widgets.push(entry);
        continue;
      }
      try {
        if (
          element.isConnected &&
          (changed.includes(entry) || changed.some((other) => sameRadioGroup(other.element, element)))
        ) {
          left[index] = CHANGED_AFTER_FILL;
          continue;
        }
        restoreSnapshot(element, snapshot);
        // A date input read beside spin-button segments takes a date but not its absence (React Aria's DatePicker
        // keeps its date): the segments are cleared as a person clears them.
        const segments = snapshot.value === '' ? segmentsBeside(element) : undefined;
        if (segments) clears.push({ index, segments });
        else restored++;
      } catch (error) {
        errors[index] = errorMessage(error);
      }
    }
    this.entries = [];
    const finish = (): UndoResult => {
      this.refocus(focused);
      const leftCount = Object.keys(left).length;
      const keptCount = Object.keys(kept).length;
      const result: UndoResult = {
        restored,
        errors,
        ...(leftCount ? { left: leftCount, leftReasons: left } : {}),
        ...(keptCount ? { kept: keptCount, keptReasons: kept } : {}),
      };
      return this.wrote ? result : { ...result, neverWritten: true as const };
    };
    if (!widgets.length && !clears.length) return finish();
    return (async () => {
      for (const { index, segments } of clears) {
        try {
          await clearSegments(segments);
          restored++;
        } catch (error) {
          kept[index] = errorMessage(error);
        }
      }
      for (const { index, element, picked, held, replaced } of widgets) {
        try {
          if (!element.isConnected) throw new Error('the field was removed from the page');
          if (replaced) throw new Error(REPLACED_CHOICE);
          const target = pickTarget(element);
          if (!target) throw new Error('the field was removed from the page');
          if (isDateSegments(target)) await clearSegments(target);
          else if (held) {
            await pickAgain(target, element, index, held);
            closeIfOpen(target);
          } else await unpick(target, picked!);
          restored++;
        } catch (error) {
          kept[index] = errorMessage(error);
        }
      }
      return finish();
    })();
  }

  /**
   * For a moment after widget picks, gives focus back where the user had it
   * whenever a picked widget takes it on its own: components restore focus
   * to their input on a timer or after a closing transition (Headless UI's
   * comes a few hundred milliseconds late). Focus goes back once the
   * widget's own focus handling ran, in the task after the focus, and a list
   * it opened with it (Tom Select's, a search typed into it refreshed late)
   * is closed with Escape first: a page the popup covers has no focus, and
   * leaving the widget does not close it. A person's own click or key ends it.
   */
  private keepFocusFrom(widgets: Element[], focused: Element | null): void {
    const view = this.doc.defaultView;
    if (!view) return;
    this.stopKeepingFocus();
    // The latest focus taken, and whether the watch still runs: only the latest is given back, while it does.
    let taken = 0;
    let watching = true;
    const onFocus = (event: FocusEvent) => {
      if (!widgets.includes(event.target as Element)) return;
      const widget = event.target as HTMLElement;
      const now = ++taken;
      // The next task, not a timer: a page the popup hides runs its timers late, and focus would stay meanwhile.
      void nextTask(view).then(() => {
        if (!watching || now !== taken) return;
        closeIfOpen(widget);
        this.refocus(focused);
      });
    };
    const stop = () => {
      watching = false;
      this.stopKeepingFocus = () => undefined;
      view.clearTimeout(limit);
      this.doc.removeEventListener('focusin', onFocus, true);
      this.doc.removeEventListener('pointerdown', onPerson, true);
      this.doc.removeEventListener('keydown', onPerson, true);
    };
    const onPerson = (event: Event) => {
      if (event.isTrusted) stop();
    };
    const limit = view.setTimeout(stop, FOCUS_GUARD_MS);
    this.stopKeepingFocus = stop;
    this.doc.addEventListener('focusin', onFocus, true);
    this.doc.addEventListener('pointerdown', onPerson, true);
    this.doc.addEventListener('keydown', onPerson, true);
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

/** The spin-button segments a library draws for a date input it reads (widget-twin.ts), if the field is one. */
function segmentsBeside(element: FillableElement): DateSegments | undefined {
  if (element.tagName !== 'INPUT') return undefined;
  const twin = twinWidgetOf(element as HTMLInputElement);
  return twin && isDateSegments(twin) ? twin : undefined;
}

/**
 * Picks a widget's earlier choice again, as a saved fill restores one: the pick clears what the fill chose
 * (Backspace, as a person does) and picks each option by its whole text.
 */
async function pickAgain(target: HTMLElement, element: FillableElement, index: number, held: string[]): Promise<void> {
  try {
    await pickOptions(target, { index, pick: held, seed: 0, many: held.length, exact: true }, hiddenSelect(element));
  } catch (error) {
    throw new Error(`its earlier choice could not be picked again: ${errorMessage(error)}`, { cause: error });
  }
}

/** The select a library hid and keeps in step with the widget a pick goes through, where the field is one. */
function hiddenSelect(element: FillableElement): HTMLSelectElement | undefined {
  return element.tagName === 'SELECT' ? (element as HTMLSelectElement) : undefined;
}

/**
 * The element a pick goes through: the widget itself (a date's group of segments too), or the widget a library
 * draws for the select it hid (widget-twin.ts).
 */
function pickTarget(element: FillableElement): HTMLElement | undefined {
  if (element.tagName === 'INPUT' || isListButton(element) || isDateSegments(element) || isCalendarButton(element))
    return element as HTMLElement;
  return element.tagName === 'SELECT' ? twinWidgetOf(element as HTMLSelectElement) : undefined;
}
