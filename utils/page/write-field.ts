import { isEditableRegion, type FillableElement, type FormControl } from './fillable-element';
import { writeEditable } from './editable-region';
import type { FillWrite } from '../fill/plan-fill';

/**
 * Writes one planned value the way a user's typing would land, so frameworks
 * see it: React tracks `value` on the element and ignores a plain assignment,
 * so the prototype's native setter is used, then bubbling `input` and `change`.
 * Checkboxes and radios are clicked (React listens to `click` for them).
 * Throws when the page refuses the value; the caller reports it and goes on.
 */
export function writeField(element: FillableElement, write: FillWrite): void {
  if (!element.isConnected) throw new Error('the field was removed from the page');
  if (isEditableRegion(element)) {
    if (!('value' in write)) throw new Error('an editable region takes text only');
    writeEditable(element, write.value);
    return;
  }
  if ('checked' in write) {
    const box = element as HTMLInputElement;
    if (box.checked !== write.checked) box.click();
    if (box.checked !== write.checked) throw new Error('the page kept it from changing');
    return;
  }
  if ('selected' in write && element instanceof element.ownerDocument.defaultView!.HTMLSelectElement) {
    // One assignment for a single choice: a country list has 250 options to walk otherwise.
    if (!element.multiple && write.selected.length === 1) setNativeValue(element, write.selected[0]!);
    else for (const option of element.options) option.selected = write.selected.includes(option.value);
    if (!element.multiple && element.value !== write.selected[0]) throw new Error('the page kept it from changing');
  } else if ('value' in write) {
    setNativeValue(element, write.value);
  }
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
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
