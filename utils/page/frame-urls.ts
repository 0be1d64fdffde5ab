/** Addresses of the frames the document embeds; a page without frames is not searched for them. */
export function frameUrls(doc: Document): string[] {
  if (doc.defaultView?.frames.length === 0) return [];
  return [...doc.querySelectorAll<HTMLIFrameElement>('iframe, frame')].map((frame) => frameAddress(frame));
}

/** A frame's address as its document will report it: srcdoc frames are about:srcdoc. */
function frameAddress(frame: HTMLIFrameElement): string {
  if (frame.hasAttribute('srcdoc')) return 'about:srcdoc';
  return frame.src || 'about:blank';
}
