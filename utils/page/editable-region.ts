import type { EditableRegion } from './fillable-element';

/**
 * Writes text into a contenteditable region the way typing lands. Rich-text
 * editors (ProseMirror, Lexical, Quill, Draft) keep their own model and update
 * it from the `beforeinput` and `input` events of the browser's editing
 * commands, so the region's contents are selected and replaced with the
 * `insertText` command. Where the page refuses the command, the text is
 * assigned and an `input` event sent, which plain pages still see.
 * Focus moves into the region (commands edit where the selection is); the
 * caller puts it back when the fill is over.
 */
export function writeEditable(region: EditableRegion, text: string): void {
  if (holdsEmbeddedContent(region)) throw new Error('holds embedded content: left as it is');
  replaceContents(
    region,
    (doc) => doc.execCommand('insertText', false, text),
    () => (region.textContent = text),
    text,
  );
}

/**
 * Whether the region holds more than formatted text: a frame, an image, a
 * control, an editor's widget (a `contenteditable="false"` island, a custom
 * element, a shadow root). Such a region is left as it is rather than written:
 * writing text replaces the contents, and there is no text-only write an
 * editor would see as typing; putting the markup back on Undo would reload a
 * frame and leave a widget without its script's state.
 * @example holdsEmbeddedContent(regionWithAnIframe) // true
 */
export function holdsEmbeddedContent(region: EditableRegion): boolean {
  if (region.querySelector(EMBEDDED)) return true;
  for (const element of region.querySelectorAll('*'))
    if (element.localName.includes('-') || element.shadowRoot) return true;
  return false;
}

const EMBEDDED =
  'iframe, frame, object, embed, img, picture, video, audio, canvas, svg, math, input, textarea, select, button, [contenteditable="false"]';

/** The region's contents, markup included, for the editing command that puts them back on Undo. */
export function editableContents(region: EditableRegion): string {
  return region.innerHTML;
}

/**
 * Copies of the region's nodes, put back on Undo where the page has no editing
 * command: the same contents as its markup, without parsing markup again.
 */
export function editableNodes(region: EditableRegion): Node[] {
  return [...region.childNodes].map((node) => node.cloneNode(true));
}

/** Puts back contents taken by `editableContents` (and `editableNodes`), again through an editing command. */
export function restoreEditable(region: EditableRegion, html: string, nodes: readonly Node[]): void {
  replaceContents(
    region,
    (doc) =>
      html === '' ? doc.execCommand('delete') || region.innerHTML === '' : doc.execCommand('insertHTML', false, html),
    // Fresh copies, so a second Undo of the same snapshot has nodes to put back too.
    () => region.replaceChildren(...nodes.map((node) => node.cloneNode(true))),
    null,
  );
}

function replaceContents(
  region: EditableRegion,
  command: (doc: Document) => boolean,
  fallback: () => void,
  data: string | null,
): void {
  const doc = region.ownerDocument;
  const view = doc.defaultView!;
  region.focus({ preventScroll: true });
  const selection = doc.getSelection();
  const range = doc.createRange();
  range.selectNodeContents(region);
  selection?.removeAllRanges();
  selection?.addRange(range);
  if (commandWorked(doc, command)) return;
  fallback();
  region.dispatchEvent(
    new view.InputEvent('input', {
      bubbles: true,
      composed: true,
      inputType: data === null ? 'historyUndo' : 'insertText',
      data,
    }),
  );
}

/** Whether the editing command ran; pages without it, or that throw, get the fallback. */
function commandWorked(doc: Document, command: (doc: Document) => boolean): boolean {
  try {
    return typeof doc.execCommand === 'function' && command(doc);
  } catch {
    return false;
  }
}
