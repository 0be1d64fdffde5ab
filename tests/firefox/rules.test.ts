import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PopupPage, type FirefoxWithExtension } from './support/firefox';
import { closeSession, openFixture, startSession, type FirefoxSession } from './support/session';
import { TEST_HOSTS_DIR } from './support/paths';
import type { WxtBrowser } from 'wxt/browser';

/** `browser` exists only inside extension pages, where `page.evaluate` runs the function given. */
declare const browser: WxtBrowser;

/** A rule in Firefox's storage.sync, stored as the options page stores it: one item, and the index. */
const RULE = {
  id: 'ff-city',
  name: 'Firefox city',
  enabled: true,
  match: { words: ['city'] },
  value: { type: 'template', template: 'FF-{{string.numeric 5}}' },
};

describe('Firefox: a rule applies (test-only build with host access to 127.0.0.1)', () => {
  let session: FirefoxSession | undefined;
  let firefox: FirefoxWithExtension;
  let extensionPage: Page;

  beforeAll(async () => ({ firefox, extensionPage } = session = await startSession(TEST_HOSTS_DIR)));
  afterAll(() => closeSession(session));

  it('fills the field its rule matches with the rule’s value, and the options page lists the rule', async () => {
    await extensionPage.evaluate(
      (rule) =>
        browser.storage.sync.set({ [`rule:${rule.id}`]: rule, 'rules-index': { rules: [rule.id], profiles: [] } }),
      RULE,
    );
    await extensionPage.waitForSelector('::-p-text(Firefox city)');

    const { page, tabId } = await openFixture(session!, 'plain-form.html');
    const popup = await PopupPage.open(firefox.browser, tabId);
    await popup.fill();
    expect(await popup.settledStatus()).toBe('Completed');
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('#city')?.value)).toMatch(/^FF-\d{5}$/);
    expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('#first')?.value)).not.toBe('');
    await popup.page.close();
  });
});
