import { isDateSegments, segmentsDate, type DateSegments } from './date-segments';
import { isCalendarButton, type CalendarButton } from './date-picker-libraries';

export const CONTROL_SELECTOR = 'input, textarea, select';

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A `contenteditable` element a user types into: rich-text editors, comment boxes. */
export type EditableRegion = HTMLElement & { readonly value?: never };

/**
 * A list drawn by a component library whose control is not a form control: a
 * button or other element that opens a list box (Headless UI's Listbox, MUI's
 * Select, Radix's Select), filled by picking an option (pick-option.ts).
 */
export type ListButton = HTMLElement & { readonly value?: never };

export type FillableElement = FormControl | EditableRegion | ListButton | DateSegments | CalendarButton;

/** Elements that open a list box without being form controls: the WAI-ARIA select-only combobox, and a button with a list box popup. */
export const LIST_BUTTON_SELECTOR = '[role=combobox]:not(input, textarea, select), button[aria-haspopup=listbox]';

/**
 * Whether the element is a list button (ListButton), not a form control nor
 * an editable region. An element with role=combobox around an input (the
 * older ARIA 1.1 pattern) is not: its input is the field. Nor is the button
 * beside a combobox's input that opens the same list (React Aria's, Headless
 * UI's): a part of that one field.
 */
export function isListButton(element: Element): element is ListButton {
  return (
    !FORM_CONTROL_TAGS.has(element.tagName) &&
    element.matches(LIST_BUTTON_SELECTOR) &&
    element.querySelector(CONTROL_SELECTOR) === null &&
    !besideCombobox(element)
  );
}

/**
 * Whether the element is a combobox input's toggle: its parent holds the input, or, out of the tab order as a
 * toggle is (a person types into the input), its parent's parent does (Ark UI's, in a group of indicators).
 */
function besideCombobox(element: Element): boolean {
  const up = element.parentElement;
  if (up?.querySelector(COMBOBOX_INPUT)) return true;
  return element.getAttribute('tabindex') === '-1' && up?.parentElement?.querySelector(COMBOBOX_INPUT) != null;
}

const COMBOBOX_INPUT = 'input[role=combobox]';

/**
 * Whether the element is a widget drawn as a button (a list button, a calendar's button): it holds no value of
 * its own, and what it shows stands for its component's choice.
 */
export function isButtonWidget(element: Element): element is ListButton | CalendarButton {
  return isListButton(element) || isCalendarButton(element);
}

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

/**
 * Whether a fillable element is a contenteditable region rather than a form control, a list button, a date's
 * segments or a calendar's button.
 */
export function isEditableRegion(element: FillableElement): element is EditableRegion {
  return !isFormControl(element) && !isButtonWidget(element) && !isDateSegments(element);
}

/**
 * The value a field's description holds: a control's, an editable region's text, the date a group of segments
 * shows; none for a list button or a calendar's button, whose choice is its component's.
 */
export function currentValue(element: FillableElement, editableText: (region: EditableRegion) => string): string {
  if (isFormControl(element)) return element.value;
  if (isButtonWidget(element)) return '';
  return isDateSegments(element) ? segmentsDate(element) : editableText(element);
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
