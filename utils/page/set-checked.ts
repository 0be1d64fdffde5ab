import { CHANGED_BEFORE_WRITE } from './field-shape';
import { RadioGroups } from './radio-groups';

/** Input types that are checked rather than typed into. */
export const CHECKABLE_TYPES = new Set(['checkbox', 'radio']);

/**
 * Checks or unchecks a box as a user's click would land, without a click:
 * `element.click()` (or any dispatched MouseEvent click) runs the element's
 * activation behaviour, so a box the page turned into a submit, image or
 * reset button would submit or reset its form. The prototype's `checked`
 * setter goes past React's tracker; then a plain `Event('click')`, which
 * activates nothing, for React (its onChange for boxes listens to click),
 * and `input` and `change` for everyone else (Vue's v-model). A box inside a
 * link or button gets no click at all: routers take any click in a link.
 * A cancelled click is a veto, undone as a browser undoes it.
 * Throws when the element is no longer a box, or the page kept it from changing.
 * `radios`: the write's index of radio groups (a fill passes one for all its writes).
 */
export function setChecked(box: HTMLInputElement, checked: boolean, radios: RadioGroups = new RadioGroups()): void {
  const view = box.ownerDocument.defaultView!;
  if (!(box instanceof view.HTMLInputElement) || !CHECKABLE_TYPES.has(box.type)) throw new Error(CHANGED_BEFORE_WRITE);
  if (box.checked === checked) return;
  const setter = Object.getOwnPropertyDescriptor(view.HTMLInputElement.prototype, 'checked')!.set!;
  const unchecked = checked && box.type === 'radio' ? radios.checkedBeside(box) : [];
  setter.call(box, checked);
  if (
    !box.closest(IN_A_LINK_OR_BUTTON) &&
    !box.dispatchEvent(new Event('click', { bubbles: true, cancelable: true }))
  ) {
    setter.call(box, !checked);
    for (const radio of unchecked) setter.call(radio, true);
    throw new Error('the page kept it from changing');
  }
  if (box.checked !== checked) throw new Error('the page kept it from changing');
  box.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  box.dispatchEvent(new Event('change', { bubbles: true }));
  if (box.checked !== checked) throw new Error('the page kept it from changing');
}

/** Where a click on the box would read as a click on a link or button around it. */
const IN_A_LINK_OR_BUTTON = 'a[href], area[href], button, [role="link"], [role="button"]';
