import type { Page } from '@playwright/test';
import { INSERT_KINDS } from '../../utils/menus/insert-kinds';
import { EDGE_CATEGORIES } from '../../utils/values/edge-cases/edge-case-library';
import type { Rule } from '../../utils/rules/rule-schema';
import { tabIdOf } from './support/extension-test';
import { completedTask, expect, expectOnlyContactFormFilled, test } from './support/headed-extension-test';
import type { RealInput } from './support/real-input';

// Chromium's own right-click menu, opened with the real mouse (X events through
// Xvfb) and driven with the arrow keys, on the release build: the click on an
// item is what grants activeTab. The menu cannot be read back, so each test
// proves where it went by what was filled.

/**
 * Right-clicks `selector` and opens the "Understudy ▸" group Chromium makes
 * of our items. It is the second item from the bottom, just above Inspect: Up
 * from a fresh menu wraps to the last item.
 */
async function openUnderstudyMenu(input: RealInput, page: Page, selector: string): Promise<void> {
  await input.openContextMenu(page, page.locator(selector));
  await input.inMenu('Up', 'Up', 'Right');
}

/** Our items in order (utils/worker/register-context-menu.ts): Fill this field, Fill this form, Fill page, Insert ▸. */
const down = (times: number) => Array<string>(times).fill('Down');

/**
 * Stores one rule as the options page stores it (an item per rule and an index) and waits until the
 * worker's menu rebuild has added `menuId`: contextMenus cannot be listed, but updating an item fails
 * while it does not exist.
 */
async function storeRuleForMenu(welcomePage: Page, rule: Rule, menuId: string): Promise<void> {
  await welcomePage.evaluate(
    (stored) =>
      chrome.storage.sync.set({ 'rules-index': { rules: [stored.id], profiles: [] }, [`rule:${stored.id}`]: stored }),
    rule,
  );
  await expect
    .poll(
      () =>
        welcomePage.evaluate(
          (id) =>
            chrome.contextMenus.update(id, {}).then(
              () => true,
              () => false,
            ),
          menuId,
        ),
      { message: `the worker adds ${menuId} to the menu` },
    )
    .toBe(true);
}

test('"Fill this field" fills only the field right-clicked', async ({ context, origin, input, welcomePage }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);

  await openUnderstudyMenu(input, page, '#last');
  await input.inMenu('Return');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([expect.objectContaining({ selector: '#last', kind: 'person.lastName' })]);
  await expect(page.locator('#last')).not.toHaveValue('');
  for (const other of ['#first', 'input[name=email]', '#city', '#bio'])
    await expect(page.locator(other)).toHaveValue('');
});

test('"Fill this form" fills only the form of the field right-clicked', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/two-forms.html`);
  const tabId = await tabIdOf(context, page);

  await openUnderstudyMenu(input, page, '#contact-email');
  await input.inMenu(...down(1), 'Return');

  expect((await completedTask(welcomePage, tabId)).task).toMatchObject({
    kind: 'fill-form',
    summary: 'Filled 3 fields',
  });
  await expectOnlyContactFormFilled(page);
});

test('"Fill page" from a field\'s menu fills the whole page', async ({ context, origin, input, welcomePage }) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/two-forms.html`);
  const tabId = await tabIdOf(context, page);

  await openUnderstudyMenu(input, page, '#news-email');
  await input.inMenu(...down(2), 'Return');

  expect((await completedTask(welcomePage, tabId)).task).toMatchObject({
    kind: 'fill-page',
    summary: 'Filled 5 fields',
  });
  for (const field of ['#news-email', '#contact-name', '#contact-email', '#contact-message', '#loose-city']) {
    await expect(page.locator(field)).not.toHaveValue('');
  }
});

test('"Insert ▸ Email" puts an email into the field right-clicked, whatever the field is for', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);
  const email = INSERT_KINDS.findIndex(([kind]) => kind === 'internet.email');

  await openUnderstudyMenu(input, page, '#first');
  await input.inMenu(...down(3), 'Right', ...down(email), 'Return');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([expect.objectContaining({ selector: '#first', kind: 'internet.email' })]);
  await expect(page.locator('#first')).toHaveValue(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
  for (const other of ['#last', 'input[name=email]', '#bio']) await expect(page.locator(other)).toHaveValue('');
});

test('"Insert ▸ Edge cases ▸ Emails ▸ plus-addressed" puts that case into the field right-clicked, and the report names it', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);
  // Edge cases comes after the kinds under Insert; its categories in library order; plus-addressed is the first email.
  const emails = EDGE_CATEGORIES.findIndex((category) => category.id === 'email');
  expect(EDGE_CATEGORIES[emails]!.cases[0]!.id).toBe('plus-addressed');

  await openUnderstudyMenu(input, page, '#first');
  await input.inMenu(...down(3), 'Right', ...down(INSERT_KINDS.length), 'Right', ...down(emails), 'Right', 'Return');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([
    expect.objectContaining({
      selector: '#first',
      edgeCase: 'email · plus-addressed',
      value: 'ada+newsletter@example.com',
    }),
  ]);
  await expect(page.locator('#first')).toHaveValue('ada+newsletter@example.com');
  for (const other of ['#last', 'input[name=email]', '#bio']) await expect(page.locator(other)).toHaveValue('');
});

test('"Insert ▸ <your rule>" puts the rule\'s text into the field right-clicked, and the report names the rule', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  // A rule marked "show in Insert"; the rule's item is the rebuild's last.
  await storeRuleForMenu(
    welcomePage,
    {
      id: 'promo',
      name: 'Promo code',
      enabled: true,
      match: { words: ['promo'] },
      value: { type: 'text', text: 'SAVE10-QA' },
      showInInsert: true,
    },
    'insert-rule:promo',
  );
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);

  // Under Insert: the kinds, then Edge cases ▸, then (after a separator the arrow keys skip) the user's rules.
  await openUnderstudyMenu(input, page, '#city');
  await input.inMenu(...down(3), 'Right', ...down(INSERT_KINDS.length + 1), 'Return');

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([
    expect.objectContaining({ selector: '#city', signal: 'rule', rule: 'Promo code', value: 'SAVE10-QA' }),
  ]);
  await expect(page.locator('#city')).toHaveValue('SAVE10-QA');
  for (const other of ['#first', '#last', 'input[name=email]', '#bio'])
    await expect(page.locator(other)).toHaveValue('');
});

test('"Insert ▸ Edge cases ▸ Yours ▸ <your list> ▸ <item>" puts that item into the field right-clicked, and the report names it', async ({
  context,
  origin,
  input,
  welcomePage,
}) => {
  // A rule whose list is marked as edge cases.
  await storeRuleForMenu(
    welcomePage,
    {
      id: 'odd',
      name: 'Odd names',
      enabled: true,
      match: { words: ['nowhere'] },
      value: { type: 'list', items: ['Zoë', 'Ō'], edgeCases: 'valid' },
    },
    'edge-rule:odd:0',
  );
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const tabId = await tabIdOf(context, page);

  // Yours comes after the library's categories; its first list, and that list's first item.
  await openUnderstudyMenu(input, page, '#first');
  await input.inMenu(
    ...down(3),
    'Right',
    ...down(INSERT_KINDS.length),
    'Right',
    ...down(EDGE_CATEGORIES.length),
    'Right',
    'Right',
    'Return',
  );

  const { task, report } = await completedTask(welcomePage, tabId);
  expect(task).toMatchObject({ kind: 'fill-field', summary: 'Filled 1 field' });
  expect(report?.fields).toEqual([
    expect.objectContaining({ selector: '#first', value: 'Zoë', edgeCase: 'Odd names · Zoë' }),
  ]);
  await expect(page.locator('#first')).toHaveValue('Zoë');
  for (const other of ['#last', 'input[name=email]', '#city', '#bio'])
    await expect(page.locator(other)).toHaveValue('');
});
