/**
 * In the page (sent by a driver's `evaluate`, so it uses nothing but its
 * argument): focuses the first field a person could fill in `root`, or
 * `root` itself when it is one, as a click into a form does before "Fill
 * this form". False when there is none.
 */
export function focusFirstField(root: Element): boolean {
  const selector =
    'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable=""], [contenteditable=true]';
  const field = root.matches(selector) ? root : root.querySelector(selector);
  if (!(field instanceof HTMLElement)) return false;
  field.focus();
  return true;
}
