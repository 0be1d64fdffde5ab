import { readFile } from 'node:fs/promises';
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHostPermission, PopupPage, type FirefoxWithExtension } from './support/firefox';
import { closeSession, startSession, type FirefoxSession } from './support/session';
import { RELEASE_DIR } from './support/paths';

declare const browser: import('wxt/browser').WxtBrowser;

/**
 * The release build relies on activeTab alone, which Firefox grants only on a
 * real toolbar click or shortcut: without one, a fill must be refused with the
 * reason, never done through some other access.
 */
describe('Firefox: the release build has no host access', () => {
  let session: FirefoxSession | undefined;
  let firefox: FirefoxWithExtension;
  let server: FirefoxSession['server'];
  let extensionPage: Page;

  beforeAll(async () => ({ firefox, server, extensionPage } = session = await startSession(RELEASE_DIR)));
  afterAll(() => closeSession(session));

  it('asks for activeTab, scripting, storage and contextMenus only, and holds no origins', async () => {
    // Web sites are optional: asked for one at a time, from the popup, for frames on other sites.
    const manifest = JSON.parse(await readFile(`${RELEASE_DIR}/manifest.json`, 'utf8'));
    expect(manifest.permissions).toEqual(['activeTab', 'scripting', 'storage', 'contextMenus']);
    expect(manifest.host_permissions).toBeUndefined();
    expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
    expect(await hasHostPermission(extensionPage, 'http://127.0.0.1/*')).toBe(false);
    expect(await extensionPage.evaluate(async () => (await browser.permissions.getAll()).origins)).toEqual([]);
  });

  it('without a toolbar click, a fill of a local page fails and says why', async () => {
    const page = await firefox.browser.newPage();
    await page.goto(`${server.origin}/pages/plain-form.html`);
    // Without host access the tab's URL is hidden from the extension: it is the
    // tab just opened, so the active one and the last in the window.
    const tabs = await extensionPage.evaluate(async () =>
      (await browser.tabs.query({ currentWindow: true })).map(({ id, url, active, index }) => ({
        id,
        url,
        active,
        index,
      })),
    );
    const tab = tabs.reduce((last, candidate) => (candidate.index > last.index ? candidate : last));
    expect(tab).toMatchObject({ active: true, url: undefined, id: expect.any(Number) });
    const popup = await PopupPage.open(firefox.browser, tab.id!);

    await popup.fill();
    expect(await popup.settledStatus()).toMatch(/^Failed: Understudy cannot reach this page\./);
    expect(await page.$eval('#first', (input) => (input as HTMLInputElement).value)).toBe('');
  });
});
