import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPopupOn, readReport, runNewTask, test } from './support/extension-test';
import type { FillReport } from '../../utils/fill/fill-report';

/**
 * Fills the tab's page from the popup, as a person does at each step; resolves to the report and the popup.
 * The popup opens on the tab's last task, often a completed fill, so the fill waits for a task of its own.
 */
async function fillStep(context: BrowserContext, extensionId: string, page: Page, welcomePage: Page) {
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await runNewTask(popup.fillButton, welcomePage, tabId);
  await expect(popup.status).toHaveText('Completed');
  const report = await readReport(welcomePage, tabId);
  return { popup, report };
}

/** A new tab whose step 1 was filled from the popup and left for step 2, as a person goes on: the page, and step 1's fill. */
async function onStepTwo(context: BrowserContext, extensionId: string, origin: string, welcomePage: Page) {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/journey/step1.html`);
  const one = await fillStep(context, extensionId, page, welcomePage);
  await page.locator('#next').click();
  await expect(page.locator('#street')).toBeVisible();
  return { page, one };
}

const valueOf = (report: FillReport, selector: string) =>
  report.fields.find((field) => field.selector === selector)?.value ?? '';

/** What makes a person here: their name at each step and their email, as written. */
function person(step1: FillReport, step2: FillReport, step3: FillReport) {
  return {
    names: [valueOf(step1, '#name'), valueOf(step2, '#recipient'), valueOf(step3, '#holder')].map((name) =>
      name.toLowerCase(),
    ),
    emails: [valueOf(step1, '#email'), valueOf(step3, '#receipt')],
  };
}

for (const flow of ['separate pages', 'a single-page app'] as const) {
  test(`one person fills a three-step flow of ${flow}; filling a step again makes a new person`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    const page = await context.newPage();
    await page.goto(`${origin}/pages/journey/${flow === 'separate pages' ? 'step1.html' : 'spa.html'}`);
    const next = () => page.locator('#next').click();

    const one = await fillStep(context, extensionId, page, welcomePage);
    await next();
    await expect(page.locator('#street')).toBeVisible();
    const two = await fillStep(context, extensionId, page, welcomePage);
    await next();
    await expect(page.locator('#card')).toBeVisible();
    const three = await fillStep(context, extensionId, page, welcomePage);

    const { names, emails } = person(one.report, two.report, three.report);
    expect(names[0]).not.toBe('');
    expect(new Set(names).size).toBe(1);
    expect(emails[0]).toMatch(/@/);
    expect(emails[1]).toBe(emails[0]);
    expect([two.report.seed, three.report.seed]).toEqual([one.report.seed, one.report.seed]);
    // The popup says who the person is, in one line.
    await expect(three.popup.page.getByText(`Person: ${valueOf(one.report, '#name')}, ${emails[0]}`)).toBeVisible();

    // The same step again is a new person: a tester making a second account gets a second person.
    const again = await fillStep(context, extensionId, page, welcomePage);
    expect(again.report.seed).not.toBe(one.report.seed);
    expect(valueOf(again.report, '#holder').toLowerCase()).not.toBe(names[0]);
    expect(valueOf(again.report, '#receipt')).not.toBe(emails[0]);
  });
}

test('New person in the popup makes the next step’s fill a new person; another tab has its own', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, one } = await onStepTwo(context, extensionId, origin, welcomePage);

  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  const newPerson = popup.page.getByRole('button', { name: 'New person' });
  await newPerson.focus();
  await popup.page.keyboard.press('Enter');
  await expect(popup.page.getByText('The next fill makes a new person.')).toBeVisible();
  await runNewTask(popup.fillButton, welcomePage, tabId);
  const two = await readReport(welcomePage, tabId);
  expect(two.seed).not.toBe(one.report.seed);

  // A second tab on the same site starts with a person of its own.
  const other = await context.newPage();
  await other.goto(`${origin}/pages/journey/step2.html`);
  const elsewhere = await fillStep(context, extensionId, other, welcomePage);
  expect([one.report.seed, two.seed]).not.toContain(elsewhere.report.seed);
});

test('on step 2, Replay gives step 2’s values again and the person goes on; the seed shown and copied is step 2’s fill’s', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, one } = await onStepTwo(context, extensionId, origin, welcomePage);
  const two = await fillStep(context, extensionId, page, welcomePage);
  const values = (report: FillReport) => report.fields.map((field) => [field.selector, field.value]);
  expect(values(two.report).length).toBeGreaterThan(3);

  // The user changes step 2, then replays: step 2's values come back, not step 1's person made anew.
  for (const selector of ['#recipient', '#street']) await page.locator(selector).fill('Changed by hand');
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await runNewTask(popup.page.getByRole('button', { name: 'Replay' }), welcomePage, tabId);
  const replayed = await readReport(welcomePage, tabId);
  expect(values(replayed)).toEqual(values(two.report));
  for (const [selector, value] of values(two.report)) await expect(page.locator(selector!)).toHaveValue(value!);

  // The seed the popup shows and copies is the one that makes step 2 again.
  await expect(popup.page.getByText(`seed ${two.report.seed}`)).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await popup.page.getByRole('button', { name: 'Copy seed' }).click();
  await expect.poll(() => popup.page.evaluate(() => navigator.clipboard.readText())).toBe(String(two.report.seed));
  expect(replayed.seed).toBe(two.report.seed);

  // Replay took no part in the journey: step 3 goes on with the same person.
  await page.locator('#next').click();
  await expect(page.locator('#card')).toBeVisible();
  const three = await fillStep(context, extensionId, page, welcomePage);
  expect(three.report.seed).toBe(one.report.seed);
  expect(valueOf(three.report, '#receipt')).toBe(valueOf(one.report, '#email'));
});
