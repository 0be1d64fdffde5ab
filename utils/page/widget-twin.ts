import { CONTROL_SELECTOR, isListButton, LIST_BUTTON_SELECTOR, type FormControl } from './fillable-element';
import { idRefs } from './id-refs';

/** What a library draws in place of a control it hides: a combobox input, a list button, or a `role=combobox` box. */
const WIDGET_SELECTOR = `input[role=combobox], ${LIST_BUTTON_SELECTOR}`;

/** How far up from a hidden control its widget is looked for: the control's own wrappers, not the form's sections. */
const LEVELS = 3;

/**
 * The widget a library draws for a control it hid but still keeps in step
 * (Tom Select's, Select2's, Choices.js's and React Aria's select, MUI
 * Select's input, React Aria's date input beside its segments): the control
 * is out of the tab order (`tabindex=-1`), and the widget stands right
 * beside it, or around it. Looked for only from the control and the
 * wrappers that hold nothing else, so that a neighbouring field's widget,
 * which comes with a label of its own, is never taken for it.
 * @example twinWidgetOf(document.querySelector('select.tomselected')) // the Tom Select input[role=combobox]
 */
export function twinWidgetOf(control: FormControl): HTMLElement | undefined {
  if (control.getAttribute('tabindex') !== '-1') return undefined;
  // A `role=combobox` box around the hidden control and its own search input (Choices.js), or a date's segments
  // around the box that mirrors them (MUI X's).
  for (let level = 0, up = control.parentElement; up && level < LEVELS; level++, up = up.parentElement) {
    if (up.matches('[role=combobox]:not(input)')) return up;
    const segments = up.matches('[role=group]') ? segmentsIn(up) : undefined;
    if (segments) return segments;
  }
  let part: Element = control;
  for (let level = 0; level < LEVELS; level++) {
    // Right beside it first; only where neither side has one, past what the widget shows there (its chips).
    for (const pass of [labels, shownBeside]) {
      const next = beyond(control, part, 'nextElementSibling', pass);
      const previous = beyond(control, part, 'previousElementSibling', pass);
      const after = next ? widgetIn(next) : undefined;
      const before = previous ? widgetIn(previous) : undefined;
      // A widget on each side is ambiguous: neither is taken.
      if (after && before) return undefined;
      if (after ?? before) return after ?? before;
    }
    const up = part.parentElement;
    if (!up || up.matches('form, fieldset') || up.querySelectorAll(CONTROL_SELECTOR).length > 1) return undefined;
    part = up;
  }
  return undefined;
}

/** The element beside `part` on one side, past those `pass` lets the walk step over. */
function beyond(
  control: FormControl,
  part: Element,
  side: 'nextElementSibling' | 'previousElementSibling',
  pass: (element: Element, control: FormControl) => boolean,
): Element | null {
  let beside = part[side];
  while (beside && pass(beside, control)) beside = beside[side];
  return beside;
}

/**
 * The control's own label, or what a widget shows beside its input and holds no control, widget or label of
 * its own: the chips of a multi-select between its input and the one it hid (Shoelace's), an icon, a slot.
 */
const shownBeside = (element: Element, control: FormControl) =>
  labels(element, control) || (!element.matches(NOT_SHOWN_BESIDE) && !element.querySelector(NOT_SHOWN_BESIDE));

const NOT_SHOWN_BESIDE = `${CONTROL_SELECTOR}, ${WIDGET_SELECTOR}, label`;

/**
 * Whether `element` is a label of the control: `<label for>` it, or named by its `aria-labelledby`. A library
 * may put it between the control it hid and its widget (Chakra's select, its label, its trigger), still one field.
 */
function labels(element: Element, control: FormControl): boolean {
  if (element.tagName !== 'LABEL') return false;
  const forControl = control.id !== '' && (element as HTMLLabelElement).htmlFor === control.id;
  const named = idRefs(control, 'aria-labelledby').includes(element.id);
  return forControl || named;
}

/** The one widget `element` is or holds, with no label of its own: a wrapper a library added, not another field. */
function widgetIn(element: Element): HTMLElement | undefined {
  if (element.matches(WIDGET_SELECTOR)) return isWidget(element) ? (element as HTMLElement) : undefined;
  if (element.tagName === 'LABEL' || element.querySelector('label')) return undefined;
  const widgets = element.querySelectorAll(WIDGET_SELECTOR);
  if (widgets.length === 1 && isWidget(widgets[0]!)) return widgets[0] as HTMLElement;
  return widgets.length === 0 ? segmentsIn(element) : undefined;
}

/**
 * The group of a date drawn as spin-button segments (month, day, year: the
 * WAI-ARIA spinbutton pattern, React Aria's DatePicker), where `element` holds one.
 */
function segmentsIn(element: Element): HTMLElement | undefined {
  const segments = element.querySelectorAll('[role=spinbutton]');
  if (segments.length < 2) return undefined;
  const group = segments[0]!.closest('[role=group]');
  return group && element.contains(group) && group.contains(segments[segments.length - 1]!)
    ? (group as HTMLElement)
    : undefined;
}

/** Whether the widget is a date's segments, whose hidden input the library reads: that input is the field, written as any input. */
export function isSegments(widget: Element): boolean {
  return widget.getAttribute('role') === 'group';
}

/**
 * Whether a control hidden beside a date's segments is the field: a date input, which takes the one format
 * browsers fill (React Aria's, kept for autofill). A text box there only mirrors what the segments show, in the
 * library's own format (MUI X's): the segments are the field, and the box one of their parts.
 * @example readsAsDate(document.querySelector('input[type=date][tabindex="-1"]')) // true
 */
export function readsAsDate(control: FormControl): boolean {
  return control.tagName === 'INPUT' && DATE_TYPES.has((control as HTMLInputElement).type);
}

const DATE_TYPES = new Set(['date', 'datetime-local']);

function isWidget(element: Element): boolean {
  return element.tagName === 'INPUT' || isListButton(element);
}

/**
 * What a person sees and uses of a field: the widget a library draws for
 * the select it hid, else the field itself. A test's locator and a rule's
 * selector name it.
 */
export function shownPartOf(element: Element): Element {
  if (element.tagName !== 'SELECT') return element;
  const widget = twinWidgetOf(element as HTMLSelectElement);
  return widget && !isSegments(widget) ? widget : element;
}

/** Whether the twin's widget is picked through an input that takes typing, or a list button. */
export function widgetKind(widget: HTMLElement): 'combobox' | 'listbox' {
  return widget.tagName === 'INPUT' ? 'combobox' : 'listbox';
}
