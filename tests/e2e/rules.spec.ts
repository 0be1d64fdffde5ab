import type { BrowserContext, Page } from '@playwright/test';
import { describedBy } from './support/described-page';
import {
  expect,
  fillFromPopup,
  openPopupOn,
  readReport,
  runNewTask,
  test,
  waitForPage,
} from './support/extension-test';
import { OptionsPage } from './support/options-page';

/** The options page, once the welcome tab has shown (and so marked seen) its announcement. */
async function openOptions(context: BrowserContext, extensionId: string, welcomePage: Page): Promise<Page> {
  await expect(welcomePage.locator('[data-loaded=true]')).toBeVisible();
  const { page } = await OptionsPage.open(context, extensionId);
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  return page;
}

const syncStorage = (page: Page) => page.evaluate(() => chrome.storage.sync.get(null));

test('a rule made on the options page fills its field, and the report says rule with its name', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await openOptions(context, extensionId, welcomePage);
  await options.getByRole('button', { name: 'Add a rule' }).click();
  await options.getByRole('textbox', { name: 'Rule name' }).fill('Test city');
  await options.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }).fill('city');
  await options.getByRole('radio', { name: 'Template' }).check();
  await options.getByRole('textbox', { name: 'Template' }).fill('QA-{{string.numeric 4}}');
  await options.getByRole('button', { name: 'Save rule' }).click();
  await expect(options.getByRole('status').first()).toHaveText('Saved Test city.');
  const stored = await syncStorage(options);
  expect(Object.keys(stored).filter((key) => key.startsWith('rule:'))).toHaveLength(1);

  const { page, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  await expect(page.locator('#city')).toHaveValue(/^QA-\d{4}$/);
  const city = (await readReport(options, tabId)).fields.find((field) => field.label === 'City');
  expect(city).toMatchObject({ signal: 'rule', rule: 'Test city', value: await page.locator('#city').inputValue() });
  // The other fields are Understudy's as before.
  await expect(page.locator('#first')).not.toHaveValue('');
});

test('a site profile set to "never fill here": the popup says so and nothing is written', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await openOptions(context, extensionId, welcomePage);
  await options.getByRole('button', { name: 'Add a site profile' }).click();
  await options.getByRole('textbox', { name: 'Site' }).fill(new URL(origin).host);
  await options.getByRole('checkbox', { name: 'Never fill here' }).check();
  await options.getByRole('button', { name: 'Save profile' }).click();
  await expect(options.getByText(`Saved the profile for ${new URL(origin).host}.`)).toBeVisible();

  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  // The page is described for the popup (PreparedFills), but nothing may be written.
  const { popup } = await describedBy(context, page, () => openPopupOn(context, extensionId, page));
  await expect(
    popup.page.getByText(`Your site profile for ${new URL(origin).host} says never to fill here.`),
  ).toBeVisible();
  await expect(popup.fillButton).toBeDisabled();
  await expect(popup.page.getByText(`Site profile: ${new URL(origin).host}`)).toBeVisible();
  await expect(page.locator('#first')).toHaveValue('');
  await expect(page.locator('input[name=email]')).toHaveValue('');
});

test('importing a bad file names what is wrong and leaves the stored rules intact', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  const options = await openOptions(context, extensionId, welcomePage);
  await options.getByRole('button', { name: 'Add a rule' }).click();
  await options.getByRole('textbox', { name: 'Rule name' }).fill('Kept');
  await options.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' }).fill('coupon');
  await options.getByRole('textbox', { name: 'Text', exact: true }).fill('SAVE10');
  await options.getByRole('button', { name: 'Save rule' }).click();
  await expect(options.getByText('Saved Kept.')).toBeVisible();
  const before = await syncStorage(options);

  const bad = {
    format: 'understudy-settings',
    version: 1,
    settings: {},
    rules: [
      {
        id: 'x',
        name: 'Evil',
        enabled: true,
        match: { words: ['a'] },
        value: { type: 'template', template: '{{constructor.constructor}}' },
      },
    ],
    profiles: [],
  };
  await options
    .getByLabel('Import a file')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bad)) });
  await expect(options.getByRole('alert')).toHaveText(
    'bad.json: “rules[0]” value.template: unknown token “constructor.constructor” at character 3 Nothing was changed.',
  );
  await options.getByLabel('Import a file').setInputFiles({
    name: 'newer.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...bad, version: 7 })),
  });
  await expect(options.getByRole('alert')).toContainText('newer version of Understudy (version 7)');
  expect(await syncStorage(options)).toEqual(before);
  await expect(
    options.getByRole('list', { name: 'Your rules, in the order they are tried' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('a rule made from a report row fills that field on the next fill', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  await expect(welcomePage.locator('[data-loaded=true]')).toBeVisible();
  const { page, popup } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  await popup.page.getByText(/What was filled/).click();
  const opened = waitForPage(context, `chrome-extension://${extensionId}/options.html?newRule=`);
  await popup.page.getByRole('button', { name: 'City Always fill this field with…' }).click();
  const options = await opened;
  const editor = options.getByRole('form', { name: 'New rule' });
  await expect(editor.getByRole('textbox', { name: 'Words in its label, name, id or placeholder' })).toHaveValue(
    'city',
  );
  await expect(editor.getByRole('textbox', { name: 'Only on these sites' })).toHaveValue(new URL(origin).host);
  await editor.getByRole('textbox', { name: 'Text', exact: true }).fill('Springfield');
  await editor.getByRole('button', { name: 'Save rule' }).click();
  await expect(options.getByText('Saved City.')).toBeVisible();

  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await expect(page.locator('#city')).toHaveValue('Springfield');
});

test('the inbox-with-tag email: two fills give two different tags, and Replay the same', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await openOptions(context, extensionId, welcomePage);
  await options.getByRole('combobox', { name: 'Email addresses' }).selectOption('inbox');
  await options.getByRole('textbox', { name: 'Your inbox' }).fill('me@mycompany.com');
  await options.getByRole('textbox', { name: 'Your inbox' }).press('Enter');
  await expect
    .poll(async () => ((await syncStorage(options)).settings as { emailInbox?: string } | undefined)?.emailInbox)
    .toBe('me@mycompany.com');

  const { page, popup, tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  const email = page.locator('input[name=email]');
  await expect(email).toHaveValue(/^me\+[a-z0-9]+@mycompany\.com$/);
  const first = await email.inputValue();
  await runNewTask(popup.fillButton, welcomePage, tabId);
  await expect(email).toHaveValue(/^me\+[a-z0-9]+@mycompany\.com$/);
  const second = await email.inputValue();
  expect(second).not.toBe(first);
  await runNewTask(popup.page.getByRole('button', { name: 'Replay' }), welcomePage, tabId);
  await expect(email).toHaveValue(second);
});
