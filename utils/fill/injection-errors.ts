import { t } from '../i18n/messages';

/**
 * Turns the browser's refusal to script a page into one sentence a user
 * understands. The messages are Chrome's and Firefox's own wording.
 * @example explainInjectionError('Cannot access a chrome:// URL')
 * // 'The browser protects its own pages (chrome://, about: and extension pages), so Understudy cannot fill them.'
 */
export function explainInjectionError(message: string, url = ''): string {
  if (
    /Cannot access a (chrome|edge|about|chrome-extension|chrome-untrusted|devtools)|^(chrome|about|edge|moz-extension|chrome-extension):/i.test(
      message,
    )
  ) {
    return t('errorBrowserPage');
  }
  if (/extensions gallery|webstore|addons\.mozilla|cannot be scripted/i.test(message)) {
    return t('errorStorePage');
  }
  // Chrome refuses its PDF viewer with the generic permission message; the URL tells.
  if (/\.pdf(\?|#|$)/i.test(url) || /\.pdf\b|pdf viewer/i.test(message)) {
    return t('errorPdf');
  }
  if (/showing error page/i.test(message)) {
    return t('errorErrorPage');
  }
  if (/No tab with id|Invalid tab ID|No frame with id/i.test(message)) {
    return t('errorTabGone');
  }
  if (/permission|Cannot access contents|Missing host permission/i.test(message)) {
    return t('errorNoAccess');
  }
  return t('errorUnreachable', message);
}
