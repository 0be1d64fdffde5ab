/**
 * Turns the browser's refusal to script a page into one sentence a user
 * understands. The messages are Chrome's and Firefox's own wording.
 * @example explainInjectionError('Cannot access a chrome:// URL')
 * // 'The browser protects its own pages (chrome://, about: and extension pages), so Understudy cannot fill them.'
 */
export function explainInjectionError(message: string, url = ''): string {
  if (/Cannot access a (chrome|edge|about|chrome-extension|chrome-untrusted|devtools)|^(chrome|about|edge|moz-extension|chrome-extension):/i.test(message)) {
    return 'The browser protects its own pages (chrome://, about: and extension pages), so Understudy cannot fill them.';
  }
  if (/extensions gallery|webstore|addons\.mozilla|cannot be scripted/i.test(message)) {
    return 'The browser protects the extension store, so Understudy cannot fill it.';
  }
  // Chrome refuses its PDF viewer with the generic permission message; the URL tells.
  if (/\.pdf(\?|#|$)/i.test(url) || /\.pdf\b|pdf viewer/i.test(message)) {
    return 'This is a PDF document, which the browser does not let extensions change.';
  }
  if (/showing error page/i.test(message)) {
    return 'This tab shows an error page, which has nothing to fill.';
  }
  if (/No tab with id|Invalid tab ID|No frame with id/i.test(message)) {
    return 'The tab was closed or navigated away before it could be filled.';
  }
  if (/permission|Cannot access contents|Missing host permission/i.test(message)) {
    return 'Understudy cannot reach this page. It fills a page after you click its toolbar button or press its shortcut there; built-in viewers such as PDFs cannot be filled.';
  }
  return `Understudy could not reach this page (${message}).`;
}
