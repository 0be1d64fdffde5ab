import { expect, fillFromPopup, test, readReport } from './support/extension-test';

test('a box the page turns into a submit button after it was described is not written: the form is not submitted', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/hostile-form.html`);

  // The page marks a submission as it happens, and the fill is over when the popup says so.
  expect(await page.evaluate(() => document.body.dataset.submitted)).toBeUndefined();
  expect(page.url()).toBe(`${origin}/pages/hostile-form.html`);
  await expect(page.locator('#name')).not.toHaveValue('');
  await expect(page.locator('#email')).toHaveValue(/@/);
  await expect(page.locator('#terms')).toHaveAttribute('type', 'submit');

  const report = await readReport(welcomePage, tabId);
  const errors = Object.fromEntries(
    report.fields.filter((field) => field.error).map((field) => [field.selector, field.error]),
  );
  expect(errors).toEqual({ '#terms': 'the page changed this field before it was written' });
  expect(report).toMatchObject({ filled: 3, failed: 1 });
});

test('a box inside a link is checked without a click: a router that follows any click in a link does not navigate', async ({
  context,
  extensionId,
  origin,
}) => {
  const { page } = await fillFromPopup(context, extensionId, `${origin}/pages/hostile-form.html?router`);

  // The router marks a link it follows as it follows it, and the fill is over when the popup says so.
  expect(await page.evaluate(() => ({ ...document.body.dataset }))).toEqual({});
  expect(page.url()).toBe(`${origin}/pages/hostile-form.html?router`);
  await expect(page.locator('#offer-box')).toBeChecked();
});

test('Undo puts a select back by value after the page reordered its options, and leaves a field the page set after the fill', async ({
  context,
  extensionId,
  origin,
}) => {
  const { page, popup } = await fillFromPopup(context, extensionId, `${origin}/pages/changing-after-fill.html`);
  await expect(page.locator('#nick')).not.toHaveValue('');
  const filledSize = await page.locator('#size').inputValue();

  await page.evaluate(() => {
    (window as unknown as { sortSizes(): void }).sortSizes();
    (window as unknown as { lookUpCity(): void }).lookUpCity();
  });
  await expect(page.locator('#size')).toHaveValue(filledSize);
  expect(
    await page
      .locator('#size option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
  ).toEqual(['XL', 'L', 'M', 'S']);

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(popup.page.getByText('Restored 2 fields, left 1 the page changed')).toBeVisible();
  await expect(page.locator('#size')).toHaveValue('M');
  await expect(page.locator('#nick')).toHaveValue('');
  await expect(page.locator('#city')).toHaveValue('Springfield');
});
