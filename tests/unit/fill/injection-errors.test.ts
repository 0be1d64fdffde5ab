import { describe, expect, it } from 'vitest';
import { explainInjectionError } from '@/utils/fill/injection-errors';

const PROTECTED =
  'The browser protects its own pages (chrome://, about: and extension pages), so Understudy cannot fill them.';
const STORE = 'The browser protects the extension store, so Understudy cannot fill it.';
const PDF = 'This is a PDF document, which the browser does not let extensions change.';
const ERROR_PAGE = 'This tab shows an error page, which has nothing to fill.';
const GONE = 'The tab was closed or navigated away before it could be filled.';
const NO_ACCESS =
  'Understudy cannot reach this page. It fills a page after you click its toolbar button or press its shortcut there; built-in viewers such as PDFs cannot be filled.';

describe('explainInjectionError', () => {
  it.each([
    ['Cannot access a chrome:// URL', '', PROTECTED],
    ['Cannot access a chrome-extension:// URL of different extension', '', PROTECTED],
    ['Cannot access a devtools:// URL', '', PROTECTED],
    ['Cannot access a chrome-untrusted:// URL', '', PROTECTED],
    ['The extensions gallery cannot be scripted.', 'https://chromewebstore.google.com/detail/x', STORE],
    ['Missing host permission for the tab', 'https://example.com/report.pdf', PDF],
    ['Cannot access contents of the page.', 'https://example.com/files/a.PDF?download=1', PDF],
    ['Frame with ID 0 is showing error page', 'https://unreachable.test/', ERROR_PAGE],
    ['No tab with id: 123.', '', GONE],
    ['No frame with id 4 in tab 123.', '', GONE],
    [
      'Cannot access contents of url "https://example.com/". Extension manifest must request permission to access this host.',
      'https://example.com/',
      NO_ACCESS,
    ],
    ['Missing host permission for the tab', '', NO_ACCESS],
    [
      'Cannot access contents of the page. Extension manifest must request permission to access the respective host.',
      '',
      NO_ACCESS,
    ],
    ['Something unexpected', 'https://example.com/', 'Understudy could not reach this page (Something unexpected).'],
    ['', '', 'Understudy could not reach this page ().'],
  ])('%j on %j', (message, url, explanation) => {
    expect(explainInjectionError(message, url)).toBe(explanation);
  });

  it('defaults the URL to none', () => {
    expect(explainInjectionError('Missing host permission for the tab')).toBe(NO_ACCESS);
  });

  it('does not take an ordinary page for a PDF because its URL mentions pdf', () => {
    expect(explainInjectionError('Missing host permission for the tab', 'https://example.com/pdf-tools/')).toBe(
      NO_ACCESS,
    );
  });
});
