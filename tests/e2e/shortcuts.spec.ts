import { tabIdOf } from './support/extension-test';
import {
  completedTask,
  expect,
  expectOnlyContactFormFilled,
  taskAndReport,
  test,
} from './support/headed-extension-test';
import { taskOutcome } from './support/task-outcome';

// Real Alt+Shift+<key> presses (X events through Xvfb) on the release build,
// which holds no host permissions: the command's activeTab grant is all it has.

test('Alt+Shift+F fills the whole page, and the task completes', async ({ context, origin, input, welcomePage }) => {
  expect(await welcomePage.evaluate(() => chrome.permissions.getAll())).toMatchObject({ origins: [] });
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);

  await input.press(page, 'alt+shift+f');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-page', tabId, summary: 'Filled 12 fields, skipped 3' });
  expect(report).toMatchObject({ url: page.url(), filled: 12, skipped: 3, failed: 0 });
  await expect(page.locator('#first')).not.toHaveValue('');
  await expect(page.locator('#last')).not.toHaveValue('');
  await expect(page.locator('input[name=email]')).toHaveValue(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
  await expect(page.locator('#country')).not.toHaveValue('');
  await expect(page.locator('#bio')).not.toHaveValue('');
  await expect(page.locator('input[name=terms]')).toBeChecked();
  await expect(page.locator('input[name=plan]:checked')).toHaveCount(1);
  expect(await page.locator('#signup').evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(true);
});

test('Alt+Shift+G fills only the form that holds focus', async ({ context, origin, input, welcomePage }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/two-forms.html`);
  const tabId = await tabIdOf(context, page);
  await page.locator('#contact-name').focus();

  await input.press(page, 'alt+shift+g');

  expect((await completedTask(welcomePage, tabId)).task).toMatchObject({
    kind: 'fill-form',
    summary: 'Filled 3 fields',
  });
  await expectOnlyContactFormFilled(page);
});

test('Alt+Shift+J fills only the focused field', async ({ context, origin, input, welcomePage }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);
  await page.locator('#last').focus();

  await input.press(page, 'alt+shift+j');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([expect.objectContaining({ selector: '#last', kind: 'person.lastName' })]);
  await expect(page.locator('#last')).not.toHaveValue('');
  for (const other of ['#first', 'input[name=email]', '#city', '#bio'])
    await expect(page.locator(other)).toHaveValue('');
  await expect(page.locator('input[name=terms]')).not.toBeChecked();
});

test('Alt+Shift+E fills the page with valid edge cases, each named in the report', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/edge-cases.html`);
  const tabId = await tabIdOf(context, page);

  await input.press(page, 'alt+shift+e');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-page', tabId });
  expect(report).toMatchObject({ edgeCases: 'valid', failed: 0 });
  expect(report!.fields.filter((field) => field.value !== undefined && !field.edgeCase)).toEqual([]);
  expect(await page.locator('#signup').evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(true);
});

test('a site profile set to "never fill here" also stops Alt+Shift+F: the task fails with the profile\'s message and nothing is written', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  const host = new URL(origin).host;
  await welcomePage.evaluate(
    (site) =>
      chrome.storage.sync.set({
        'rules-index': { rules: [], profiles: ['p'] },
        'profile:p': { id: 'p', host: site, neverFill: true },
      }),
    host,
  );
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);

  await input.press(page, 'alt+shift+f');

  await expect
    .poll(async () => taskOutcome((await taskAndReport(welcomePage, tabId)).task))
    .toBe(`failed: Your site profile for ${host} says never to fill here, so nothing was filled.`);
  for (const field of ['#first', '#last', 'input[name=email]', '#city', '#bio'])
    await expect(page.locator(field)).toHaveValue('');
});
