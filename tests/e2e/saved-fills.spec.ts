import type { BrowserContext, Page } from '@playwright/test';
import { expect, openPopupOn, readReport, runNewTask, test } from './support/extension-test';
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
  // A restore has no seed: the popup offers no Replay or Copy seed for it.
  await expect(popup.page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(popup.page.getByRole('button', { name: 'Replay' })).toHaveCount(0);
  await expect(popup.page.getByRole('button', { name: 'Copy seed' })).toHaveCount(0);
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

/** What a widget fixture's components hold, from their own change handlers (tests/fixtures/widgets), not from the DOM. */
async function componentState(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#state').textContent()) || '{}') as Record<string, unknown>;
}

/**
 * Saves the widgets picked by hand in a fixture page, reloads it empty, restores them from the popup and checks
 * the components hold the saved choices again, with every list closed, and what they show (`shows`); then Undo.
 * Returns the popup, the restore's report and the components' state after Undo.
 */
async function saveAndRestoreWidgets(
  { context, extensionId, welcomePage }: { context: BrowserContext; extensionId: string; welcomePage: Page },
  page: Page,
  { name, kept, ready, shows }: { name: string; kept: number; ready: string; shows: () => Promise<void> },
) {
  const picked = await componentState(page);
  const saving = await save(context, extensionId, page, name);
  await expect(saving.page.getByText(new RegExp(`Saved “${name}” for .*\\. Values kept: ${kept}\\.$`))).toBeVisible();

  await page.reload();
  await expect(page.locator(ready).first()).toBeVisible();
  expect(await componentState(page)).toEqual({});
  const { popup, tabId } = await savedFillsOn(context, extensionId, page);
  await runNewTask(popup.page.getByRole('button', { name: `Restore “${name}”` }), welcomePage, tabId);
  await expect(popup.page.getByText(new RegExp(`Restored “${name}”: Filled ${kept} fields`))).toBeVisible();
  const restored = await componentState(page);
  expect(restored).toEqual(picked);
  // Each widget is left as a person leaves it: its list closed, nothing submitted.
  await expect(page.locator('[aria-expanded=true]')).toHaveCount(0);
  await expect(page.locator('#submits')).toHaveText('0');
  const report = await readReport(welcomePage, tabId);
  expect(report).toMatchObject({ restored: name, filled: kept, skipped: 0, failed: 0 });
  await shows();

  await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
  return { popup, report, undone: await componentState(page) };
}

test('library widgets picked by hand (react-select, Headless UI Listbox and Combobox) are saved, restored through their components, and undone', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const noise = consoleNoise(context);
  const page = await context.newPage();
  await page.goto(`${origin}/pages/react-widgets.html`);
  await page.locator('#country-input').click();
  await page.getByRole('option', { name: 'Germany' }).click();
  for (const colour of ['Red', 'Blue']) {
    await page.locator('#colours-input').click();
    await page.getByRole('option', { name: colour }).click();
  }
  await page.locator('button[aria-haspopup=listbox]').click();
  await page.getByRole('option', { name: 'Team' }).click();
  await page.getByRole('combobox', { name: 'City' }).pressSequentially('Par');
  await page.getByRole('option', { name: 'Paris' }).click();
  expect(await componentState(page)).toEqual({
    country: 'germany',
    colours: ['red', 'blue'],
    plan: 'Team',
    city: 'Paris',
  });

  const { popup, report, undone } = await saveAndRestoreWidgets({ context, extensionId, welcomePage }, page, {
    name: 'Widgets',
    kept: 4,
    ready: '#country-input',
    // What the components show, as a person reads them.
    shows: async () => {
      await expect(page.locator('[class*=singleValue]')).toHaveText('Germany');
      await expect(page.locator('[class*=multiValue]')).toHaveText(['Red', 'Blue']);
      await expect(page.locator('button[aria-haspopup=listbox]')).toHaveText('Team');
      await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Paris');
    },
  });
  const row = (label: string) => report.fields.find((field) => field.label === label);
  expect(row('Country')).toMatchObject({ value: 'Germany', via: 'combobox' });
  expect(row('Favourite colours')).toMatchObject({ value: 'Red, Blue', selected: ['Red', 'Blue'], via: 'combobox' });
  expect(row('Plan')).toMatchObject({ value: 'Team', via: 'listbox' });
  expect(row('City')).toMatchObject({ value: 'Paris', via: 'combobox' });

  // Undo clears what its component lets clear; a Listbox keeps its choice, and the popup says so.
  expect(undone).toEqual({ country: null, colours: [], plan: 'Team', city: null });
  await expect(popup.page.getByText('Restored 3 fields, 1 list kept its choice: clear it in the page')).toBeVisible();
  expect(noise).toEqual([]);
});

test('Radix UI Selects picked by hand are saved and restored through their triggers', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/radix-widgets.html`);
  await page.locator('#country').click();
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.locator('#plan').click();
  await page.getByRole('option', { name: 'Business' }).click();
  expect(await componentState(page)).toEqual({ country: 'japan', plan: 'business' });

  const { report, undone } = await saveAndRestoreWidgets({ context, extensionId, welcomePage }, page, {
    name: 'Radix',
    kept: 2,
    ready: '#plan',
    shows: async () => {
      await expect(page.locator('#country')).toHaveText(/^Japan/);
      await expect(page.locator('#plan')).toHaveText(/^Business/);
    },
  });
  expect(report.fields.map(({ label, value, via }) => [label, value, via])).toEqual([
    ['Country', 'Japan', 'listbox'],
    ['Plan', 'Business', 'listbox'],
  ]);
  // A Radix Select offers no way to clear its choice: Undo keeps it.
  expect(undone).toEqual({ country: 'japan', plan: 'business' });
});

test('Tom Select, Choices.js and flatpickr picked by hand are saved and restored, the calendar-only date through its calendar', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/vanilla-widgets.html`);
  await page.locator('#ts-country-ts-control').click();
  await page.locator('#ts-country-ts-dropdown').getByText('Spain').click();
  await page.locator('#ts-colours-ts-control').click();
  await page.locator('#ts-colours-ts-dropdown').getByText('Green').click();
  await page.locator('#ts-colours-ts-dropdown').getByText('Purple').click();
  await page.keyboard.press('Escape');
  await page.locator('.choices:has(#choices-city)').click();
  await page.locator('.choices:has(#choices-city) [role=option]', { hasText: 'Rome' }).click();
  await page.locator('#fp-start').click();
  await page.locator('#fp-start').pressSequentially('2024-03-09');
  await page.keyboard.press('Tab');
  // The arrival date takes no typing: a day of its calendar's month is clicked.
  await page.locator('#fp-arrival').click();
  await page
    .locator('.flatpickr-calendar.open .flatpickr-day:not(.prevMonthDay, .nextMonthDay)', { hasText: /^12$/ })
    .click();
  const picked = await componentState(page);
  expect(picked).toMatchObject({
    country: 'spain',
    colours: ['green', 'purple'],
    city: 'Rome',
    startDate: '2024-03-09',
  });
  expect(picked.arrivalDate).toMatch(/^\d{4}-\d{2}-12$/);

  // The arrival date is restored through its calendar: its month and year set, its day clicked.
  const { popup, report, undone } = await saveAndRestoreWidgets({ context, extensionId, welcomePage }, page, {
    name: 'Vanilla',
    kept: 5,
    ready: '.choices',
    shows: async () => {
      await expect(page.locator('.ts-control:has(#ts-country-ts-control) .item')).toHaveText(['Spain']);
      await expect(page.locator('.ts-control:has(#ts-colours-ts-control) .item')).toHaveText(['Green', 'Purple']);
      await expect(page.locator('.choices:has(#choices-city) .choices__list--single')).toHaveText('Rome');
      await expect(page.locator('#fp-start')).toHaveValue('2024-03-09');
      await expect(page.locator('#fp-arrival')).toHaveValue(String(picked.arrivalDate));
      await expect(page.locator('.flatpickr-calendar.open')).toHaveCount(0);
    },
  });
  expect(report.fields.map(({ label, value, via }) => [label, value, via])).toEqual([
    ['Country', 'Spain', 'combobox'],
    ['Favourite colours', 'Green, Purple', 'combobox'],
    ['City', 'Rome', 'listbox'],
    ['Start date', '2024-03-09', 'calendar'],
    ['Arrival date', picked.arrivalDate, 'calendar'],
  ]);
  // Undo clears the Tom Selects and the dates; a Choices.js single select offers no way to clear its choice.
  expect(undone).toEqual({ country: '', colours: [], city: 'Rome', startDate: '', arrivalDate: '' });
  await expect(popup.page.getByText('Restored 4 fields, 1 list kept its choice: clear it in the page')).toBeVisible();
});

test('a restore whose widget’s option is gone reports it as not restored, and leaves its list closed', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/react-widgets.html`);
  await page.locator('#country-input').click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.locator('#colours-input').click();
  await page.getByRole('option', { name: 'Red' }).click();
  await page.locator('button[aria-haspopup=listbox]').click();
  await page.getByRole('option', { name: 'Team' }).click();
  await save(context, extensionId, page, 'Gone');
  // The saved choices as a later version of the page would no longer offer them.
  const gone: Record<string, string[]> = {
    country: ['Atlantis'],
    'favourite colours': ['Red', 'Mauve'],
    plan: ['Platinum'],
  };
  await welcomePage.evaluate(async (picks) => {
    const { savedFills } = (await chrome.storage.local.get('savedFills')) as {
      savedFills: Array<{ fields: Array<{ label: string; write: { pick: string[] } }> }>;
    };
    for (const field of savedFills[0]!.fields) field.write.pick = picks[field.label]!;
    await chrome.storage.local.set({ savedFills });
  }, gone);

  await page.reload();
  await expect(page.locator('#country-input')).toBeVisible();
  const { popup, tabId } = await savedFillsOn(context, extensionId, page);
  await runNewTask(popup.page.getByRole('button', { name: 'Restore “Gone”' }), welcomePage, tabId);
  const report = await readReport(welcomePage, tabId);
  const notOffered = 'not restored: the list no longer offers this choice';
  expect(report.fields.map(({ label, skipped, note, value }) => ({ label, skipped, note, value }))).toEqual([
    { label: 'Country', skipped: notOffered, note: 'saved value: Atlantis', value: undefined },
    {
      label: 'Favourite colours',
      skipped: undefined,
      note: 'not restored: the list no longer offers Mauve',
      value: 'Red',
    },
    { label: 'Plan', skipped: notOffered, note: 'saved value: Platinum', value: undefined },
  ]);
  // A react-select told Backspace before its pick says it holds nothing (null), and still does.
  expect(await componentState(page)).toEqual({ country: null, colours: ['red'] });
  await expect(page.locator('[aria-expanded=true]')).toHaveCount(0);
  await expect(page.locator('#submits')).toHaveText('0');
});
