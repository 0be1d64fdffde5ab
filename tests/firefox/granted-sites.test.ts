import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage, hasHostPermission, launchFirefox, type FirefoxWithExtension } from './support/firefox';
import { EXTENSION_ORIGIN, TEST_HOSTS_DIR } from './support/paths';

declare const browser: import('wxt/browser').WxtBrowser;

/*
 * The options page's "Sites you allowed" in real Firefox, with the test-only
 * build: it requires http://127.0.0.1/*, which is listed without a Remove
 * button. Another site is granted as the popup's Allow does it, from a click
 * (Firefox asks for user input), with the pref that grants without a doorhanger.
 */

const SITE = 'http://localhost/*';
const REMOVE = '::-p-aria([name="Remove http://localhost"][role="button"])';

const sitesText = (page: Page) => page.$eval('#sites', (section) => section.textContent ?? '');
const waitForSitesText = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => document.querySelector('#sites')?.textContent?.includes(wanted),
    { polling: 100 },
    text,
  );

/** A button on the page that asks for `pattern`, clicked for real: Firefox grants only during user input. */
async function grantByClick(page: Page, pattern: string): Promise<void> {
  await page.evaluate((origin) => {
    const button = Object.assign(document.createElement('button'), { id: 'grant', textContent: 'Grant' });
    button.addEventListener('click', () => void browser.permissions.request({ origins: [origin] }));
    document.body.prepend(button);
  }, pattern);
  await page.locator('#grant').click();
}

describe('Firefox: the sites you allowed (test-only build)', () => {
  let firefox: FirefoxWithExtension;
  let options: Page;

  beforeAll(async () => {
    firefox = await launchFirefox(TEST_HOSTS_DIR, { 'extensions.webextOptionalPermissionPrompts': false });
    options = await findPage(firefox.browser, `${EXTENSION_ORIGIN}/options.html`);
    await options.waitForSelector('[data-loaded=true]');
    // A welcome modal would make the rest of the page inert: close it if there is one.
    await options.evaluate(() => document.querySelector<HTMLDialogElement>('dialog[open]')?.close());
  });

  afterAll(async () => {
    await firefox?.close();
  });

  it('lists the site the build requires, with no Remove button', async () => {
    await waitForSitesText(options, 'http://127.0.0.1Required by this build');
    expect(await options.$$eval('#sites button', (buttons) => buttons.length)).toBe(0);
  });

  it('lists a site once it is granted, and Remove gives it back', async () => {
    await grantByClick(options, SITE);
    await options.waitForSelector(REMOVE);
    expect(await hasHostPermission(options, SITE)).toBe(true);

    await options.locator(REMOVE).click();
    await waitForSitesText(options, 'Removed http://localhost.');
    expect(await hasHostPermission(options, SITE)).toBe(false);
    expect(await sitesText(options)).not.toContain('http://localhostRemove');
    // The build's own site stays.
    expect(await hasHostPermission(options, 'http://127.0.0.1/*')).toBe(true);
    expect(await sitesText(options)).toContain('http://127.0.0.1Required by this build');
  });
});
