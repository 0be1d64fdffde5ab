import { existsSync } from 'node:fs';
import { chromium, type Browser as ChromiumBrowser } from '@playwright/test';
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureServer, type LocalServer } from '../e2e/support/fixture-server';
import { CHROMIUM_PATH } from '../e2e/support/paths';
import type { FillReport, FillReportField } from '../../utils/fill/fill-report';
import { FIREFOX_PATH, ROOT_DIR } from './support/paths';

/*
 * understudy/puppeteer, the built package as a test imports it, in a plain
 * Firefox (no extension) over WebDriver BiDi; and the same fills through
 * understudy/playwright in Chromium, which must write the same values.
 * Needs `npm run build:lib`.
 */

// Named through a variable so the type check, which runs before any build, reads the sources' types (dist/types is made from them).
const PUPPETEER_ENTRY: string = 'understudy/puppeteer';
const PLAYWRIGHT_ENTRY: string = 'understudy/playwright';
type PuppeteerLibrary = typeof import('../../utils/automation/puppeteer');
type PlaywrightLibrary = typeof import('../../utils/automation/playwright');

// A fixed day as well as seed and locale: dates count from it, and a run across midnight must not differ.
const OPTIONS = { seed: 1586824155, locale: 'de', refDate: '2026-05-01' };

describe('understudy/puppeteer in Firefox over WebDriver BiDi', () => {
  let server: LocalServer;
  let firefox: Browser;
  let library: PuppeteerLibrary;

  beforeAll(async () => {
    if (!existsSync(`${ROOT_DIR}dist/puppeteer.js`))
      throw new Error('No library build in dist/. Run "npm run build:lib" first.');
    library = (await import(PUPPETEER_ENTRY)) as PuppeteerLibrary;
    server = await startFixtureServer();
    firefox = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  });
  afterAll(async () => {
    await firefox?.close();
    await server?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await firefox.newPage();
    await page.goto(`${server.origin}/pages/${path}`);
    return page;
  }

  it.each(['plain-form.html', 'shadow-form.html', 'frames.html'])(
    'fills %s: every filled field holds the value its report gives',
    async (path) => {
      const page = await open(path);
      await framesReady(page);
      const report = await library.fillPage(page, OPTIONS);

      expect(report).toMatchObject({ seed: OPTIONS.seed, locale: OPTIONS.locale, refDate: OPTIONS.refDate, failed: 0 });
      const filled = report.fields.filter((field) => field.value !== undefined);
      expect(filled.length).toBe(report.filled);
      expect(report.filled).toBeGreaterThanOrEqual(path === 'plain-form.html' ? 10 : 3);
      for (const field of filled) {
        expect({ selector: field.selector, shows: await shownValue(frameOf(page, field), field.selector) }).toEqual({
          selector: field.selector,
          shows: field.value,
        });
      }
      if (path === 'frames.html') {
        // The frame from another origin (localhost) is filled too: the driver reaches it, so the library does.
        expect(new Set(filled.map((field) => new URL(field.frameUrl ?? report.url).host)).size).toBe(2);
      }
      await page.close();
    },
  );

  it('fillField on an ElementHandle fills that field and no other', async () => {
    const page = await open('plain-form.html');
    const report = await library.fillField((await page.$('#last'))!, OPTIONS);

    expect(report).toMatchObject({ scope: 'field', filled: 1, failed: 0 });
    const [field] = report.fields.filter((entry) => entry.value !== undefined);
    expect(field).toMatchObject({ selector: '#last', kind: 'person.lastName' });
    expect(await page.$eval('#last', (input) => (input as HTMLInputElement).value)).toBe(field!.value);
    const others = await page.$$eval(
      'input:not(#last, #locked, [type=radio], [type=checkbox]), textarea, select',
      (all) => all.map((element) => (element as HTMLInputElement).value),
    );
    expect(others.every((value) => value === '')).toBe(true);
    await page.close();
  });

  describe('the same seed and locale as understudy/playwright in Chromium', () => {
    let chromiumBrowser: ChromiumBrowser;
    let playwrightLibrary: PlaywrightLibrary;

    beforeAll(async () => {
      playwrightLibrary = (await import(PLAYWRIGHT_ENTRY)) as PlaywrightLibrary;
      chromiumBrowser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
    });
    afterAll(() => chromiumBrowser?.close());

    it.each(['plain-form.html', 'shadow-form.html', 'frames.html'])('writes the same values into %s', async (path) => {
      const page = await open(path);
      await framesReady(page);
      const inFirefox = await library.fillPage(page, OPTIONS);
      await page.close();

      const chromiumPage = await chromiumBrowser.newPage();
      await chromiumPage.goto(`${server.origin}/pages/${path}`);
      if (path === 'frames.html') await expect.poll(() => chromiumPage.frames().length).toBe(3);
      for (const frame of chromiumPage.frames().slice(1)) await frame.waitForSelector('#city');
      const inChromium = await playwrightLibrary.fillPage(chromiumPage, OPTIONS);
      await chromiumPage.close();

      expect(inFirefox.filled).toBeGreaterThan(0);
      expect(valuesOf(inChromium)).toEqual(valuesOf(inFirefox));
    });
  });
});

/** Each report entry as one comparable line: where the field is, what it was taken for, and what it got. */
function valuesOf(report: FillReport): string[] {
  return report.fields.map(
    (field) =>
      `${field.frameUrl ? new URL(field.frameUrl).host : 'top'} ${field.selector} ${field.kind}: ${field.value ?? `skipped (${field.skipped})`}`,
  );
}

/** frames.html sets its second frame's address from a script: wait until both frames show their form. */
async function framesReady(page: Page): Promise<void> {
  if (page.url().endsWith('frames.html')) await expect.poll(() => page.frames().length).toBe(3);
  for (const frame of page.frames().slice(1)) await frame.waitForSelector('#city');
}

function frameOf(page: Page, field: FillReportField): Frame {
  const frame = field.frameUrl
    ? page.frames().find((candidate) => candidate.url() === field.frameUrl)
    : page.mainFrame();
  if (!frame) throw new Error(`No frame at ${field.frameUrl}`);
  return frame;
}

/**
 * What a field shows, written as its report writes it: the value, `checked`
 * or `unchecked` for a checkbox, and a radio's value once it is the checked one.
 * The report's selectors cross shadow roots with ` >>> `.
 */
function shownValue(frame: Frame, selector: string): Promise<string | undefined> {
  return frame.evaluate((path) => {
    let root: ParentNode = document;
    let element: Element | null = null;
    for (const part of path.split(' >>> ')) {
      element = root.querySelector(part);
      root = element?.shadowRoot ?? root;
    }
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    ))
      return undefined;
    if (element instanceof HTMLInputElement && element.type === 'checkbox')
      return element.checked ? 'checked' : 'unchecked';
    if (element instanceof HTMLInputElement && element.type === 'radio')
      return element.checked ? element.value : 'not checked';
    return element.value;
  }, selector);
}
