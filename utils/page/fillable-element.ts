export const CONTROL_SELECTOR = 'input, textarea, select';

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A `contenteditable` element a user types into: rich-text editors, comment boxes. */
export type EditableRegion = HTMLElement & { readonly value?: never };

export type FillableElement = FormControl | EditableRegion;

/** The tags of form controls; callers that already read an element's tag test it here. */
export const FORM_CONTROL_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** Input types that take no typed value: buttons, files and hidden inputs. */
const UNFILLABLE_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Whether Understudy may fill this control at all (before looking at its state). */
export function isFillableControl(element: Element): element is FillableElement {
  return element.tagName !== 'INPUT' || !UNFILLABLE_TYPES.has((element as HTMLInputElement).type);
}

/** An input, text area or select (of any type). */
function isFormControl(element: Element): element is FormControl {
  return FORM_CONTROL_TAGS.has(element.tagName);
}

/** Whether a fillable element is a contenteditable region rather than a form control. */
export function isEditableRegion(element: FillableElement): element is EditableRegion {
  return !isFormControl(element);
}

/**
 * The element where an editable region starts (its parent is not editable).
 * The attribute is checked first: `isContentEditable` is a style query.
 */
export function isEditingHost(element: Element): element is EditableRegion {
  if (!element.hasAttribute('contenteditable')) return false;
  const html = element as HTMLElement;
  return html.isContentEditable && !(html.parentElement?.isContentEditable ?? false);
}
