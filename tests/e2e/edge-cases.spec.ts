/// <reference types="chrome" />
import type { Page } from '@playwright/test';
import { createFaker } from '../../utils/values/create-faker';
import { setAllLocalesSource } from '../../utils/values/all-locales-source';
import { edgeValue } from '../../utils/values/edge-cases/edge-case';
import { allEdgeCases } from '../../utils/values/edge-cases/edge-case-library';
import { claimedTypes, edgeFits } from '../../utils/values/edge-cases/edge-fit';
import type { FillReport } from '../../utils/fill/fill-report';
import { edgeFieldsOf } from '../unit/support/edge-fields';
import { expect, openPopupOn, readReport, test } from './support/extension-test';
import { storedTask, taskOutcome } from './support/task-outcome';

interface Trial {
  fullId: string;
  type: string;
  bare: boolean;
  attributes: Record<string, string>;
  value: string;
  /** What the library's own check says. */
  fits: boolean;
  blocked: boolean;
  valid: boolean;
}

// The test reads faker's locale objects in Node, synchronously (utils/values/locale-source.ts).
setAllLocalesSource();

/** Every case in every input type it claims, in a bare field and in one with bounds. */
function trials(): Trial[] {
  const faker = createFaker('en', 1);
  const list: Trial[] = [];
  for (const { fullId, edgeCase } of allEdgeCases()) {
    for (const type of claimedTypes(edgeCase)) {
      for (const [position, field] of edgeFieldsOf(type).entries()) {
        const value = edgeValue(edgeCase, field);
        if (value === undefined) continue;
        const attributes: Record<string, string> = {};
        if (field.maxLength !== undefined) attributes.maxlength = String(field.maxLength);
        if (field.minLength !== undefined) attributes.minlength = String(field.minLength);
        for (const name of ['min', 'max', 'step'] as const)
          if (field[name] !== undefined) attributes[name] = field[name];
        list.push({
          fullId,
          type,
          bare: position === 0,
          attributes,
          value,
          fits: edgeFits(value, field, faker),
          blocked: edgeCase.blockedBy?.includes(type) ?? false,
          valid: edgeCase.valid !== false,
        });
      }
    }
  }
  return list;
}

test('Chromium keeps every edge case the library says fits, exactly as written, and checkValidity() is true', async ({
  context,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/edge-cases.html`);
  const all = trials();
  const kept = await page.evaluate((list) => {
    return list.map(({ type, attributes, value }) => {
      const element = type === 'textarea' ? document.createElement('textarea') : document.createElement('input');
      if (element instanceof HTMLInputElement) element.type = type;
      for (const [name, text] of Object.entries(attributes)) element.setAttribute(name, text);
      document.body.append(element);
      element.value = value;
      const ok = element.value === value && element.checkValidity();
      element.remove();
      return ok;
    });
  }, all);
  const refused = all
    .filter((trial, i) => trial.fits && !kept[i])
    .map(({ fullId, type, attributes }) => `${fullId} in ${type} ${JSON.stringify(attributes)}`);
  expect(refused).toEqual([]);
  // Where the library says a type blocks an invalid case, Chromium does block it.
  const notBlocked = all
    .filter((trial, i) => trial.blocked && trial.bare && kept[i])
    .map(({ fullId, type }) => `${fullId} in ${type}`);
  expect(notBlocked).toEqual([]);
  // Every valid case went into a field of every type it claims, at least once.
  const written = new Set(
    all.filter((trial, i) => trial.fits && kept[i]).map(({ fullId, type }) => `${fullId} ${type}`),
  );
  const missing = allEdgeCases()
    .filter(({ edgeCase }) => edgeCase.valid !== false)
    .flatMap(({ fullId, edgeCase }) => claimedTypes(edgeCase).map((type) => `${fullId} ${type}`))
    .filter((key) => !written.has(key));
  expect(missing).toEqual([]);
  expect(written.size).toBeGreaterThan(400);
});

/** Clicks `button` and waits for the fill it starts (a new task) to complete; then the tab's report. */
async function fillWith(popup: Page, tabId: number, button: string): Promise<FillReport> {
  const before = (await storedTask(popup, tabId))?.id;
  await popup.getByRole('button', { name: button }).click();
  await expect
    .poll(async () => {
      const task = await storedTask(popup, tabId);
      return task?.id !== before && taskOutcome(task);
    })
    .toBe('completed');
  return readReport(popup, tabId);
}

const formValid = (page: Page) => page.locator('#signup').evaluate((form: HTMLFormElement) => form.checkValidity());

test('"Fill with edge cases" ten times: ten seeds, valid every time, each case named, the email walking through ten cases; Replay and Undo', async ({
  context,
  extensionId,
  origin,
}) => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  await page.goto(`${origin}/pages/edge-cases.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  const seeds = new Set<number>();
  const emailCases = new Set<string>();
  let report: FillReport | undefined;
  for (let fill = 0; fill < 10; fill++) {
    report = await fillWith(popup.page, tabId, 'Fill with edge cases');
    expect(report).toMatchObject({ edgeCases: 'valid', failed: 0 });
    expect(await formValid(page), `seed ${report.seed}`).toBe(true);
    const filled = report.fields.filter((field) => field.value !== undefined);
    expect(filled.length).toBeGreaterThanOrEqual(20);
    expect(filled.filter((field) => !field.edgeCase).map((field) => field.label)).toEqual([]);
    expect(filled.some((field) => field.invalid)).toBe(false);
    const email = report.fields.find((field) => field.selector === '#email')!;
    expect(email.edgeCase).toMatch(/^email · /);
    await expect(page.locator('#email')).toHaveValue(email.value!);
    seeds.add(report.seed);
    emailCases.add(email.edgeCase!);
  }
  expect(seeds.size).toBe(10);
  expect(emailCases.size).toBe(10);
  await popup.page.getByText(/^What was filled/).click();
  await expect(popup.page.getByText(/^Edge case: email · /).first()).toBeVisible();
  await expect(popup.page.getByRole('note')).toHaveText('Valid edge cases: every value passes the browser’s checks.');

  // Replay brings the tenth fill's cases back over what the user typed since; Undo puts that back.
  await page.locator('#email').fill('typed@example.com');
  const replayed = await fillWith(popup.page, tabId, 'Replay');
  expect(replayed).toMatchObject({ seed: report!.seed, edgeCases: 'valid' });
  expect(replayed.fields.map(({ edgeCase, value }) => [edgeCase, value])).toEqual(
    report!.fields.map(({ edgeCase, value }) => [edgeCase, value]),
  );
  await expect(page.locator('#email')).toHaveValue(report!.fields.find((field) => field.selector === '#email')!.value!);
  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.page.getByText(/^Restored \d+ fields?$/)).toBeVisible();
  await expect(page.locator('#email')).toHaveValue('typed@example.com');
});

test('"Fill with invalid values": values a server should refuse, which the browser cannot block, marked so in the popup and the report', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/edge-cases.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);

  const report = await fillWith(popup.page, tabId, 'Fill with invalid values');

  expect(report).toMatchObject({ edgeCases: 'invalid', failed: 0 });
  expect(await formValid(page)).toBe(true);
  const invalid = report.fields.filter((field) => field.invalid);
  expect(invalid.length).toBeGreaterThanOrEqual(10);
  // A text box that asks for an email gets an address type=email would have let through as well, or worse.
  expect(report.fields.find((field) => field.selector === '#contact-email')).toMatchObject({
    invalid: true,
    edgeCase: expect.stringMatching(/^email · /),
  });
  await expect(popup.page.getByRole('note')).toHaveText('Invalid values: a server should refuse each one.');
  await popup.page.getByText(/^What was filled/).click();
  await expect(popup.page.getByText(/^Invalid: email · /).first()).toBeVisible();
  await expect(page).toHaveURL(`${origin}/pages/edge-cases.html`);
});

test('a list of your rule marked as edge cases: "Fill with edge cases" writes one of its items as written and names it; a realistic fill leaves the list alone', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const items = ['Llanfairpwllgwyngyll', 'São Paulo', "Val-d'Isère", '北京市', 'Ō'];
  // Stored as the options page stores a rule (one item per rule and an index), before the popup reads the rules.
  await welcomePage.evaluate(
    (list) =>
      chrome.storage.sync.set({
        'rules-index': { rules: ['odd-cities'], profiles: [] },
        'rule:odd-cities': {
          id: 'odd-cities',
          name: 'Odd cities',
          enabled: true,
          match: { words: ['city'] },
          value: { type: 'list', items: list, edgeCases: 'valid' },
        },
      }),
    items,
  );
  const page = await context.newPage();
  await page.goto(`${origin}/pages/edge-cases.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);

  const report = await fillWith(popup.page, tabId, 'Fill with edge cases');
  const city = report.fields.find((field) => field.selector === '#city')!;
  expect(items).toContain(city.value);
  expect(city).toMatchObject({ signal: 'rule', rule: 'Odd cities', edgeCase: `Odd cities · ${city.value}` });
  expect(city.invalid).toBeUndefined();
  await expect(page.locator('#city')).toHaveValue(city.value!);
  expect(await page.locator('#city').evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
  expect(await formValid(page)).toBe(true);
  await popup.page.getByText(/^What was filled/).click();
  await expect(popup.page.getByText(`Edge case: Odd cities · ${city.value}`)).toBeVisible();

  // Opened again, the popup matches the rules against the page ahead once more, this time for a realistic fill.
  const again = await openPopupOn(context, extensionId, page);
  const realistic = await fillWith(again.popup.page, tabId, 'Fill page');
  const plain = realistic.fields.find((field) => field.selector === '#city')!;
  expect(plain).toMatchObject({ value: await page.locator('#city').inputValue() });
  expect(plain.rule).toBeUndefined();
  expect(plain.edgeCase).toBeUndefined();
  expect(items).not.toContain(plain.value);
});
