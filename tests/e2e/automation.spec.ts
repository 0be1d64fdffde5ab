import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, fillFromPopup, openPopupOn, readReport, test } from './support/extension-test';
import { fillField, fillForm, fillPage, UnderstudyError } from './support/library';
import type { FillReport } from '../../utils/fill/fill-report';
import { CHROMIUM_PATH } from './support/paths';

/** A browser without the extension: the library shares the extension's modules, not its runtime. */
async function plainPage(address: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  const page = await browser.newPage();
  await page.goto(address);
  return { browser, page };
}

/** What a report says of each field, where it is and what it got. */
const fieldsOf = (report: FillReport) =>
  report.fields.map(({ frameUrl, selector, label, kind, value, skipped, error }) => ({
    frame: new URL(frameUrl ?? report.url).pathname,
    selector,
    label,
    kind,
    value,
    skipped,
    error,
  }));

// react-widgets.html: library widgets, picked through their own events in both.
for (const fixture of ['plain-form.html', 'constraints.html', 'frames-and-shadow.html', 'react-widgets.html']) {
  test(`fillPage gives ${fixture} the values the popup gave it, for the same seed, locale and day`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    // The page is filled twice, from the popup and by the library in a browser of its own: each takes seconds while
    // the other stages load the runner.
    test.slow();
    const address = `${origin}/pages/${fixture}`;
    const { tabId } = await fillFromPopup(context, extensionId, address);
    const popup = await readReport(welcomePage, tabId);
    expect(popup.filled).toBeGreaterThan(3);

    const { browser, page } = await plainPage(address);
    try {
      const library = await fillPage(page, { seed: popup.seed, locale: popup.locale, refDate: popup.refDate });
      expect(fieldsOf(library)).toEqual(fieldsOf(popup));
      expect(library).toMatchObject({ seed: popup.seed, locale: popup.locale, refDate: popup.refDate });
      // The page holds what the report says: here the top frame's text boxes (a widget's input holds its search).
      for (const field of library.fields.filter((each) => !each.frameUrl && each.value && !each.skipped && !each.via)) {
        const tag = await page.locator(field.selector).evaluate((element) => element.tagName);
        if (tag === 'INPUT' || tag === 'TEXTAREA') {
          const type = await page.locator(field.selector).getAttribute('type');
          if (type !== 'checkbox' && type !== 'radio')
            await expect(page.locator(field.selector)).toHaveValue(field.value!);
        }
      }
    } finally {
      await browser.close();
    }
  });
}

/** Runs the popup's "With Understudy" code as a test would, with the library's functions for its import; resolves to its report. */
async function runWithUnderstudy(code: string, page: Page): Promise<FillReport> {
  const body = code.replace(/^import \{ \w+ \} from 'understudy\/playwright';$/m, '') + '\nreturn report;';
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (...args: unknown[]) => Promise<FillReport>;
  return new AsyncFunction('page', 'fillPage', 'fillForm', 'fillField', body)(page, fillPage, fillForm, fillField);
}

for (const [fixture, scope] of [
  ['frames-and-shadow.html', 'page'],
  ['two-forms.html', 'form'],
] as const) {
  test(`Copy as a test, With Understudy, fills ${fixture} (${scope}) as the popup did`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    // Filled twice as well, and waited on as fillFromPopup waits on a loaded runner.
    test.slow();
    const address = `${origin}/pages/${fixture}`;
    const tab = await context.newPage();
    await tab.goto(address);
    if (scope === 'form') await tab.locator('#contact-email').focus();
    const { popup, tabId } = await openPopupOn(context, extensionId, tab);
    await popup.page.getByRole('button', { name: scope === 'form' ? 'Fill this form' : 'Fill page' }).click();
    await expect(popup.status).toHaveText('Completed', { timeout: 30_000 });
    const filled = await readReport(welcomePage, tabId);
    await popup.page.getByText('Copy as a test').click();
    await popup.page.getByRole('radio', { name: 'With Understudy' }).check();
    const code = await popup.page.getByRole('textbox', { name: 'Test code' }).inputValue();

    const { browser, page } = await plainPage(address);
    try {
      const report = await runWithUnderstudy(code, page);
      expect(fieldsOf(report)).toEqual(fieldsOf(filled));
      if (scope === 'form') await expect(page.locator('#news-email')).toHaveValue('');
    } finally {
      await browser.close();
    }
  });
}

test.describe('the library without the extension', () => {
  let browser: Browser;
  let page: Page;
  test.beforeEach(async ({ origin }) => {
    ({ browser, page } = await plainPage(`${origin}/pages/two-forms.html`));
  });
  test.afterEach(async () => browser.close());

  test('fills a frame on another site, which the extension may not reach without permission', async ({ origin }) => {
    await page.goto(`${origin}/pages/frames.html`);
    const other = page.frameLocator('#other');
    await expect(other.locator('#city')).toBeVisible();
    const report = await fillPage(page, { seed: 7 });
    expect(report.skippedFrames).toBeUndefined();
    await expect(other.locator('#city')).not.toHaveValue('');
    expect(report.fields.some((field) => field.frameUrl?.includes('localhost'))).toBe(true);
  });

  test('starts a frame of the page’s own site from the top frame, and one on another site by itself', async ({
    origin,
  }) => {
    await page.goto(`${origin}/pages/frames.html`);
    await expect(page.frameLocator('#other').locator('#city')).toBeVisible();
    const calls = new Map<string, number>();
    for (const frame of page.frames().slice(1)) {
      const evaluate = frame.evaluate.bind(frame) as (...args: unknown[]) => Promise<unknown>;
      frame.evaluate = ((...args: unknown[]) => {
        calls.set(frame.url(), (calls.get(frame.url()) ?? 0) + 1);
        return evaluate(...args);
      }) as never;
    }
    const report = await fillPage(page, { seed: 5 });
    const same = page.frameLocator('#same');
    const written = report.fields.find((field) => field.frameUrl?.startsWith(`${origin}/`) && field.value);
    await expect(same.locator(written!.selector)).toHaveValue(written!.value!);
    // The frame of 127.0.0.1 is never called itself; the one of localhost is.
    expect([...calls.keys()].filter((url) => url.startsWith(`${origin}/`))).toEqual([]);
    expect([...calls.keys()].filter((url) => new URL(url).hostname === 'localhost')).toHaveLength(1);
  });

  test('fillForm fills only the form it is given, fillField only the field', async () => {
    const form = await fillForm(page.locator('#contact'), { seed: 3 });
    expect(form.scope).toBe('form');
    expect(form.fields.map((field) => field.selector)).toEqual(['#contact-name', '#contact-email', '#contact-message']);
    await expect(page.locator('#news-email')).toHaveValue('');
    await expect(page.locator('#loose-city')).toHaveValue('');

    const field = await fillField(page.getByLabel('City'), { seed: 3 });
    expect(field).toMatchObject({ scope: 'field', filled: 1 });
    await expect(page.locator('#loose-city')).toHaveValue(field.fields[0]!.value!);
    await expect(page.locator('#news-email')).toHaveValue('');
  });

  test('returns the values it wrote, so a test can use them again: the email, to log in with later', async () => {
    const report = await fillPage(page, { seed: 11, locale: 'de' });
    const email = report.fields.find((field) => field.selector === '#contact-email')?.value;
    expect(email).toMatch(/@/);
    await expect(page.locator('#contact-email')).toHaveValue(email!);
    // One person fills the page: both email boxes get the same address.
    await expect(page.locator('#news-email')).toHaveValue(email!);
    const again = await fillPage(page, { seed: 11, locale: 'de', onlyEmpty: true });
    expect(again.filled).toBe(0);
    expect(again.onlyEmpty).toBe(true);
  });

  test('applies the rules of an exported settings file, by path or as an object', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'understudy-settings-'));
    const settings = {
      format: 'understudy-settings',
      version: 1,
      settings: { emailMode: 'example' },
      rules: [
        {
          id: 'city',
          name: 'Home town',
          enabled: true,
          match: { words: ['city'] },
          value: { type: 'text', text: 'Gotham' },
        },
      ],
      profiles: [],
    };
    try {
      writeFileSync(join(folder, 'settings.json'), JSON.stringify(settings));
      const report = await fillPage(page, { seed: 5, settings: join(folder, 'settings.json') });
      await expect(page.locator('#loose-city')).toHaveValue('Gotham');
      expect(report.fields.find((field) => field.selector === '#loose-city')).toMatchObject({ rule: 'Home town' });
      await expect(page.locator('#contact-email')).toHaveValue(/@example\.(com|org|net)$/);

      await page.reload();
      await fillPage(page, { seed: 5, settings });
      await expect(page.locator('#loose-city')).toHaveValue('Gotham');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('refuses bad options and settings with the reason, before it touches the page', async () => {
    const refusals: Array<[Parameters<typeof fillPage>[1], RegExp]> = [
      [{ settings: { format: 'understudy-settings', version: 9 } }, /newer version of Understudy \(version 9\)/],
      [
        { settings: '/no/such/settings.json' },
        /settings file \/no\/such\/settings\.json cannot be read: there is no such file/,
      ],
      [{ seed: -1 }, /seed must be a whole number from 0 to 2147483647, not -1/],
      [{ locale: 'klingon' }, /locale "klingon" is not a faker locale/],
      [{ refDate: '2026-02-30' }, /refDate must be a day written YYYY-MM-DD/],
    ];
    for (const [options, reason] of refusals) {
      const failure = await fillPage(page, options).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnderstudyError);
      expect((failure as Error).message).toMatch(reason);
    }
    await expect(page.locator('#contact-email')).toHaveValue('');
  });

  test('fails with the reason when the page navigates mid-fill, a page is closed, or a frame has gone', async ({
    origin,
  }) => {
    await page.goto(`${origin}/pages/navigates-on-fill.html`);
    await expect(fillPage(page, { seed: 1 })).rejects.toThrow(
      /^The page navigated during the fill, so nothing is reported/,
    );
    await page.waitForURL(/submitted\.html$/);

    await page.goto(`${origin}/pages/frames.html`);
    const frame = page.frame({
      url: (url) => url.hostname === '127.0.0.1' && url.pathname.endsWith('/frame-inner.html'),
    })!;
    await page.locator('#same').evaluate((element) => element.remove());
    await expect(fillPage(frame)).rejects.toThrow('The frame has gone from its page: there is nothing to fill.');

    await page.close();
    await expect(fillPage(page)).rejects.toThrow('The page is closed: Understudy can fill only an open page.');
  });
});
