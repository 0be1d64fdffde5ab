import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage, launchFirefox, openExtensionPage, type FirefoxWithExtension } from './support/firefox';
import { EXTENSION_ORIGIN, RELEASE_DIR } from './support/paths';

/**
 * Firefox gives extensions the app's language, chosen by `intl.locale.requested`
 * among the languages it has: German needs Debian's firefox-esr-l10n-de
 * (README, prerequisites). The release build is enough: no page is filled.
 */
describe('Firefox: the interface in German (intl.locale.requested = de)', () => {
  let firefox: FirefoxWithExtension;

  beforeAll(async () => {
    firefox = await launchFirefox(RELEASE_DIR, { 'intl.locale.requested': 'de' });
  });
  afterAll(async () => {
    await firefox?.close();
  });

  async function textOf(page: Page, selector: string): Promise<string> {
    const handle = await page.waitForSelector(selector);
    return handle!.evaluate((element) => element.textContent ?? '');
  }

  it('shows the options page and its welcome in German, with <html lang="de">', async () => {
    const options = await findPage(firefox.browser, `${EXTENSION_ORIGIN}/options.html`);
    await options.waitForSelector('::-p-aria([name="Willkommen bei Understudy"][role="heading"])');
    expect(await textOf(options, '#general-title')).toBe('Allgemein');
    expect(
      await options.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title]),
    ).toEqual(['de', 'ltr', 'Understudy-Optionen']);
  });

  it('shows the popup in German', async () => {
    const popup = await openExtensionPage(firefox.browser, 'popup.html');
    await popup.waitForSelector('::-p-aria([name="Seite ausfüllen"][role="button"])');
    expect(await textOf(popup, '.popup__footer .link-button:last-child')).toBe('Optionen');
    expect(await popup.evaluate(() => document.documentElement.lang)).toBe('de');
  });
});
