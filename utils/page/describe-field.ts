import { collapseSpace } from '../text/collapse-space';
import type { FieldDescription } from '../fields/field-description';
import { PageIndex } from './page-index';

export const CONTROL_SELECTOR = 'input, textarea, select';

/**
 * Every fillable control in page order, open shadow roots included (nested
 * too), each shadow root's controls where its host stands. A
 * `contenteditable` region counts once, by its editing host.
 * Each tree's controls come from one native query; a walk over the tree only
 * asks each element for its shadow root (walking in script costs a wrapper
 * per element, 38,000 of them on a 3,000-field page).
 * `trees`, when given, receives every tree visited: the root, then each open shadow root.
 * @example collectControls(document).length // 42
 */
export function collectControls(root: Document | ShadowRoot, trees?: Array<Document | ShadowRoot>): FillableElement[] {
  const found: FillableElement[] = [];
  const doc = (root as ShadowRoot).host ? root.ownerDocument! : (root as Document);
  const visit = (scope: Document | ShadowRoot) => {
    trees?.push(scope);
    const controls: FillableElement[] = [];
    // A select's options cannot host a shadow root: the walk steps over them (a
    // country list is 250 elements). Datalists are walked into: they are rare and short.
    const selects: Element[] = [];
    for (const element of scope.querySelectorAll(CANDIDATES)) {
      const tag = element.tagName;
      if (tag === 'SELECT') selects.push(element);
      if (FORM_CONTROL_TAGS.has(tag) ? isFillableControl(element) : isEditingHost(element)) controls.push(element as FillableElement);
    }
    let nextSelect = 0;
    const walker = doc.createTreeWalker(scope, 1 /* NodeFilter.SHOW_ELEMENT */);
    let next = 0;
    for (let node = walker.nextNode() as Element | null; node; ) {
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
      while (next < controls.length && host.compareDocumentPosition(controls[next]!) & 2 /* DOCUMENT_POSITION_PRECEDING */) found.push(controls[next++]!);
      visit(shadow);
    }
    for (; next < controls.length; next++) found.push(controls[next]!);
  };
  visit(root);
  return found;
}

const CANDIDATES = `${CONTROL_SELECTOR}, [contenteditable]`;

/** Moves the walker past the current element's descendants, to the next element in page order. */
function stepOver(walker: TreeWalker): Element | null {
  while (!walker.nextSibling()) {
    if (!walker.parentNode()) return null;
  }
  return walker.currentNode as Element;
}

/** The focused element, looking through open shadow roots to the one really focused. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Input types that take no typed value: buttons, files and hidden inputs. */
const UNFILLABLE_TYPES = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** Whether Understudy may fill this control at all (before looking at its state). */
export function isFillableControl(element: Element): element is FillableElement {
  return element.tagName !== 'INPUT' || !UNFILLABLE_TYPES.has((element as HTMLInputElement).type);
}

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A `contenteditable` element a user types into: rich-text editors, comment boxes. */
export type EditableRegion = HTMLElement & { readonly value?: never };

export type FillableElement = FormControl | EditableRegion;

/** The tags of form controls; callers that already read an element's tag test it here. */
const FORM_CONTROL_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

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
function isEditingHost(element: Element): element is EditableRegion {
  if (!element.hasAttribute('contenteditable')) return false;
  const html = element as HTMLElement;
  return html.isContentEditable && !(html.parentElement?.isContentEditable ?? false);
}

/**
 * DOM in, description out: reads one control into plain data.
 * Each DOM read costs a call into the browser (a few microseconds from an
 * extension's isolated world, on 3,000 fields): an attribute is read only
 * for the types it means something to.
 * Without `withSelector` the selector is left empty, for the caller to
 * compute later (only the fill report shows it; PageFiller.collect).
 * @example describeField(document.querySelector('#email'), 0)
 * // { index: 0, selector: '#email', type: 'email', label: 'Email', ... }
 */
export function describeField(element: FillableElement, index: number, page: PageIndex = new PageIndex(element.ownerDocument), withSelector = true): FieldDescription {
  const tag = element.tagName;
  const selector = withSelector ? uniqueSelector(element, page) : '';
  if (!FORM_CONTROL_TAGS.has(tag)) return describeEditable(element as EditableRegion, index, page, selector);
  const control = element as FormControl;
  const type = control.type.toLowerCase();
  const name = control.getAttribute('name') ?? '';
  const form = control.form;
  const label = labelText(control, page);
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
    ...visibility(control, page),
    formIndex,
  };
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
  if (type === 'radio') description.group = name ? `${formIndex}:${name}` : `unnamed:${index}`;
  if (tag === 'SELECT') description.options = page.optionsOf(control as HTMLSelectElement);
  return description;
}

/**
 * Markup of honeypots, fields only bots see: named so by their class or id,
 * or the wrappers Gravity Forms (`gform_validation_container`, "This field is
 * for validation purposes and should be left unchanged"), WPForms and
 * TYPO3's Powermail (`tastyhoney`) put around theirs.
 */
const TRAP_MARKUP = '[class*="honeypot" i], [id*="honeypot" i], .gform_validation_container, .wpforms-field-hp, [class*="tastyhoney" i]';

/**
 * Whether the control sits in the markup form plugins give their honeypot.
 * Their stylesheets hide it, and `hidden` says so; this holds also where the
 * styles do not apply. Asked of each field's own ancestors: one query of the
 * whole page for that markup matched every element's class and id by
 * substring, three times the cost on a 3,000-field page (tests/bench/fill).
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
  const label = labelText(element, page);
  const aria = (name: string) => element.getAttribute(name) === 'true';
  const form = element.closest('form');
  return {
    index,
    frameUrl: page.url,
    selector,
    tag: 'editable',
    type: 'textarea',
    name: '',
    id: element.id,
    autocomplete: '',
    label,
    placeholder: element.getAttribute('aria-placeholder') ?? element.getAttribute('data-placeholder') ?? '',
    nearbyText: label ? '' : nearbyText(element),
    value: editableText(element),
    checked: false,
    required: aria('aria-required'),
    disabled: aria('aria-disabled'),
    readOnly: aria('aria-readonly'),
    ...visibility(element, page),
    formIndex: page.formIndexOf({ form }),
    ...(page.isInert(element) ? { inert: true as const } : {}),
  };
}

/** A contenteditable region's text as its description's value: what it shows, spaces collapsed. */
export function editableText(element: EditableRegion): string {
  return collapseSpace(element.textContent ?? '');
}

/** The text a user reads for the field: aria-labelledby, aria-label, then its labels. */
export function labelText(element: FillableElement, page?: PageIndex): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const doc = element.ownerDocument;
    const text = labelledBy
      .split(/\s+/)
      .map((id) => (element.getRootNode() as Document | ShadowRoot).getElementById?.(id)?.textContent ?? doc.getElementById(id)?.textContent ?? '')
      .join(' ');
    if (collapseSpace(text)) return collapseSpace(text);
  }
  const aria = collapseSpace(element.getAttribute('aria-label') ?? '');
  if (aria) return aria;
  const labels = (page ? page.labelsOf(element) : 'labels' in element ? [...(element.labels ?? [])] : []).map((label) => ownText(label)).filter(Boolean);
  return labels.join(' ') || collapseSpace(element.getAttribute('title') ?? '');
}

const NEARBY_LIMIT = 80;

/**
 * The words a user reads just before a field that has no label: a radio
 * group's legend, the preceding table cell, or the closest preceding text that
 * belongs to no other control. Bounded walk: at most three levels up.
 */
export function nearbyText(element: FillableElement): string {
  const type = 'type' in element ? element.type : '';
  if (type === 'radio' || type === 'checkbox') {
    const legend = element.closest('fieldset')?.querySelector('legend');
    if (legend) return clip(legend.textContent ?? '');
  }
  const cell = element.closest('td, th');
  if (cell) {
    const previousCell = cell.previousElementSibling;
    if (previousCell && !previousCell.querySelector(CONTROL_SELECTOR)) {
      const text = clip(previousCell.textContent ?? '');
      if (text) return text;
    }
  }
  return isCombobox(element) ? comboboxText(element) : precedingTexts(element, 3, 1)[0] ?? floatingLabel(element);
}

/**
 * The texts before a field, nearest first, walking up `depth` levels and
 * stopping at the first sibling that is or holds another control.
 */
function precedingTexts(element: Element, depth: number, wanted: number): string[] {
  const texts: string[] = [];
  let node: Node | null = element;
  for (let level = 0; node && level < depth; level++, node = node.parentNode) {
    for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType === 1 && (sibling as Element).matches(`${CONTROL_SELECTOR}, button`)) return texts;
      if (sibling.nodeType === 1 && (sibling as Element).querySelector(CONTROL_SELECTOR)) return texts;
      if (sibling.nodeType !== 1 && sibling.nodeType !== 3) continue;
      if (sibling.nodeType === 1 && /^(SCRIPT|STYLE|TEMPLATE)$/.test((sibling as Element).tagName)) continue;
      const text = clip(sibling.textContent ?? '');
      if (text && texts.push(text) >= wanted) return texts;
    }
  }
  return texts;
}

/**
 * A searchable dropdown (react-select, ng-select, headless UI): its input sits
 * deep inside the widget, after the chosen value ("× Serbia") and a prompt,
 * with the widget's label further up. The few texts before it, in reading
 * order, so the label is read as well as the value.
 */
function comboboxText(element: FillableElement): string {
  return precedingTexts(element, 7, 3).reverse().join(' ') || floatingLabel(element);
}

/** An input that drives a listbox: a searchable dropdown, not a free text box. */
function isCombobox(element: Element): boolean {
  return element.matches('[role=combobox], [aria-autocomplete], [role=combobox] > *');
}

/**
 * A label drawn over the field after it in the page (Material-style floating
 * labels): a following sibling `<label>`, or an element whose class says label.
 */
function floatingLabel(element: FillableElement): string {
  for (let sibling = element.nextElementSibling; sibling; sibling = sibling.nextElementSibling) {
    if (sibling.matches(CONTROL_SELECTOR) || sibling.querySelector(CONTROL_SELECTOR)) return '';
    if (sibling.tagName === 'LABEL' || /label|placeholder/i.test(sibling.getAttribute('class') ?? '')) {
      const text = clip(sibling.textContent ?? '');
      if (text) return text;
    }
  }
  return '';
}

/** The last words of a text, where the words nearest the field are. */
function clip(text: string): string {
  const collapsed = collapseSpace(text);
  return collapsed.length > NEARBY_LIMIT ? collapsed.slice(-NEARBY_LIMIT) : collapsed;
}

/** A label's text without the text of controls inside it (a wrapped select's options). */
function ownText(label: HTMLLabelElement): string {
  // Most labels hold no list or text box: their text is theirs alone, no clone needed.
  if (!label.querySelector('select, textarea')) return collapseSpace(label.textContent ?? '');
  const clone = label.cloneNode(true) as HTMLElement;
  clone.querySelectorAll('select, textarea, option').forEach((node) => node.remove());
  return collapseSpace(clone.textContent ?? '');
}

/**
 * A selector unique in the element's document: its id, its name, or a path of
 * nth-of-type steps. Inside an open shadow root, the host's selector comes
 * first, joined by " >>> " (DESIGN.md, "Fill report").
 * @example uniqueSelector(input) // '#email', or 'my-form >>> input[name="email"]'
 */
export function uniqueSelector(element: Element, page: PageIndex = new PageIndex(element.ownerDocument)): string {
  const root = element.getRootNode();
  const host = (root as ShadowRoot).host;
  const local = selectorWithin(element, root as Document | ShadowRoot, page);
  return host ? `${uniqueSelector(host, page)} >>> ${local}` : local;
}

function selectorWithin(element: Element, root: Document | ShadowRoot, page: PageIndex): string {
  const byId = (node: Element) => node.id && page.hasUniqueId(root, node.id) && idSelector(node.id);
  const id = byId(element);
  if (id) return id;
  const tag = element.tagName.toLowerCase();
  const name = element.getAttribute('name');
  if (name && page.hasUniqueName(root, tag, name)) return `${tag}[name="${CSS.escape(name)}"]`;
  // A custom element's tag is often the only one of its kind: `address-card`.
  if (tag.includes('-') && root.querySelectorAll(tag).length === 1) return tag;
  const steps: string[] = [];
  const top = (root as Document).documentElement;
  for (let node: Element | null = element; node && node !== top; node = node.parentElement) {
    const ancestorId = node !== element && byId(node);
    if (ancestorId) {
      steps.unshift(ancestorId);
      return steps.join(' > ');
    }
    steps.unshift(`${node.tagName.toLowerCase()}:nth-of-type(${positionOfType(node)})`);
  }
  return top ? `html > ${steps.join(' > ')}` : steps.join(' > ');
}

/** `#email`; an id that would need escapes there (`1st`, `a.b`) reads better as `[id="1st"]`. */
function idSelector(id: string): string {
  return CSS.escape(id) === id ? `#${id}` : `[id="${id.replace(/["\\]/g, '\\$&')}"]`;
}

/** 1 for the first child of its tag under its parent (at the top of a shadow root, the root is the parent). */
function positionOfType(node: Element): number {
  let position = 1;
  for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.tagName === node.tagName) position++;
  }
  return position;
}

/**
 * Why a user does not see the element, if they do not: not rendered or
 * `visibility: hidden` (`hidden`), or pushed off the page (left: -9999px,
 * `off-screen`), the usual honeypot trap for bots. Opacity is not checked:
 * styled checkboxes hide the native box that way and must be filled.
 * Off-screen means where no scrolling brings it: a field the user scrolled
 * past, on the page or in a scrolling panel, is still on the page.
 */
function hiddenHow(element: HTMLElement, page: PageIndex): 'hidden' | 'off-screen' | undefined {
  if (typeof element.checkVisibility === 'function') {
    // It sees `display: none` from a [hidden] ancestor too.
    if (!element.checkVisibility({ visibilityProperty: true })) return 'hidden';
  } else if (element.closest('[hidden]') !== null) {
    return 'hidden';
  }
  if (hiddenByClass(element)) return 'hidden';
  // The box is where the element is in the window: add what the page is scrolled by.
  const box = element.getBoundingClientRect();
  const { x, y } = page.scroll;
  if (!offPage(box, x, y, page.width)) return undefined;
  // Only then: what the panels around it are scrolled by (a long form in a modal scrolled to its end).
  const panels = scrolledBy(element);
  return offPage(box, x + panels.x, y + panels.y, page.width) ? 'off-screen' : undefined;
}

/** Whether a box, moved by this scroll, lies left of or above the page, or far right of it. */
function offPage(box: DOMRect, scrollX: number, scrollY: number, pageWidth: number): boolean {
  return box.right + scrollX < 0 || box.bottom + scrollY < 0 || box.left + scrollX > pageWidth + 1000;
}

/**
 * How far the element's ancestors (through shadow roots) are scrolled right
 * and down, summed; the page itself is not among them. Right-to-left panels
 * scroll to negative `scrollLeft`: their content starts left of them, so
 * undoing that scroll would push a field in view off the page; they count
 * as not scrolled, which is how the window sees them.
 */
function scrolledBy(element: Element): { x: number; y: number } {
  let x = 0;
  let y = 0;
  const top = element.ownerDocument.scrollingElement;
  for (let node = parentOf(element); node && node !== top; node = parentOf(node)) {
    x += Math.max(0, node.scrollLeft);
    y += Math.max(0, node.scrollTop);
  }
  return { x, y };
}

/** The element's parent, or the host of the shadow root it is at the top of. */
export function parentOf(element: Element): Element | null {
  return element.parentElement ?? ((element.parentNode as ShadowRoot | null)?.host ?? null);
}

/**
 * A field whose own class is `hidden`: Bootstrap 3, Tailwind and most themes
 * hide that class (`display: none`), so a page whose styles did not load, or
 * load late, still shows what is meant to be unseen: often a honeypot
 * (`<input name="avia_username" class="hidden">`). Not with a responsive
 * variant beside it (Tailwind's `hidden md:block` shows on wider screens).
 */
function hiddenByClass(element: HTMLElement): boolean {
  // One string read: a classList costs an object per field in the isolated world.
  const classes = element.className;
  return typeof classes === 'string' && HIDDEN_CLASS.test(classes) && !classes.includes(':');
}

const HIDDEN_CLASS = /(?:^|\s)hidden(?:\s|$)/;

/** `hidden`, and `offScreen` only when true, for a field's description. */
function visibility(element: HTMLElement, page: PageIndex): Pick<FieldDescription, 'hidden' | 'offScreen'> {
  const how = hiddenHow(element, page);
  return how === 'off-screen' ? { hidden: true, offScreen: true } : { hidden: how === 'hidden' };
}
