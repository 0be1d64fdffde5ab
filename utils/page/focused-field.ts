import type { CollectResult } from '../page-contract/page-filler-api';
import type { FillableElement } from './fillable-element';

/** The focused field's index among `elements`, or the one that stands for focus elsewhere (see fieldNearFocus). */
export function focusedField(
  doc: Document,
  elements: FillableElement[],
): Pick<CollectResult, 'activeIndex' | 'nearIndex'> {
  const focused = deepActiveElement(doc);
  const activeIndex = elements.indexOf(focused as FillableElement);
  return { activeIndex, nearIndex: activeIndex < 0 ? fieldNearFocus(elements, focused, doc) : -1 };
}

/** The focused element, looking through open shadow roots to the one really focused. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The field that stands for focus on something else than a field: the
 * first field of the focused element's form (its submit button, a link in
 * it), else the first field after it in the page (a "Sign up" link above a
 * form without `<form>`). -1 with focus on the page itself or on a frame,
 * whose own document tells.
 */
function fieldNearFocus(elements: FillableElement[], focused: Element | null, doc: Document): number {
  if (
    !focused ||
    focused === doc.body ||
    focused === doc.documentElement ||
    focused.tagName === 'IFRAME' ||
    focused.tagName === 'FRAME'
  )
    return -1;
  const form = (focused as Partial<HTMLButtonElement>).form ?? focused.closest('form');
  const ofForm = form ? elements.findIndex((element) => (element as Partial<HTMLInputElement>).form === form) : -1;
  if (ofForm >= 0) return ofForm;
  return elements.findIndex(
    (element) => focused.compareDocumentPosition(element) & 4 /* DOCUMENT_POSITION_FOLLOWING */,
  );
}
