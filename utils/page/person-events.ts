import { setNativeValue } from './write-field';

// The events a person's typing, clicks and keys send, as the components that draw widgets listen for them.

export function type(input: HTMLInputElement, text: string): void {
  setNativeValue(input, text);
  const view = input.ownerDocument.defaultView!;
  input.dispatchEvent(
    new view.InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }),
  );
}

/**
 * A person's click on `target` (an option, a list button): the pointer and
 * mouse events around it, which libraries pick on, at the middle of the
 * target, since libraries check that a press ends over it.
 */
export function press(target: Element): void {
  const box = target.getBoundingClientRect();
  pointerPress(target, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }, true);
}

/**
 * The pointer's way over `target`, down and up, then a click where `click`:
 * `detail: 1`, one click as a mouse makes it (a click of detail 0 reads as a
 * screen reader's to some libraries).
 */
export function pointerPress(target: Element, at: { clientX: number; clientY: number }, click: boolean): void {
  const view = target.ownerDocument.defaultView!;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, detail: 1, view, ...at };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  target.dispatchEvent(new view.PointerEvent('pointerover', pointer));
  target.dispatchEvent(new view.MouseEvent('mouseover', init));
  target.dispatchEvent(new view.MouseEvent('mousemove', init));
  target.dispatchEvent(new view.PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  target.dispatchEvent(new view.MouseEvent('mousedown', { ...init, buttons: 1 }));
  target.dispatchEvent(new view.PointerEvent('pointerup', pointer));
  target.dispatchEvent(new view.MouseEvent('mouseup', init));
  if (click) target.dispatchEvent(new view.MouseEvent('click', init));
}

/** The legacy key codes of the keys a pick presses, which libraries still read (Choices.js). */
const KEY_CODES: Record<string, number> = { Backspace: 8, Tab: 9, Escape: 27, ArrowDown: 40 };

export function key(target: Element, name: string): void {
  const view = target.ownerDocument.defaultView!;
  const keyCode = KEY_CODES[name] ?? 0;
  const init = { key: name, code: name, keyCode, which: keyCode, bubbles: true, cancelable: true, composed: true };
  target.dispatchEvent(new view.KeyboardEvent('keydown', init));
  target.dispatchEvent(new view.KeyboardEvent('keyup', init));
}
