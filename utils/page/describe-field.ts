import { collapseSpace } from '../text/collapse-space';
import type { FieldDescription } from '../fields/field-description';
import { PageIndex } from './page-index';
import {
  CONTROL_SELECTOR,
  FORM_CONTROL_TAGS,
  isEditingHost,
  isFillableControl,
  isListButton,
  LIST_BUTTON_SELECTOR,
  type EditableRegion,
  type ListButton,
  type FillableElement,
  type FormControl,
} from './fillable-element';
import { isCombobox, labelText, namesItself, nearbyText, referredText } from './label-text';
import { uniqueSelector } from './unique-selector';
import { fieldVisibility } from './field-visibility';
import { idRefs } from './id-refs';
import { isSegments, readsAsDate, shownPartOf, twinWidgetOf, widgetKind } from './widget-twin';
import {
  CALENDAR_BUTTON_SELECTOR,
  CALENDAR_SELECTOR,
  datePickerOf,
  isCalendarButton,
  type CalendarButton,
} from './date-picker-libraries';
import { isDateSegments, segmentsDate, type DateSegments } from './date-segments';

/**
 * Every fillable control in page order, open shadow roots included (nested
 * too), each shadow root's controls where its host stands. A
 * `contenteditable` region counts once, by its editing host.
 * Each tree's controls come from one native query; a walk over the tree only
 * asks each element for its shadow root, since walking in script costs a
 * wrapper per element (docs/performance.md, "Describing a field").
 * `trees`, when given, receives every tree visited: the root, then each open shadow root.
 * @example collectControls(document).length // 42
 */
export function collectControls(root: Document | ShadowRoot, trees?: Array<Document | ShadowRoot>): FillableElement[] {
  const found: FillableElement[] = [];
  const doc = (root as ShadowRoot).host ? root.ownerDocument! : (root as Document);
  const visit = (scope: Document | ShadowRoot) => {
    trees?.push(scope);
    let controls: FillableElement[] = [];
    // A select's options cannot host a shadow root: the walk steps over them (a
    // country list is 250 elements). Datalists are walked into: they are rare and short.
    const selects: Element[] = [];
    // A library's widget, and its parts, where the select it stands for is the field (widget-twin.ts).
    let covered: Set<Element> | undefined;
    for (const element of scope.querySelectorAll(CANDIDATES)) {
      const tag = element.tagName;
      if (tag === 'SELECT') selects.push(element);
      if (FORM_CONTROL_TAGS.has(tag)) {
        if (!isFillableControl(element)) continue;
        const widget = twinWidgetOf(element as FormControl);
        if (widget) {
          // An input twin holds only the widget's value, and follows it: the widget is the field. A select
          // offers the widget's options, and a date input takes what a date's segments show as any date input
          // does: there the twin is the field.
          if (tag !== 'SELECT' && !(isSegments(widget) && readsAsDate(element as FormControl))) continue;
          covered ??= new Set();
          covered.add(widget);
          for (const part of widget.querySelectorAll(CANDIDATES)) if (part !== element) covered.add(part);
        }
        controls.push(element as FillableElement);
      } else if (
        isListButton(element) ||
        (isEditingHost(element) && element.getAttribute('role') !== 'spinbutton') ||
        // A date's segments (spin buttons) are parts of their group, which is the field where no input stands
        // beside it (a twin input covers it), never text boxes of their own.
        isDateSegments(element) ||
        isCalendarButton(element)
      )
        controls.push(element as FillableElement);
    }
    if (covered) controls = controls.filter((control) => !covered.has(control));
    // A date picker's calendar (its month select, its year input) is a part of the picker, never a field.
    const calendars = scope.querySelectorAll(CALENDAR_SELECTOR);
    if (calendars.length)
      controls = controls.filter((control) => ![...calendars].some((calendar) => calendar.contains(control)));
    let nextSelect = 0;
    const walker = doc.createTreeWalker(scope, 1 /* NodeFilter.SHOW_ELEMENT */);
    let next = 0;
    for (let node = walker.nextNode() as Element | null; node;) {
      if (node === selects[nextSelect]) {
        nextSelect++;
        node = stepOver(walker);
        continue;
      }
      const shadow = node.shadowRoot;
      node = walker.nextNode() as Element | null;
      if (!shadow) continue;
      const host = shadow.host;
      // The controls before the host in the page, then the host's shadow tree, then its light children.
      while (
        next < controls.length &&
        host.compareDocumentPosition(controls[next]!) & 2 /* DOCUMENT_POSITION_PRECEDING */
      )
        found.push(controls[next++]!);
      visit(shadow);
    }
    for (; next < controls.length; next++) found.push(controls[next]!);
  };
  visit(root);
  return found;
}

const CANDIDATES = `${CONTROL_SELECTOR}, [contenteditable], ${LIST_BUTTON_SELECTOR}, [role=group], ${CALENDAR_BUTTON_SELECTOR}`;

/** Moves the walker past the current element's descendants, to the next element in page order. */
function stepOver(walker: TreeWalker): Element | null {
  while (!walker.nextSibling()) {
    if (!walker.parentNode()) return null;
  }
  return walker.currentNode as Element;
}

/**
 * DOM in, description out: reads one control into plain data.
 * Each DOM read is a call into the browser from the isolated world: an
 * attribute is read only for the types it means something to.
 * Without `withSelector` the selector is left empty, for the caller to
 * compute later (only the fill report shows it; PageFiller.collect).
 * @example describeField(document.querySelector('#email'), 0)
 * // { index: 0, selector: '#email', type: 'email', label: 'Email', ... }
 */
export function describeField(
  element: FillableElement,
  index: number,
  page: PageIndex = new PageIndex(element.ownerDocument),
  withSelector = true,
): FieldDescription {
  const tag = element.tagName;
  const selector = withSelector ? uniqueSelector(shownPartOf(element), page) : '';
  if (!FORM_CONTROL_TAGS.has(tag)) {
    if (isListButton(element)) return describeListButton(element, index, page, selector);
    if (isDateSegments(element)) return describeSegments(element, index, page, selector);
    if (isCalendarButton(element)) return describeCalendarButton(element, index, page, selector);
    return describeEditable(element as unknown as EditableRegion, index, page, selector);
  }
  const control = element as FormControl;
  const type = control.type.toLowerCase();
  const name = control.getAttribute('name') ?? '';
  const form = control.form;
  // A control a library hid stands for the widget it draws, which the library may label instead (Tom Select).
  const twin = twinWidgetOf(control);
  const label = labelText(control, page) || (twin ? labelText(twin, page, isListButton(twin)) : '');
  const formIndex = page.formIndexOf({ form });
  const description: FieldDescription = {
    index,
    frameUrl: page.url,
    selector,
    tag: tag.toLowerCase() as FieldDescription['tag'],
    type,
    name,
    id: control.id,
    autocomplete: control.getAttribute('autocomplete') ?? '',
    label,
    placeholder: control.getAttribute('placeholder') ?? '',
    // Only looked for when there is no label (a radio's label names its option,
    // so its legend is looked for too; a combobox's aria-label is often its
    // current value, "Brazil"): it costs a walk of the DOM.
    nearbyText: label && type !== 'radio' && !isCombobox(control) ? '' : nearbyText(control),
    value: control.value,
    checked: (type === 'checkbox' || type === 'radio') && (control as HTMLInputElement).checked,
    required: control.required,
    // `:disabled` sees a disabled fieldset around the control too.
    disabled: control.disabled || control.matches(':disabled'),
    readOnly: tag !== 'SELECT' && (control as HTMLInputElement | HTMLTextAreaElement).readOnly,
    ...fieldVisibility(control, page),
    formIndex,
  };
  Object.assign(description, locatorFacts(control, label, page));
  if (isComboboxWidget(control)) {
    description.widget = 'combobox';
    // A select-only widget stops typing with a read-only input; a pick is its way in.
    description.readOnly = false;
    // A select-only widget keeps focus in a 1-pixel input moved aside (react-select): the user sees its box.
    if (description.hidden) seenAs(description, control, page);
  }
  if (datePickerOf(control)) {
    description.widget = 'calendar';
    // A calendar-only picker keeps typing out with a read-only input; its calendar is its way in.
    description.readOnly = false;
  }
  if (twin) {
    if (!isSegments(twin)) {
      description.widget = widgetKind(twin);
      delete description.role;
      Object.assign(description, twinLocatorFacts(twin, label));
    }
    description.readOnly = false;
    // What the user sees of the field is the widget.
    seenAs(description, twin, page);
  }
  const formText = page.formTextOf({ form });
  if (formText) description.formText = formText;
  if (marksTrap(control)) description.trap = true;
  if (page.isInert(control)) description.inert = true;
  if (tag === 'TEXTAREA' || TEXT_TYPES.has(type)) {
    const text = control as HTMLInputElement | HTMLTextAreaElement;
    if (text.maxLength >= 0) description.maxLength = text.maxLength;
    if (text.minLength > 0) description.minLength = text.minLength;
    const pattern = tag === 'INPUT' ? text.getAttribute('pattern') : null;
    if (pattern !== null) description.pattern = pattern;
    const suggestions = tag === 'INPUT' ? page.suggestionsOf(text as HTMLInputElement) : undefined;
    if (suggestions) description.suggestions = suggestions;
  } else if (RANGE_TYPES.has(type)) {
    for (const attribute of ['min', 'max', 'step'] as const) {
      const value = control.getAttribute(attribute);
      if (value !== null) description[attribute] = value;
    }
  }
  // An unnamed radio is a group of its own, as browsers treat it.
  if (type === 'radio') description.group = name ? page.radioGroupOf(control, name, formIndex) : `unnamed:${index}`;
  if (tag === 'SELECT') description.options = page.optionsOf(control as HTMLSelectElement);
  return description;
}

/**
 * Whether an input is a combobox whose value is picked from a list it pops
 * up (the WAI-ARIA combobox pattern, as react-select, Headless UI or MUI
 * Autocomplete draw it): its role says combobox, and its attributes say it
 * has a list. Typed text alone does not make its component's value.
 */
export function isComboboxWidget(control: FormControl): boolean {
  if (control.tagName !== 'INPUT' || control.getAttribute('role') !== 'combobox') return false;
  const autocomplete = control.getAttribute('aria-autocomplete');
  const popup = control.getAttribute('aria-haspopup');
  return (
    autocomplete === 'list' ||
    autocomplete === 'both' ||
    popup === 'listbox' ||
    popup === 'true' ||
    control.hasAttribute('aria-controls') ||
    control.hasAttribute('aria-owns')
  );
}

/** Describes the field as visible as what shows it: `element`, or the box around it where it is too small to see. */
function seenAs(description: FieldDescription, element: HTMLElement, page: PageIndex): void {
  delete description.offScreen;
  Object.assign(description, fieldVisibility(shownBox(element), page));
}

/** The element that shows a widget's input: the input, or the box around an input too small to see. */
function shownBox(control: HTMLElement): HTMLElement {
  let element = control;
  for (let level = 0; level < 3 && element.parentElement; level++) {
    const box = element.getBoundingClientRect();
    if (box.width > 2 && box.height > 2) break;
    element = element.parentElement;
  }
  return element;
}

/**
 * Markup of honeypots, fields only bots see: named so by their class or id,
 * or the wrappers Gravity Forms (`gform_validation_container`, "This field is
 * for validation purposes and should be left unchanged"), WPForms and
 * TYPO3's Powermail (`tastyhoney`) put around theirs.
 */
const TRAP_MARKUP =
  '[class*="honeypot" i], [id*="honeypot" i], .gform_validation_container, .wpforms-field-hp, [class*="tastyhoney" i]';

/**
 * Whether the control sits in the markup form plugins give their honeypot.
 * Their stylesheets hide it, and `hidden` says so; this holds also where the
 * styles do not apply. Asked of each field's own ancestors, which costs less
 * than one query of the whole page (docs/performance.md, "Describing a field").
 */
function marksTrap(control: Element): boolean {
  return control.closest(TRAP_MARKUP) !== null;
}

/** Input types that honour `maxlength`, `minlength` and `pattern`. */
const TEXT_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/** Input types that honour `min`, `max` and `step`. */
const RANGE_TYPES = new Set(['number', 'range', 'date', 'month', 'week', 'time', 'datetime-local']);

/**
 * A contenteditable region, described as the multi-line text box it is to a
 * user (type `textarea`); ARIA says whether it is required, disabled or read-only.
 */
function describeEditable(element: EditableRegion, index: number, page: PageIndex, selector: string): FieldDescription {
  return {
    ...ariaField(element, index, page, selector, labelText(element, page)),
    tag: 'editable',
    type: 'textarea',
    name: '',
    placeholder: element.getAttribute('aria-placeholder') ?? element.getAttribute('data-placeholder') ?? '',
    value: editableText(element),
  };
}

/**
 * A list button (a library's select drawn as a button or a `role=combobox`
 * element): a one-choice list to the classifier (type `select-one`), whose
 * options show only once it is opened. ARIA says whether it is required or
 * disabled; its value is its component's, so it is described as empty.
 */
function describeListButton(element: ListButton, index: number, page: PageIndex, selector: string): FieldDescription {
  // The select-only pattern names the button by its label and itself, whose text is its current choice.
  const base = ariaField(element, index, page, selector, labelText(element, page, true));
  return {
    ...buttonField(element, base, 'select-one', 'listbox'),
    // Named by itself too, its accessible name holds its current choice: a test finds it by its label element alone.
    ...(namedBySelf(element)
      ? { labelFinds: labelledByOne(element, base.label) ? ('label' as const) : ('none' as const) }
      : {}),
  };
}

/**
 * Whether one element besides the button itself names it, holding just `label`: Playwright's `getByLabel` matches
 * each `aria-labelledby` element's text alone, so it finds a button named "Plan Enterprise" by its "Plan".
 * @example labelledByOne(headlessListboxButton, 'Plan') // true: aria-labelledby="plan-label plan-button"
 */
function labelledByOne(element: HTMLElement, label: string): boolean {
  const others = idRefs(element, 'aria-labelledby').filter((id) => !namesItself(element, id));
  return others.length === 1 && label !== '' && collapseSpace(referredText(element, others[0]!)) === label;
}

/**
 * How a test finds a widget drawn over a hidden select whose label is `label`. By the widget's role and that label
 * where the widget's own accessible name is it, from `aria-labelledby` or `aria-label` (Chakra's trigger names itself
 * by the same label element): never by `getByLabel`, which also finds the hidden select. Otherwise by its selector,
 * since a widget without such a name is named by its text, its current choice.
 * @example twinLocatorFacts(chakraTrigger, 'Plan') // { role: 'combobox', labelFinds: 'role' }
 */
function twinLocatorFacts(widget: HTMLElement, label: string): Pick<FieldDescription, 'labelFinds' | 'role'> {
  const role = widget.getAttribute('role')?.trim();
  const named =
    (widget.hasAttribute('aria-labelledby') || widget.hasAttribute('aria-label')) &&
    !namedBySelf(widget) &&
    label !== '' &&
    labelText(widget) === label;
  return role && named ? { role, labelFinds: 'role' } : { labelFinds: 'none' };
}

/**
 * A button that opens a library's calendar as the date's only way in
 * (date-picker-libraries.ts, Mantine's DatePickerInput): a date input to the
 * classifier, named by its label; what it shows is its component's choice.
 */
function describeCalendarButton(
  element: CalendarButton,
  index: number,
  page: PageIndex,
  selector: string,
): FieldDescription {
  return buttonField(element, ariaField(element, index, page, selector, labelText(element, page)), 'date', 'calendar');
}

/**
 * A widget drawn as a button (a list button, a calendar's): its name attribute if any, no placeholder, and no
 * value of its own, its choice being its component's; `:disabled` sees a disabled button and a disabled fieldset
 * around it.
 */
function buttonField(
  element: HTMLElement,
  base: ReturnType<typeof ariaField>,
  type: 'select-one' | 'date',
  widget: 'listbox' | 'calendar',
): FieldDescription {
  return {
    ...base,
    tag: 'widget',
    type,
    name: element.getAttribute('name') ?? '',
    placeholder: '',
    value: '',
    disabled: base.disabled || element.matches(':disabled'),
    widget,
  };
}

/**
 * A date drawn only as spin-button segments (date-segments.ts): a date input
 * to the classifier (type `date`), named by the group's label; its value is
 * the date its segments show, typed into them segment by segment.
 */
function describeSegments(element: DateSegments, index: number, page: PageIndex, selector: string): FieldDescription {
  const label = labelText(element, page);
  return {
    ...ariaField(element, index, page, selector, label),
    tag: 'widget',
    type: 'date',
    name: '',
    placeholder: '',
    value: segmentsDate(element),
    // Each segment is named after the group's label too: a test finds the group by its role and name alone.
    ...(label ? { labelFinds: 'role' as const } : {}),
    widget: 'segments',
  };
}

/**
 * What a field that is no form control (an editable region, a list button, a date of segments) has as any
 * field has it: where it is, its label or else the words near it, and what ARIA says of it.
 */
function ariaField(element: HTMLElement, index: number, page: PageIndex, selector: string, label: string) {
  return {
    index,
    frameUrl: page.url,
    selector,
    id: element.id,
    autocomplete: '',
    label,
    nearbyText: label ? '' : nearbyText(element),
    checked: false,
    ...ariaFacts(element, label, page),
  };
}

function namedBySelf(element: Element): boolean {
  return idRefs(element, 'aria-labelledby').some((id) => namesItself(element, id));
}

/**
 * What a field that is not a form control (an editable region, a list
 * button) says of itself: its ARIA states, whether it is seen, its form,
 * how a test finds it, whether it is inert.
 */
function ariaFacts(element: HTMLElement, label: string, page: PageIndex) {
  const aria = (name: string) => element.getAttribute(name) === 'true';
  return {
    required: aria('aria-required'),
    disabled: aria('aria-disabled'),
    readOnly: aria('aria-readonly'),
    ...fieldVisibility(element, page),
    formIndex: page.formIndexOf({ form: element.closest('form') }),
    ...locatorFacts(element, label, page),
    ...(page.isInert(element) ? { inert: true as const } : {}),
  };
}

/**
 * What a test's locators need beyond the label (FieldDescription.labelFinds,
 * role, testId), each only when present. Playwright's `getByLabel` matches
 * each `<label>` or `aria-labelledby` element's whole text alone, and never a title.
 * @example locatorFacts(input, 'Email', page) // { testId: 'email' }
 */
function locatorFacts(
  element: FillableElement,
  label: string,
  page: PageIndex,
): Pick<FieldDescription, 'labelFinds' | 'role' | 'testId'> {
  const facts: Pick<FieldDescription, 'labelFinds' | 'role' | 'testId'> = {};
  const role = element.getAttribute('role');
  if (role) facts.role = role;
  const testId = element.getAttribute('data-testid');
  if (testId) facts.testId = testId;
  if (!label) return facts;
  // A control the page hides from assistive technology (React Aria's input for autofill) is not in the tree
  // that Playwright's getByLabel and getByRole search.
  if (element.closest('[aria-hidden="true"]')) {
    facts.labelFinds = 'none';
    return facts;
  }
  // The same order labelText looks in.
  const labelledBy = element.getAttribute('aria-labelledby')?.trim();
  if (labelledBy) {
    if (/\s/.test(labelledBy)) facts.labelFinds = 'role';
  } else if (!element.getAttribute('aria-label')?.trim()) {
    const labels = page.labelsOf(element);
    if (labels.length !== 1) facts.labelFinds = 'role';
    // A label the page's style adds text to has a name with that text, which the description does not hold.
    else if (labels[0]!.querySelector('select, textarea') || page.labelAddsText(labels[0]!)) facts.labelFinds = 'none';
  }
  return facts;
}

/** A contenteditable region's text as its description's value: what it shows, spaces collapsed. */
export function editableText(element: EditableRegion): string {
  return collapseSpace(element.textContent ?? '');
}
