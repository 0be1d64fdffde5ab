import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPopupOn, readReport, test } from './support/extension-test';
import { axeViolations } from './support/axe';
import { OptionsPage } from './support/options-page';

/** Opens the popup on the page and its "Saved fills". */
async function savedFillsOn(context: BrowserContext, extensionId: string, page: Page) {
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.page.getByText('Saved fills', { exact: true }).click();
  return { popup, tabId };
}

/** Saves what the page holds under `name` from the popup; `passwords` ticks the password fields in. */
async function save(context: BrowserContext, extensionId: string, page: Page, name: string, passwords = false) {
  const { popup } = await savedFillsOn(context, extensionId, page);
  await popup.page.getByRole('textbox', { name: 'Name for these values' }).fill(name);
  if (passwords) {
    await popup.page.getByRole('checkbox', { name: 'Include password fields' }).check();
    await expect(popup.page.getByRole('note')).toContainText('storage.local');
    await expect(popup.page.getByRole('note')).toContainText('not synced');
  }
  await popup.page.getByRole('button', { name: 'Save these values' }).click();
  // The save reads the page: it must be done before the page moves on.
  await expect(popup.page.getByText(`Saved “${name}” for`, { exact: false })).toBeVisible();
  return popup;
}

/** Every console error and warning of the context's pages (the fixture, the popup): a save or restore makes none. */
function consoleNoise(context: BrowserContext): string[] {
  const noise: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') noise.push(message.text());
  });
  return noise;
}

/** Types a sign-up into the fixture as a person would. */
async function typeSignup(page: Page) {
  await page.locator('#full').pressSequentially('Ada Lovelace');
  await page.locator('#email').pressSequentially('ada@example.com');
  await page.locator('#password').pressSequentially('s3cret!');
  await page.locator('#country').selectOption('FR');
  await page.getByLabel('Pro').check();
  await page.getByLabel('Send me news').check();
  await page.locator('#notes').pressSequentially('Call after 5');
}

test('values typed into a form are saved, restored after a reload, and Undo takes the restore back; the password stays out', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const noise = consoleNoise(context);
  const page = await context.newPage();
  await page.goto(`${origin}/pages/saved-fills/signup.html`);
  await typeSignup(page);
  const saving = await save(context, extensionId, page, 'Sign-up');
  await expect(
    saving.page.getByText(/Saved “Sign-up” for .*\. Values kept: 6\. Password fields left out: 1\./),
  ).toBeVisible();

  await page.reload();
  await expect(page.locator('#full')).toHaveValue('');
  const { popup, tabId } = await savedFillsOn(context, extensionId, page);
  await popup.page.getByRole('button', { name: 'Restore “Sign-up”' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(popup.page.getByText(/Restored “Sign-up”: Filled 6 fields/)).toBeVisible();
  await expect(page.locator('#full')).toHaveValue('Ada Lovelace');
  await expect(page.locator('#email')).toHaveValue('ada@example.com');
  await expect(page.locator('#country')).toHaveValue('FR');
  await expect(page.getByLabel('Pro')).toBeChecked();
  await expect(page.getByLabel('Send me news')).toBeChecked();
  await expect(page.locator('#notes')).toHaveValue('Call after 5');
  await expect(page.locator('#password')).toHaveValue('');
  const report = await readReport(welcomePage, tabId);
  expect(report.restored).toBe('Sign-up');
  expect(report.fields.find((field) => field.selector === '#full')?.value).toBe('Ada Lovelace');

  await popup.page.getByRole('button', { name: 'Undo' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#full')).toHaveValue('');
  await expect(page.locator('#country')).toHaveValue('');
  await expect(page.getByLabel('Pro')).not.toBeChecked();
  await expect(page.getByLabel('Send me news')).not.toBeChecked();
  expect(noise).toEqual([]);
});

test('a password ticked in is saved and restored', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/saved-fills/signup.html`);
  await typeSignup(page);
  const saving = await save(context, extensionId, page, 'With password', true);
  await expect(saving.page.getByText(/Saved “With password” for .*\. Values kept: 7\.$/)).toBeVisible();

  await page.reload();
  const { popup } = await savedFillsOn(context, extensionId, page);
  await popup.page.getByRole('button', { name: 'Restore “With password”' }).click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#password')).toHaveValue('s3cret!');
  // A restore has no seed: Replay says so rather than fill made-up values.
  await popup.page.getByRole('button', { name: 'Replay' }).click();
  await expect(
    popup.page.getByText('A restore has no seed to replay: restore it again from Saved fills.'),
  ).toBeVisible();
  await expect(page.locator('#password')).toHaveValue('s3cret!');
});

test('a restore on a changed form fills what still matches and reports the rest by name and value', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/saved-fills/signup.html`);
  await typeSignup(page);
  await save(context, extensionId, page, 'Sign-up');

  const noise = consoleNoise(context);
  await page.goto(`${origin}/pages/saved-fills/changed.html`);
  const { popup, tabId } = await savedFillsOn(context, extensionId, page);
  await popup.page.getByRole('button', { name: 'Restore “Sign-up”' }).click();
  await expect(popup.status).toHaveText('Completed');
  // The email field has a new id and name, but the same label.
  await expect(page.locator('#mail')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Pro')).toBeChecked();
  await expect(page.locator('#notes')).toHaveValue('Call after 5');
  await expect(page.locator('#phone')).toHaveValue('');
  await expect(page.locator('#country')).toHaveValue('');

  const report = await readReport(welcomePage, tabId);
  const skipped = report.fields.filter((field) => field.skipped);
  expect(skipped.map(({ label, note, skipped: why }) => ({ label, note, why }))).toEqual([
    {
      label: 'full name',
      note: 'saved value: Ada Lovelace',
      why: 'not restored: no field on the page matches it any more',
    },
    { label: 'country', note: 'saved value: FR', why: 'not restored: the list no longer offers this choice' },
    {
      label: 'send me news',
      note: 'saved value: checked',
      why: 'not restored: no field on the page matches it any more',
    },
  ]);
  expect(report.filled).toBe(3);
  await popup.page.getByText('What was filled', { exact: false }).click();
  await expect(popup.page.getByText('saved value: Ada Lovelace')).toBeVisible();
  expect(noise).toEqual([]);
});

test('the popup’s and the options page’s saved fills have no axe violation; the options page renames and deletes', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/saved-fills/signup.html`);
  await typeSignup(page);
  const popup = await save(context, extensionId, page, 'Sign-up', true);
  await expect(popup.page.getByRole('button', { name: 'Restore “Sign-up”' })).toBeVisible();
  expect(await axeViolations(popup.page)).toEqual([]);

  const options = await OptionsPage.open(context, extensionId);
  const group = options.page.getByRole('group', { name: 'Sign-up' });
  await expect(group).toBeVisible();
  expect(await axeViolations(options.page)).toEqual([]);
  await group.getByRole('textbox', { name: 'Name' }).fill('Sign-up, kept');
  await group.getByRole('button', { name: 'Save changes to “Sign-up”' }).click();
  const renamed = options.page.getByRole('group', { name: 'Sign-up, kept' });
  await expect(renamed).toBeVisible();
  // The popup follows: its list is the stored one.
  await expect(popup.page.getByRole('button', { name: 'Restore “Sign-up, kept”' })).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete “Sign-up, kept”' }).click();
  await expect(options.page.getByText(/^No saved fills yet\./)).toBeVisible();
});
