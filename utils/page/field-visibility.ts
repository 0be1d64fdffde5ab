import type { FieldDescription } from '../fields/field-description';
import type { PageIndex } from './page-index';

/** `hidden`, and `offScreen` only when true, for a field's description. */
export function fieldVisibility(element: HTMLElement, page: PageIndex): Pick<FieldDescription, 'hidden' | 'offScreen'> {
  const how = hiddenHow(element, page);
  return how === 'off-screen' ? { hidden: true, offScreen: true } : { hidden: how === 'hidden' };
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
  return element.parentElement ?? (element.parentNode as ShadowRoot | null)?.host ?? null;
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
