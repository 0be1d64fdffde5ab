import { isButtonWidget, isEditableRegion, isListButton, type FillableElement } from './fillable-element';
import { isDateSegments, segmentsDate } from './date-segments';
import { isCalendarButton } from './date-picker-libraries';
import { collapseSpace } from '../text/collapse-space';
import { editableContents, editableNodes, restoreEditable } from './editable-region';
import { editableText } from './describe-field';
import { setChecked } from './set-checked';
import { setNativeValue } from './write-field';

/** What a field holds at one moment: enough to put it back, or to tell whether someone changed it since. */
export interface FieldSnapshot {
  /** A control's value; a contenteditable region's markup. */
  value: string;
  /** A contenteditable region's text, which is what is compared: editors rework their markup on their own. */
  text?: string;
  /** A contenteditable region's contents as copies of its nodes, for pages without editing commands. */
  nodes?: readonly Node[];
  checked: boolean;
  /** A select's selected options, by value (the page may reorder or rebuild its options). */
  selected: string[];
}

export function takeSnapshot(element: FillableElement): FieldSnapshot {
  // A list button or a calendar's button holds no value of its own: what it shows stands for its component's choice.
  if (isButtonWidget(element)) return { value: collapseSpace(element.textContent ?? ''), checked: false, selected: [] };
  if (isDateSegments(element)) return { value: segmentsDate(element), checked: false, selected: [] };
  if (isEditableRegion(element))
    return {
      value: editableContents(element),
      nodes: editableNodes(element),
      text: editableText(element),
      checked: false,
      selected: [],
    };
  return {
    value: element.value,
    checked: 'checked' in element ? element.checked : false,
    selected: element.tagName === 'SELECT' ? selectedValues(element as HTMLSelectElement) : [],
  };
}

/** Whether two snapshots of one field show the same value, checked state and selection. */
export function sameSnapshot(a: FieldSnapshot, b: FieldSnapshot): boolean {
  const value = a.text !== undefined || b.text !== undefined ? a.text === b.text : a.value === b.value;
  return (
    value &&
    a.checked === b.checked &&
    a.selected.length === b.selected.length &&
    a.selected.every((selected, i) => selected === b.selected[i])
  );
}

function selectedValues(select: HTMLSelectElement): string[] {
  if (!select.multiple) return select.selectedIndex < 0 ? [] : [select.value];
  // Not `selectedOptions`: happy-dom caches it, and React's onChange would then read a stale list.
  return [...select.options].filter((option) => option.selected).map((option) => option.value);
}

/**
 * Puts a field back as it was, the way a user's change would land: native
 * setters, then `input` and `change` so frameworks see it. A box is set as
 * the write sets it, without a click (setChecked). A select gets its options
 * back by value, the first option of each value, wherever they stand now.
 */
export function restoreSnapshot(element: FillableElement, snapshot: FieldSnapshot): void {
  if (!element.isConnected) throw new Error('the field was removed from the page');
  if (isListButton(element)) throw new Error('a list is put back through its component, not its markup');
  if (isDateSegments(element)) throw new Error('a date of segments is put back through its segments, not its markup');
  if (isCalendarButton(element)) throw new Error('a date picked in a calendar is put back through it, not its markup');
  if (isEditableRegion(element)) return restoreEditable(element, snapshot.value, snapshot.nodes ?? []);
  const view = element.ownerDocument.defaultView!;
  if (element instanceof view.HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.type === 'radio' && !snapshot.checked) {
      // No user action unchecks a radio, so browsers fire no event for it, and
      // frameworks would misread one (Vue's v-model assigns the radio's value
      // on any change). The box is cleared; a framework keeps its last choice.
      Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'checked')!.set!.call(element, false);
    } else {
      setChecked(element, snapshot.checked);
    }
    return;
  }
  if (element instanceof view.HTMLSelectElement) selectValues(element, snapshot.selected);
  else setNativeValue(element, snapshot.value);
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Selects, for each value, the first option that has it; throws, changing nothing, when one is gone from the list. */
function selectValues(select: HTMLSelectElement, values: string[]): void {
  const options = [...select.options];
  const left = [...values];
  const chosen = options.filter((option) => {
    const at = left.indexOf(option.value);
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
  if (left.length) throw new Error('the option it held is no longer in the list');
  if (!select.multiple) select.selectedIndex = chosen[0] ? options.indexOf(chosen[0]) : -1;
  else for (const option of options) option.selected = chosen.includes(option);
}
