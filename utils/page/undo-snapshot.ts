import { isEditableRegion, type FillableElement } from './fillable-element';
import { editableContents, restoreEditable } from './editable-region';
import { setChecked } from './set-checked';
import { setNativeValue } from './write-field';

/** What a field held before a fill wrote it: enough to put it back. */
export interface FieldSnapshot {
  /** A contenteditable region's markup. */
  value: string;
  checked: boolean;
  /** A select's selected options, by position. */
  selected: number[];
}

export function takeSnapshot(element: FillableElement): FieldSnapshot {
  if (isEditableRegion(element)) return { value: editableContents(element), checked: false, selected: [] };
  return {
    value: element.value,
    checked: 'checked' in element ? element.checked : false,
    selected: element.tagName === 'SELECT' ? selectedPositions(element as HTMLSelectElement) : [],
  };
}

function selectedPositions(select: HTMLSelectElement): number[] {
  if (!select.multiple) return select.selectedIndex < 0 ? [] : [select.selectedIndex];
  return [...select.options].flatMap((option, position) => (option.selected ? [position] : []));
}

/**
 * Puts a field back as it was, the way a user's change would land: native
 * setters, then `input` and `change` so frameworks see it. A box is set as
 * the write sets it, without a click (setChecked).
 */
export function restoreSnapshot(element: FillableElement, snapshot: FieldSnapshot): void {
  if (!element.isConnected) throw new Error('the field was removed from the page');
  if (isEditableRegion(element)) return restoreEditable(element, snapshot.value);
  const view = element.ownerDocument.defaultView!;
  if (element instanceof view.HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked !== snapshot.checked) {
      if (element.type === 'radio' && !snapshot.checked) {
        // No user action unchecks a radio, so browsers fire no event for it, and
        // frameworks would misread one (Vue's v-model assigns the radio's value
        // on any change). The box is cleared; a framework keeps its last choice.
        element.checked = false;
      } else {
        setChecked(element, snapshot.checked);
      }
    }
    return;
  }
  if (element instanceof view.HTMLSelectElement) {
    if (!element.multiple) element.selectedIndex = snapshot.selected[0] ?? -1;
    else [...element.options].forEach((option, position) => (option.selected = snapshot.selected.includes(position)));
  } else {
    setNativeValue(element, snapshot.value);
  }
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}
