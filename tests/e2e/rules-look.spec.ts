import type { Page } from '@playwright/test';
import { expect, test } from './support/extension-test';
import { OptionsPage } from './support/options-page';
import { readmeShot } from './support/paths';

const RULES = [
  {
    id: 'email',
    name: 'Team inbox',
    enabled: true,
    match: { kinds: ['internet.email'], sites: ['*.staging.example.com'] },
    value: { type: 'template', template: '{{person.firstName}}.{{number.int 1 99}}@qa.example' },
  },
  {
    id: 'coupon',
    name: 'Coupon',
    enabled: true,
    match: { words: ['coupon'] },
    value: { type: 'list', items: ['SPRING10', 'SUMMER20'] },
    showInInsert: true,
  },
  {
    id: 'order',
    name: 'Order number',
    enabled: true,
    match: { selector: '#order-ref' },
    value: { type: 'template', template: 'ORD-{{string.numeric 6}}' },
  },
  {
    id: 'newsletter',
    name: 'No newsletter',
    enabled: true,
    match: { words: ['newsletter'] },
    value: { type: 'empty' },
  },
];
const PROFILES = [{ id: 'local', host: 'localhost:3000', locale: 'de', onlyEmpty: true }];

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the Rules section renders stored rules, one open in the editor, without console errors (the README screenshot)', async ({
  context,
  extensionId,
  welcomePage,
}, testInfo) => {
  await expect(welcomePage.locator('[data-loaded=true]')).toBeVisible();
  const { page } = await OptionsPage.open(context, extensionId);
  const errors = consoleErrors(page);
  await page.evaluate(
    ({ rules, profiles }) =>
      chrome.storage.sync.set({
        ...Object.fromEntries(rules.map((rule) => [`rule:${rule.id}`, rule])),
        ...Object.fromEntries(profiles.map((profile) => [`profile:${profile.id}`, profile])),
        'rules-index': { rules: rules.map((rule) => rule.id), profiles: profiles.map((profile) => profile.id) },
      }),
    { rules: RULES, profiles: PROFILES },
  );
  const list = page.getByRole('list', { name: 'Your rules, in the order they are tried' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: 'Edit Team inbox' }).click();
  await expect(page.getByRole('form', { name: 'Edit rule Team inbox' })).toBeVisible();
  await page.setViewportSize({ width: 1000, height: 1400 });
  const section = page.locator('#rules');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: readmeShot('rules.png', (name) => testInfo.outputPath(name)) });
  expect(errors).toEqual([]);
});
