import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fillFromPopup, test } from './support/extension-test';
import { axeViolations } from './support/axe';
import { OptionsPage } from './support/options-page';

/*
 * axe-core over the built extension's pages, in the state a user sees them, in the
 * light and the dark scheme (the pages follow prefers-color-scheme).
 */

const SCHEMES = ['light', 'dark'] as const;

/** The violations on `page` in each colour scheme, keyed by scheme, so a failure says where. */
async function violationsInBothSchemes(page: Page): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    found[colorScheme] = await axeViolations(page);
  }
  return found;
}

const NONE = { light: [], dark: [] };

test('the popup after a fill, with "What was filled" open, has no axe violation', async ({
  context,
  extensionId,
  origin,
}) => {
  const { popup } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  await popup.page.getByText(/What was filled/).click();
  await expect(popup.page.getByRole('listitem').first()).toBeVisible();
  expect(await violationsInBothSchemes(popup.page)).toEqual(NONE);
});

test('the options page, with its announcement, a rule, a profile and both editors open, has no axe violation', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  await expect(welcomePage.getByRole('dialog')).toBeVisible();
  expect(await violationsInBothSchemes(welcomePage), 'with the announcement open').toEqual(NONE);
  await welcomePage.getByRole('button', { name: 'Close' }).click();

  const { page } = await OptionsPage.open(context, extensionId);
  await expect(page.locator('[data-loaded=true]')).toBeVisible();
  expect(await violationsInBothSchemes(page), 'as first opened').toEqual(NONE);

  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByRole('textbox', { name: 'Rule name' }).fill('Test city');
  await page.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }).fill('city');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Saved Test city.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a site profile' }).click();
  await page.getByRole('textbox', { name: 'Site' }).fill('example.com');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved the profile for example.com.')).toBeVisible();
  expect(await violationsInBothSchemes(page), 'with a rule and a profile').toEqual(NONE);

  await page.getByRole('button', { name: 'Add a rule' }).click();
  await page.getByRole('button', { name: 'Add a site profile' }).click();
  await expect(page.getByRole('button', { name: 'Save rule' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  expect(await violationsInBothSchemes(page), 'with both editors open').toEqual(NONE);
});

test('the Datasets page has no axe violation', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/datasets.html`);
  await expect(page.getByRole('table').filter({ hasText: 'First 20 rows' })).toBeVisible();
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
});

test('the Datasets page with related tables, on a child table’s tab, has no axe violation', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/datasets.html`);
  const shop = JSON.parse(readFileSync('examples/shop.schema.json', 'utf8'));
  await page.evaluate((schema) => chrome.storage.local.set({ datasetSchemas: [schema] }), shop);
  await page.getByRole('combobox', { name: 'Schema', exact: true }).selectOption('shop');
  await page.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('tab', { name: 'orders' }).click();
  await expect(page.getByRole('group', { name: 'Rows per parent row' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'First 20 rows' })).toBeVisible();
  await page.getByRole('tab', { name: 'orders' }).focus();
  expect(await violationsInBothSchemes(page)).toEqual(NONE);
});
