import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage, launchFirefox, syncStorage, type FirefoxWithExtension } from './support/firefox';
import { EXTENSION_ORIGIN, RELEASE_DIR } from './support/paths';

const DIALOG = '::-p-aria([role="dialog"])';
const WELCOME_HEADING = '::-p-aria([name="Welcome to Understudy"][role="heading"])';
const DONT_SHOW_AGAIN = '::-p-aria([name="Don’t show announcements again"][role="checkbox"])';
const CLOSE = '::-p-aria([name="Close"][role="button"])';
const SUPPRESS_TOGGLE = '::-p-aria([name="Don’t show announcements"][role="switch"])';

/** The options page waits for its settings before it renders them (and any announcement). */
async function loaded(page: Page): Promise<void> {
  await page.waitForSelector('[data-loaded=true]');
}

async function isChecked(handle: ElementHandle | null): Promise<boolean> {
  if (!handle) throw new Error('control not found');
  return handle.evaluate((element) => (element as HTMLInputElement).checked);
}

/**
 * Reloads an extension page and waits for the new document to be loaded.
 * `page.reload()` may never see `load` for a moz-extension:// page, so the old
 * document is marked and the wait is for an unmarked, loaded one.
 */
async function reloadExtensionPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  page.reload().catch(() => undefined);
  await page.waitForFunction(
    () =>
      !(window as unknown as { beforeReload?: boolean }).beforeReload &&
      document.querySelector('[data-loaded=true]') !== null,
    { polling: 100 },
  );
}

/** The release build: the options page needs no host access. */
describe('Firefox: the options page (release build)', () => {
  let firefox: FirefoxWithExtension;

  beforeAll(async () => {
    firefox = await launchFirefox(RELEASE_DIR);
  });

  afterAll(async () => {
    await firefox?.close();
  });

  it('the first install opens the options page with the welcome modal; "Don’t show announcements again" is stored and survives a reload', async () => {
    // In Firefox the install handler opens the options page itself (in the first, blank tab).
    const options = await findPage(firefox.browser, `${EXTENSION_ORIGIN}/options.html`);
    await loaded(options);
    const dialog = await options.waitForSelector(DIALOG);
    expect(await dialog!.$(WELCOME_HEADING)).not.toBeNull();
    // The open modal makes the rest of the page inert, so the switch is out of the accessibility tree.
    expect(await options.$(SUPPRESS_TOGGLE)).toBeNull();
    expect(await isChecked(await options.$('#suppress-announcements'))).toBe(false);

    await (await dialog!.waitForSelector(DONT_SHOW_AGAIN))!.click();
    // Ticking the box must not take the modal away; Close does.
    await options.waitForFunction(
      (selector) => document.querySelector<HTMLInputElement>(selector)?.checked === true,
      {},
      'dialog input[type=checkbox]',
    );
    expect(await options.$(DIALOG)).not.toBeNull();
    await (await dialog!.waitForSelector(CLOSE))!.click();
    await options.waitForFunction(() => !document.querySelector('dialog[open]'));

    expect(await isChecked(await options.$(SUPPRESS_TOGGLE))).toBe(true);
    await expect
      .poll(() => syncStorage(options, 'settings'))
      .toMatchObject({ settings: { suppressAnnouncements: true } });

    await reloadExtensionPage(options);
    // Loaded means the announcement was looked up and rendered (one React update): no dialog at all.
    expect(await options.$('dialog')).toBeNull();
    expect(await options.$(DIALOG)).toBeNull();
    // Settings load on their own: allow them a moment to replace the defaults.
    await expect.poll(async () => isChecked(await options.$(SUPPRESS_TOGGLE))).toBe(true);
    expect(await syncStorage(options, 'settings')).toMatchObject({ settings: { suppressAnnouncements: true } });
  });
});
