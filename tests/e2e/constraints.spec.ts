import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPopupOn, PopupPage, test, readReport } from './support/extension-test';
import { OptionsPage } from './support/options-page';

/*
 * The browser's own constraint validation judges every value a fill writes
 * into tests/fixtures/pages/constraints.html: patterns, min/max/step, every
 * input type, required selects with placeholders, radios, confirm fields and
 * split birth date, phone and card expiry.
 */

interface Report {
  seed: number;
  locale: string;
  refDate?: string;
  failed: number;
  fields: Array<{ selector: string; kind: string; value?: string; skipped?: string }>;
}

/** Every control that fails checkValidity(), or breaks a length limit (script writes never set tooLong, only user edits do). */
function invalidControls(page: Page): Promise<string[]> {
  return page.locator('#constraints').evaluate((form: HTMLFormElement) => {
    const found: string[] = [];
    for (const element of Array.from(form.elements)) {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ))
        continue;
      const name = element.name || element.id;
      if (!element.checkValidity())
        found.push(`${name}: ${JSON.stringify(element.value)} ${element.validationMessage}`);
      if (element instanceof HTMLSelectElement) continue;
      if (element.maxLength >= 0 && element.value.length > element.maxLength)
        found.push(`${name}: ${JSON.stringify(element.value)} longer than ${element.maxLength}`);
      if (element.minLength > 0 && element.value !== '' && element.value.length < element.minLength)
        found.push(`${name}: shorter than ${element.minLength}`);
    }
    if (!form.checkValidity()) found.push('the form is invalid');
    return found;
  });
}

/** Presses "Fill page" and waits for a report with a new seed. */
async function fill(popup: PopupPage, welcomePage: Page, tabId: number): Promise<Report> {
  const before = (await readReport(welcomePage, tabId).catch(() => undefined))?.seed;
  await popup.fillButton.click();
  await expect.poll(async () => (await readReport(welcomePage, tabId).catch(() => undefined))?.seed).not.toBe(before);
  await expect(popup.status).toHaveText('Completed');
  return (await readReport(welcomePage, tabId))!;
}

async function openConstraints(context: BrowserContext, extensionId: string, origin: string, query = '') {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/constraints.html${query}`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  return { page, tabId, popup };
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, i) => {
    const n = Number(char) * (i % 2 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return /^\d{13,19}$/.test(digits) && sum % 10 === 0;
}

async function expectOnePersona(page: Page): Promise<void> {
  const value = (selector: string) => page.locator(selector).inputValue();
  expect(await value('#email2')).toBe(await value('#email'));
  expect(await value('#password2')).toBe(await value('#password'));

  const [day, month, year] = await Promise.all(['#dob-day', '#dob-month', '#dob-year'].map(value));
  expect(Number(await value('#dob-d'))).toBe(Number(day));
  expect(Number(await value('#dob-m'))).toBe(Number(month));
  expect(await value('#dob-y')).toBe(year);
  expect(await value('#dob')).toBe(`${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`);

  const [expMonth, expYear] = await Promise.all([value('#cc-month'), value('#cc-year')]);
  expect(await value('#cc-exp')).toBe(`${expMonth}/${expYear}`);
  expect(await value('#cc-exp-long')).toBe(`${expMonth}/20${expYear}`);
  const card = (await value('#cc-number')).replace(/\D/g, '');
  expect(isLuhnValid(card), card).toBe(true);
  expect(await value('#cc-csc')).toHaveLength(/^3[47]/.test(card) ? 4 : 3);
}

test('three fills of a page full of constraints: every field passes the browser’s validation, confirm fields repeat, split fields agree', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId, popup } = await openConstraints(context, extensionId, origin);
  const emails = new Set<string>();
  for (let round = 1; round <= 3; round++) {
    const report = await fill(popup, welcomePage, tabId);
    expect(await invalidControls(page), `fill ${round}, seed ${report.seed}, locale ${report.locale}`).toEqual([]);
    await expectOnePersona(page);
    expect(report).toMatchObject({
      failed: 0,
      locale: expect.stringMatching(/^en/),
      refDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    if (report.locale === 'en_US') {
      await expect(page.locator('#tel-cc')).toHaveValue('+1');
      await expect(page.locator('#country')).toHaveValue('US');
    }
    await expect(page.locator('#q')).toHaveValue('');
    // A box with nothing to go by but its own suggestions takes one of them.
    expect(['Chrome', 'Firefox', 'Safari', 'Edge']).toContain(await page.locator('#browser').inputValue());
    expect(report.fields.find((field) => field.selector === '#browser')?.kind).toBe('helpers.arrayElement');
    // A text box whose label says date takes a day, written as its placeholder shows.
    expect(report.fields.find((field) => field.selector === '#return-day')?.kind).toBe('date.anytime');
    await expect(page.locator('#return-day')).toHaveValue(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/);
    // A form's later date follows its earlier one: the return comes after the start.
    const [day, month, year] = (await page.locator('#return-day').inputValue()).split('/');
    expect(`${year}-${month}-${day}` > (await page.locator('#start').inputValue())).toBe(true);
    emails.add(await page.locator('#email').inputValue());
  }
  expect(emails.size).toBe(3);
  expect(await page.evaluate(() => document.body.dataset.submitted)).toBeUndefined();
});

test('a page in German is filled in German when the setting allows it, and still validates', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId, popup } = await openConstraints(context, extensionId, origin, '?lang=de');
  const report = await fill(popup, welcomePage, tabId);
  expect(report.locale).toBe('de');
  expect(await invalidControls(page)).toEqual([]);
  await expectOnePersona(page);
  await expect(page.locator('#tel-cc')).toHaveValue('+49');
  await expect(page.locator('#country')).toHaveValue('DE');
});

test('with “Use the page’s language” off, a German page is filled in the user’s locale', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = new OptionsPage(welcomePage);
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(options.pageLanguageToggle).toBeChecked();
  await options.pageLanguageToggle.uncheck();
  await expect.poll(() => options.syncStorage()).toMatchObject({ settings: { usePageLanguage: false } });

  const { page, tabId, popup } = await openConstraints(context, extensionId, origin, '?lang=de');
  const report = await fill(popup, welcomePage, tabId);
  expect(report.locale).toMatch(/^en/);
  expect(await invalidControls(page)).toEqual([]);
});
