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

/**
 * Moves focus to `target` as a person's click or Tab does, with its focus events. A document that does not
 * hold the system's focus (Firefox's page while the extension's popup does, or the window beside it) moves
 * its focus without them, and the components that wait for them take no keys (MUI X's date segments, Ark
 * UI's combobox): they are then sent as the browser sends them, where it sent none.
 * @example focusAsPerson(segment) // the segment is document.activeElement, and saw `focus` and `focusin`
 */
export function focusAsPerson(target: HTMLElement): void {
  const left = activeIn(target);
  const sent = eventsDuring(target, ['focus'], () => target.focus({ preventScroll: true }));
  if (sent.has('focus') || activeIn(target) !== target) return;
  if (left && left !== target) sendFocusEvents(left, 'blur', target);
  sendFocusEvents(target, 'focus', left);
}

/** Takes focus from `target` as a person leaving it does, with its blur events, where the browser sends none. */
export function blurAsPerson(target: HTMLElement): void {
  const wasActive = activeIn(target) === target;
  const sent = eventsDuring(target, ['blur'], () => target.blur());
  if (wasActive && !sent.has('blur') && activeIn(target) !== target) sendFocusEvents(target, 'blur', null);
}

/** The element focused in `target`'s document or shadow root; none where the focus is nowhere (on the body). */
function activeIn(target: HTMLElement): HTMLElement | null {
  const active = (target.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  return active === target.ownerDocument.body ? null : active;
}

/** Which of the `types` of event `target` saw while `act` ran (focus events are sent as focus moves). */
function eventsDuring(target: HTMLElement, types: string[], act: () => void): Set<string> {
  const seen = new Set<string>();
  const see = (event: Event) => seen.add(event.type);
  for (const type of types) target.addEventListener(type, see, { capture: true });
  try {
    act();
  } finally {
    for (const type of types) target.removeEventListener(type, see, { capture: true });
  }
  return seen;
}

/** `focus` then `focusin` (or `blur` then `focusout`) at `target`, in the order and shape a browser sends them. */
function sendFocusEvents(target: HTMLElement, kind: 'focus' | 'blur', relatedTarget: HTMLElement | null): void {
  const view = target.ownerDocument.defaultView!;
  target.dispatchEvent(new view.FocusEvent(kind, { relatedTarget, composed: true }));
  const bubbling = kind === 'focus' ? 'focusin' : 'focusout';
  target.dispatchEvent(new view.FocusEvent(bubbling, { relatedTarget, bubbles: true, composed: true }));
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

/**
 * One key a person types into a focused element that takes text (a date's
 * segment): keydown, then `beforeinput` where the page let the key through,
 * then, where it let that through too, the text inserted and `input`, as a
 * browser sends them. `text` is the character; `null` is Backspace.
 * Components that take typing through `beforeinput` (React Aria's segments)
 * cancel it and change their own state; others read what the element shows.
 */
export function typeKey(target: HTMLElement, text: string | null): void {
  const view = target.ownerDocument.defaultView!;
  const name = text ?? 'Backspace';
  const keyCode = KEY_CODES[name] ?? (text ? text.toUpperCase().charCodeAt(0) : 0);
  const code = text && /\d/.test(text) ? `Digit${text}` : name;
  const init = { key: name, code, keyCode, which: keyCode, bubbles: true, cancelable: true, composed: true };
  const inputType = text === null ? 'deleteContentBackward' : 'insertText';
  const input = { bubbles: true, cancelable: true, composed: true, inputType, data: text };
  if (target.dispatchEvent(new view.KeyboardEvent('keydown', init))) {
    if (target.dispatchEvent(new view.InputEvent('beforeinput', input)) && target.isContentEditable) {
      edit(target, text);
      target.dispatchEvent(new view.InputEvent('input', { ...input, cancelable: false }));
    }
  }
  target.dispatchEvent(new view.KeyboardEvent('keyup', init));
}

/**
 * What a browser does to an editable element for a key: the text replaces what is selected in it, as a
 * component that selects a whole segment on focus expects (MUI X's, which then reads the segment's text as the
 * key); with nothing selected there, it goes at the end, and Backspace takes the last character.
 */
function edit(target: HTMLElement, text: string | null): void {
  const selection = target.ownerDocument.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  if (range && !range.collapsed && target.contains(range.commonAncestorContainer)) {
    range.deleteContents();
    if (text !== null) range.insertNode(target.ownerDocument.createTextNode(text));
    range.collapse(false);
    return;
  }
  const shown = target.textContent ?? '';
  target.textContent = text === null ? shown.slice(0, -1) : shown + text;
}
