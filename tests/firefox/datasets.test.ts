import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import type { WxtBrowser } from 'wxt/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPage, launchFirefox, openExtensionPage, type FirefoxWithExtension } from './support/firefox';
import { EXTENSION_ORIGIN, RELEASE_DIR } from './support/paths';
import { taskOutcome } from '../e2e/support/task-outcome';

declare const browser: WxtBrowser;

const label = (name: string) => `::-p-aria([name="${name}"])`;

async function datasetTask(page: Page) {
  return page.evaluate(
    async () =>
      (await browser.storage.session.get('datasetTask')).datasetTask as
        { status: string; summary?: string; reason?: string; rowsDone: number } | undefined,
  );
}

/** The Datasets page, its starting schema set to `count` rows as a user types it. */
async function openWithRows(firefox: FirefoxWithExtension, count: number): Promise<Page> {
  const page = await openExtensionPage(firefox.browser, 'datasets.html');
  const rows = await page.waitForSelector(label('Rows'));
  await rows!.click({ count: 3 });
  await rows!.type(String(count));
  return page;
}

/**
 * The release build in Firefox, where the event page makes the file (no offscreen
 * documents there) and browser.downloads saves it. Firefox's pref to grant optional
 * permissions without a prompt stands in for the user's Allow, and the download folder
 * is the test's own.
 */
describe('Firefox: a small dataset, downloaded', () => {
  let firefox: FirefoxWithExtension;
  let downloads: string;

  beforeAll(async () => {
    downloads = await mkdtemp(join(tmpdir(), 'understudy-ff-downloads-'));
    firefox = await launchFirefox(RELEASE_DIR, {
      'extensions.webextOptionalPermissionPrompts': false,
      'browser.download.folderList': 2,
      'browser.download.dir': downloads,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    });
    // The install opens the options page; waited for, so it cannot take over the tab opened next.
    await findPage(firefox.browser, `${EXTENSION_ORIGIN}/options.html`);
  });

  afterAll(async () => {
    await firefox?.close();
    await rm(downloads, { recursive: true, force: true });
  });

  it('makes 500 rows as NDJSON and saves them through downloads', async () => {
    const page = await openWithRows(firefox, 500);
    await page.select('select:has(option[value="ndjson"])', 'ndjson');
    await page.waitForSelector('::-p-text(First 20 rows)');
    await (await page.$(label('Generate dataset')))!.click();
    await expect
      .poll(async () => taskOutcome(await datasetTask(page)), { timeout: 30_000, interval: 250 })
      .toBe('completed');
    expect((await datasetTask(page))?.summary).toBe('Saved 500 rows to customers.ndjson');
    await expect.poll(() => readdir(downloads), { timeout: 10_000 }).toEqual(['customers.ndjson']);
    const lines = (await readFile(join(downloads, 'customers.ndjson'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(500);
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(['id', 'first_name', 'last_name', 'email']);
  });

  it('cancels 1,000,000 rows in the event page: the task ends cancelled and no file is saved', async () => {
    const before = await readdir(downloads);
    const page = await openWithRows(firefox, 1_000_000);
    await page.waitForSelector('::-p-text(First 20 rows)');
    await (await page.$(label('Generate dataset')))!.click();
    await expect
      .poll(async () => (await datasetTask(page))?.rowsDone ?? 0, { timeout: 30_000, interval: 100 })
      .toBeGreaterThan(0);
    await (await page.waitForSelector(label('Cancel')))!.click();
    await expect
      .poll(async () => taskOutcome(await datasetTask(page)), { timeout: 30_000, interval: 100 })
      .toBe('cancelled');
    expect((await datasetTask(page))!.rowsDone).toBeLessThan(1_000_000);
    await page.waitForSelector('::-p-text(Cancelled: no file was saved.)');

    // A file made after the cancel is saved after anything the cancelled run could still send.
    const rows = await page.waitForSelector(label('Rows'));
    await rows!.click({ count: 3 });
    await rows!.type('20');
    await (await page.$(label('Generate dataset')))!.click();
    await expect
      .poll(async () => taskOutcome(await datasetTask(page)), { timeout: 30_000, interval: 100 })
      .toBe('completed');
    await expect
      .poll(async () => (await readdir(downloads)).sort(), { timeout: 10_000 })
      .toEqual([...before, 'customers.csv'].sort());
    const lines = (await readFile(join(downloads, 'customers.csv'), 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(21);
  });
});
