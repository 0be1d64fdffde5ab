import { collapseSpace } from '../text/collapse-space';
import { isButtonWidget, type FillableElement } from './fillable-element';
import { screenReaderOnly, SPOKEN_ONLY, widgetBox } from './widget-shows';
import { shownPartOf } from './widget-twin';

/** Parts of a widget's box that show no choice: its label, its actions (remove, clear, open), what it hides from sight. */
const NOT_A_CHOICE = 'label, legend, button, [aria-hidden=true]';

/** An option of a list box, chosen: a list box may hold the chosen options (Choices.js's); an open list holds the rest too. */
const CHOSEN_OPTION = '[role=option][aria-selected=true]';

/** What a widget shows while it holds nothing (react-select's, Angular Material's, Radix's `data-placeholder`). */
const PLACEHOLDER = '[class*=placeholder], [class*=Placeholder], [data-placeholder]';

/**
 * What a list widget shows it holds (FieldDescription.shows): a list button's
 * text, a combobox's chips or single value where its input is empty (an input
 * that keeps its choice as its value, MUI Autocomplete's, says it already),
 * a hidden select's chosen options where its widget shows a choice.
 * @example widgetShows(document.querySelector('#ts-colours')) // ['Green', 'Purple']
 */
export function widgetShows(element: FillableElement): string[] {
  if (isButtonWidget(element)) return shownChoices(element);
  if (element.tagName === 'SELECT') {
    // The widget a library draws for the select it hid: what it shows says whether anything is chosen.
    const widget = shownPartOf(element);
    return widget !== element && shownChoices(widget as HTMLElement).length
      ? chosenOptions(element as HTMLSelectElement)
      : [];
  }
  return element.tagName === 'INPUT' && (element as HTMLInputElement).value === '' ? shownChoices(element) : [];
}

/**
 * The choices a library widget shows it holds, each as a person reads it:
 * a single value, each chip of a multi-select, a list button's text. Text
 * the widget marks as its placeholder is none. Read for saved fills, where
 * the component's value is not in its input (react-select's, a list button's).
 * @example shownChoices(document.querySelector('#colours-input')) // ['Red', 'Blue']
 */
function shownChoices(control: HTMLElement): string[] {
  const box = control.tagName === 'INPUT' ? widgetBox(control) : control;
  const walker = box.ownerDocument.createTreeWalker(box, 4 /* NodeFilter.SHOW_TEXT */);
  const choices: string[] = [];
  const unseen = new Map<Element, boolean>();
  let last: Element | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !collapseSpace(node.nodeValue ?? '').replace(/\u200b/g, '')) continue;
    if (!isChoice(parent, box, unseen)) continue;
    // Text nodes side by side in one element (a framework's "{city} {country}") are one choice.
    if (parent === last) choices[choices.length - 1] += node.nodeValue ?? '';
    else choices.push(node.nodeValue ?? '');
    last = parent;
  }
  // An open list repeats the chosen option beside the box.
  return [...new Set(choices.map(collapseSpace))].filter((choice) => choice !== '');
}

function isChoice(element: Element, box: Element, unseen: Map<Element, boolean>): boolean {
  const inBox = (found: Element | null) => found !== null && box.contains(found);
  const part = element.closest(NOT_A_CHOICE);
  if (part !== box && inBox(part)) return false;
  if (inBox(element.closest(PLACEHOLDER)) || inBox(element.closest(SPOKEN_ONLY))) return false;
  if (inBox(element.closest('[role=listbox]')) && !inBox(element.closest(CHOSEN_OPTION))) return false;
  // An outlined field's notch repeats its label, transparent (MUI's legend).
  const html = element as HTMLElement;
  if (
    typeof html.checkVisibility === 'function' &&
    !html.checkVisibility({ opacityProperty: true, visibilityProperty: true })
  )
    return false;
  return !screenReaderOnly(element, box, unseen);
}

/** The options a select holds chosen, by their text, as the widget a library draws for it shows them; an option without a value is its placeholder. */
function chosenOptions(select: HTMLSelectElement): string[] {
  return [...select.selectedOptions]
    .filter((option) => option.value !== '')
    .map((option) => collapseSpace(option.text));
}
