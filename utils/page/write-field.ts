import { isEditableRegion, isFillableControl, type FillableElement, type FormControl } from './fillable-element';
import { isDateSegments } from './date-segments';
import { writeEditable } from './editable-region';
import { CHANGED_BEFORE_WRITE } from './field-shape';
import { CHECKABLE_TYPES, setChecked } from './set-checked';
import type { RadioGroups } from './radio-groups';
import type { NativeWrite } from '../page-contract/fill-write';

/**
 * Writes one planned value the way a user's typing would land, so frameworks
 * see it: React tracks `value` on the element and ignores a plain assignment,
 * so the prototype's native setter is used, then bubbling `input` and `change`.
 * Checkboxes and radios are set without a click (setChecked). The element is
 * checked first to still be the kind of control the write is for: a write
 * never lands in a button, nor activates one.
 * Throws when it cannot write; the caller reports it and goes on.
 * `radios`: the fill's index of radio groups, shared by its writes (RadioGroups).
 */
export function writeField(element: FillableElement, write: NativeWrite, radios?: RadioGroups): void {
  if (!element.isConnected) throw new Error('the field was removed from the page');
  if (isEditableRegion(element)) {
    if (!('value' in write)) throw new Error('an editable region takes text only');
    if (!element.isContentEditable) throw new Error(CHANGED_BEFORE_WRITE);
    writeEditable(element, write.value);
    return;
  }
  // A date of segments takes its digits typed, as a pick does (type-segments.ts), never a value set at once.
  if (isDateSegments(element)) throw new Error('its date is typed into its segments, not set as a value');
  const takes = whatItTakes(element);
  if ('checked' in write) {
    if (takes !== 'checked') throw new Error(CHANGED_BEFORE_WRITE);
    setChecked(element as HTMLInputElement, write.checked, radios);
    return;
  }
  if ('selected' in write) {
    if (takes !== 'selected') throw new Error(CHANGED_BEFORE_WRITE);
    const select = element as HTMLSelectElement;
    // One assignment for a single choice: a country list has 250 options to walk otherwise.
    if (!select.multiple && write.selected.length === 1) setNativeValue(select, write.selected[0]!);
    else for (const option of select.options) option.selected = write.selected.includes(option.value);
    if (!select.multiple && select.value !== write.selected[0]) throw new Error('the page kept it from changing');
  } else {
    if (takes !== 'value') throw new Error(CHANGED_BEFORE_WRITE);
    setNativeValue(element, write.value);
  }
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
  // A component that owns the value (a controlled input that refused it, a widget that clears typed text) emptied it.
  if ('value' in write && write.value !== '' && element.value === '') throw new Error(NOT_KEPT);
}

/** Why a field is reported failed when the page did not keep what was written: never counted as filled. */
export const NOT_KEPT = 'the page did not keep the value';

/** Which write a form control takes as it is now; `none` for buttons, files and hidden inputs. */
function whatItTakes(control: FormControl): 'checked' | 'selected' | 'value' | 'none' {
  if (control.tagName === 'SELECT') return 'selected';
  if (control.tagName === 'TEXTAREA') return 'value';
  if (!isFillableControl(control)) return 'none';
  return CHECKABLE_TYPES.has(control.type) ? 'checked' : 'value';
}

/**
 * Sets a control's value past any property a framework defined on the element
 * (React's value tracker), as typing would. Undo puts values back the same way.
 */
export function setNativeValue(element: FormControl, value: string): void {
  const view = element.ownerDocument.defaultView!;
  if (element instanceof view.HTMLInputElement && element.type === 'password') {
    // Chromium's password manager works on every scripted value set of a password
    // field in a form (docs/performance.md, "Writing"); setRangeText lands the same
    // value without that, and React and Vue still see it.
    element.setRangeText(value, 0, element.value.length, 'end');
    return;
  }
  const prototype =
    element instanceof view.HTMLTextAreaElement
      ? view.HTMLTextAreaElement.prototype
      : element instanceof view.HTMLSelectElement
        ? view.HTMLSelectElement.prototype
        : view.HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
}
