import { collapseSpace } from '../text/collapse-space';
import { LIST_BUTTON_SELECTOR } from './fillable-element';

// What a widget shows it holds, as a person reads it: its input, its box's chips and single value, the select it keeps in step.

/** Whether the select holds an option of that text (or value) among its chosen ones. */
export function selects(select: HTMLSelectElement, text: string): boolean {
  return [...select.selectedOptions].some((option) => collapseSpace(option.text) === text || option.value === text);
}

/**
 * Whether the widget shows `text` as its value: in its input, or beside it in
 * the component's box (a chip, a single value), which ends where the box
 * would take in another field.
 */
export function shows(input: HTMLElement, text: string): boolean {
  return collapseSpace(valueOf(input)) === text || shownText(widgetBox(input)).includes(text);
}

/**
 * Whether an element shows, `display` and `visibility` considered, not opacity: a list or calendar fading in is
 * shown from its first frame.
 */
export function isShown(element: Element): boolean {
  const html = element as HTMLElement;
  return typeof html.checkVisibility === 'function'
    ? html.checkVisibility({ visibilityProperty: true })
    : html.isConnected;
}

/** Whether the widget says its list is open (`aria-expanded`). */
export function isExpanded(widget: Element): boolean {
  return widget.getAttribute('aria-expanded') === 'true';
}

/** What the widget's control holds as typed text: an input's value; nothing for a list button. */
export function valueOf(control: HTMLElement): string {
  return control.tagName === 'INPUT' ? (control as HTMLInputElement).value : '';
}

/** The component's box around its input: the furthest ancestor, up to five levels, that holds no other field. */
export function widgetBox(input: HTMLElement): Element {
  let box: Element = input;
  for (let level = 0, up = input.parentElement; up && level < 5; level++, up = up.parentElement) {
    // A widget's own hidden twin (a value input no one reaches) is not another field.
    const fields = [...up.querySelectorAll(OTHER_FIELDS)].filter(
      (field) => field.getAttribute('aria-hidden') !== 'true' && field.getAttribute('tabindex') !== '-1',
    );
    if (fields.length > 1) break;
    box = up;
  }
  return box;
}

const OTHER_FIELDS = `input:not([type=hidden]), select, textarea, ${LIST_BUTTON_SELECTOR}`;

/**
 * What a box tells a screen reader only ("option Germany, selected"), and the options of a select it hid (whose
 * boxes still measure as shown in Chromium): none of it is what the box shows it holds.
 */
export const SPOKEN_ONLY = '[aria-live], [role=log], [role=status], [role=alert], select, datalist';

/** What a box shows as its value is without SPOKEN_ONLY's parts, nor its open list. */
const SPOKEN = `${SPOKEN_ONLY}, [role=listbox]`;

export function shownText(box: Element): string {
  const doc = box.ownerDocument;
  const walker = doc.createTreeWalker(box, 4 /* NodeFilter.SHOW_TEXT */);
  let text = '';
  const unseen = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    const spoken = parent.closest(SPOKEN);
    if (spoken && box.contains(spoken)) continue;
    if (!screenReaderOnly(parent, box, unseen)) text += ` ${node.nodeValue}`;
  }
  return collapseSpace(text);
}

/**
 * Whether the element sits in a box of a pixel or less, up to `box`: the
 * usual "visually hidden" hint for screen readers (the text inside still
 * measures its own width). `seen` keeps each element's answer.
 */
export function screenReaderOnly(element: Element, box: Element, seen: Map<Element, boolean>): boolean {
  const known = seen.get(element);
  if (known !== undefined) return known;
  const { width, height } = element.getBoundingClientRect();
  const hidden =
    (width <= 1 && height <= 1) ||
    (element !== box && element.parentElement !== null && screenReaderOnly(element.parentElement, box, seen));
  seen.set(element, hidden);
  return hidden;
}
