import { collapseSpace } from '../text/collapse-space';
import { CONTROL_SELECTOR, type FillableElement } from './fillable-element';
import type { PageIndex } from './page-index';
import { idRefs } from './id-refs';

/**
 * Whether `id` is the element's own or one inside it: the select-only
 * pattern names its button by the label and by itself (or the span in it
 * showing its choice), which is a value, not a label.
 */
export function namesItself(element: Element, id: string): boolean {
  return id !== '' && (element.id === id || element.querySelector(`[id="${CSS.escape(id)}"]`) !== null);
}

/** The text a user reads for the field: aria-labelledby (`withoutSelf`: but the field itself and what it holds), aria-label, then its labels. */
export function labelText(element: FillableElement, page?: PageIndex, withoutSelf = false): string {
  const labelledBy = idRefs(element, 'aria-labelledby');
  if (labelledBy.length) {
    const text = labelledBy
      .filter((id) => !withoutSelf || !namesItself(element, id))
      .map((id) => referredText(element, id))
      .join(' ');
    if (collapseSpace(text)) return collapseSpace(text);
  }
  const aria = collapseSpace(element.getAttribute('aria-label') ?? '');
  if (aria) return aria;
  const labels = (page ? page.labelsOf(element) : 'labels' in element ? [...(element.labels ?? [])] : [])
    .map((label) => ownText(label))
    .filter(Boolean);
  return labels.join(' ') || collapseSpace(element.getAttribute('title') ?? '');
}

/**
 * The text of the element `id` names for `element` (an aria-labelledby reference): looked for in the element's own
 * shadow root first, then in its document; empty when there is none.
 */
export function referredText(element: Element, id: string): string {
  return (
    (element.getRootNode() as Document | ShadowRoot).getElementById?.(id)?.textContent ??
    element.ownerDocument.getElementById(id)?.textContent ??
    ''
  );
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
  return isCombobox(element) ? comboboxText(element) : (precedingTexts(element, 3, 1)[0] ?? floatingLabel(element));
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
export function isCombobox(element: Element): boolean {
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
