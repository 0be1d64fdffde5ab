import { expect, fillFromPopup, test, readReport } from './support/extension-test';

test('fills fields inside open shadow roots, nested too, and the custom element sees the input', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/shadow-form.html`);

  // Playwright's CSS locators pierce open shadow roots.
  await expect(page.locator('address-card #city')).not.toHaveValue('');
  await expect(page.locator('postal-code input[name=zip]')).not.toHaveValue('');
  const state = JSON.parse((await page.locator('address-card').getAttribute('data-state')) ?? '{}');
  expect(state.city).toBe(await page.locator('address-card #city').inputValue());
  expect(state.zip).toBe(await page.locator('postal-code input[name=zip]').inputValue());

  const report = await readReport(welcomePage, tabId);
  const selectors = report.fields.map((field: { selector: string }) => field.selector);
  expect(selectors).toEqual(['#email', 'address-card >>> #city', 'address-card >>> postal-code >>> input[name="zip"]']);
  expect(report.fields.map((field: { kind: string }) => field.kind)).toEqual([
    'internet.email',
    'location.city',
    'location.zipCode',
  ]);
});

test('chooses in every component’s radio groups, though each shadow root repeats the same names', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { page, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/shadow-radios.html`);

  for (const picker of ['#first', '#second']) {
    for (const group of ['plan', 'size'])
      await expect(page.locator(`${picker} input[name=${group}]:checked`)).toHaveCount(1);
  }
  const report = await readReport(welcomePage, tabId);
  expect(report.fields.filter((field: { value?: string }) => field.value !== undefined)).toHaveLength(4);
});
