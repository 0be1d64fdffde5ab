import { consoleTrouble } from './support/console-trouble';
import { expect, openPopupOn, test, readReport } from './support/extension-test';

test('a page that removes, replaces and adds fields while it is filled: the others are filled, each broken one is reported, the console stays quiet', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  const trouble = consoleTrouble(page);
  await page.goto(`${origin}/pages/mutating-form.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(popup.page.getByText(/Filled 5 fields, 3 failed/)).toBeVisible();

  for (const id of ['first', 'last', 'email', 'phone', 'company'])
    await expect(page.locator(`#${id}`)).not.toHaveValue('');
  await expect(page.locator('#city')).toHaveCount(0);
  await expect(page.locator('#zip')).toHaveValue('');
  await expect(page.locator('#added')).toHaveValue('');
  await expect(page.locator('#terms')).not.toBeChecked();

  const report = await readReport(welcomePage, tabId);
  const errors = Object.fromEntries(
    report.fields.filter((field) => field.error).map((field) => [field.selector, field.error]),
  );
  expect(errors).toEqual({
    '#city': 'the field was removed from the page',
    '#zip': 'the field was removed from the page',
    '#terms': 'the page kept it from changing',
  });
  expect(report).toMatchObject({ filled: 5, failed: 3 });

  // Undo puts back what is still there, and says nothing into the page either.
  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#first')).toHaveValue('');
  expect(trouble).toEqual([]);
});

test('a page of 10,000 fields is filled and undone, quantities left alone', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  const trouble = consoleTrouble(page);
  await page.goto(`${origin}/pages/long-page.html`);
  await expect(page.locator('input, select')).toHaveCount(10_000);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed', { timeout: 30_000 });

  const report = await readReport(welcomePage, tabId);
  // Order-line quantities are steppers a fill leaves alone, each with its reason.
  expect(report).toMatchObject({ filled: 7_500, failed: 0, skipped: 2_500 });
  const skipped = new Set(
    report.fields
      .filter((field) => field.skipped)
      .map((field) => `${field.selector.replace(/\d+$/, 'N')}: ${field.skipped}`),
  );
  expect([...skipped]).toEqual(['#qty-N: quantity']);
  // The page describes its fields in parts (six here) and works out their selectors after: every entry has one, in page order.
  expect(report.fields.filter((field) => !field.selector.startsWith('#'))).toEqual([]);
  expect(report.fields.at(-1)?.selector).toMatch(/-2500$/);
  await expect(page.locator('#name-2500')).not.toHaveValue('');
  await expect(page.locator('#email-2500')).toHaveValue(/@/);
  await expect(page.locator('#size-2500')).not.toHaveValue('');
  const empty = await page
    .locator('input:not([type=number]), select')
    .evaluateAll((fields) => fields.filter((field) => (field as HTMLInputElement).value === '').length);
  expect(empty).toBe(0);

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Completed', { timeout: 30_000 });
  await expect(popup.page.getByText('Restored 7500 fields')).toBeVisible();
  await expect(page.locator('#name-1')).toHaveValue('');
  expect(trouble).toEqual([]);
});
