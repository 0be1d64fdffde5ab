import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/extension-test';
import { grantedOrigins } from './support/frames-page';
import { OptionsPage } from './support/options-page';
import { allowSiteInExtensionsPage } from './support/site-access';

/*
 * The options page's "Sites you allowed", in real Chromium with the release
 * build (no required hosts). A site is granted the way the popup's Allow does
 * it, `permissions.request` during a user gesture; allowing it first in
 * chrome://extensions' Site access makes that request resolve without a
 * prompt, which headless Chromium never shows (docs/testing.md, "Testing frames").
 */

const SITE = 'http://localhost/*';

/** Requests `pattern` from an extension page as a click would (CDP's user gesture), and says whether it was granted. */
async function requestFromExtensionPage(context: BrowserContext, page: Page, pattern: string): Promise<boolean> {
  const cdp = await context.newCDPSession(page);
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `chrome.permissions.request({ origins: [${JSON.stringify(pattern)}] })`,
    userGesture: true,
    awaitPromise: true,
    returnByValue: true,
  });
  await cdp.detach();
  return result.value as boolean;
}

async function grant(context: BrowserContext, extensionId: string, pattern: string): Promise<void> {
  await allowSiteInExtensionsPage(context, extensionId, pattern);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html?tabId=-1`);
  expect(await requestFromExtensionPage(context, page, pattern)).toBe(true);
  await page.close();
}

async function openOptions(
  welcomePage: Page,
): Promise<{ options: OptionsPage; section: ReturnType<Page['getByRole']> }> {
  const options = new OptionsPage(welcomePage);
  await options.dialog.getByRole('button', { name: 'Close' }).click();
  return { options, section: welcomePage.getByRole('region', { name: 'Sites you allowed' }) };
}

const holds = (page: Page, pattern: string) =>
  page.evaluate((origin) => chrome.permissions.contains({ origins: [origin] }), pattern);

test('a granted site is listed on the options page, and Remove takes the access away', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  const { section } = await openOptions(welcomePage);
  await expect(section.getByText('None yet.')).toBeVisible();

  await grant(context, extensionId, SITE);
  expect(await holds(welcomePage, SITE)).toBe(true);
  // The open page follows the grant (permissions.onAdded) without a reload.
  await expect(section.getByRole('listitem')).toHaveText(['http://localhostRemove']);

  await welcomePage.reload();
  await expect(section.getByRole('listitem')).toHaveText(['http://localhostRemove']);
  await section.getByRole('button', { name: 'Remove http://localhost' }).click();

  await expect(section.getByRole('status')).toHaveText(
    'Removed http://localhost. Understudy will ask again before it fills a frame there.',
  );
  await expect(section.getByRole('listitem')).toHaveCount(0);
  expect(await holds(welcomePage, SITE)).toBe(false);
  expect(await grantedOrigins(welcomePage)).toEqual([]);
  await expect(welcomePage.getByRole('alert')).toHaveCount(0);
});

test('Remove works from the keyboard, one site at a time', async ({ context, extensionId, welcomePage }) => {
  await grant(context, extensionId, SITE);
  await grant(context, extensionId, 'https://pay.example/*');
  const { section } = await openOptions(welcomePage);
  await expect(section.getByRole('listitem')).toHaveText(['http://localhostRemove', 'https://pay.exampleRemove']);

  await section.getByRole('button', { name: 'Remove http://localhost' }).focus();
  await welcomePage.keyboard.press('Enter');
  await expect(section.getByRole('listitem')).toHaveText(['https://pay.exampleRemove']);
  // Focus moves on to the next Remove button, so Enter again removes the next site.
  await expect(section.getByRole('button', { name: 'Remove https://pay.example' })).toBeFocused();
  expect(await grantedOrigins(welcomePage)).toEqual(['https://pay.example/*']);
  await welcomePage.keyboard.press('Enter');
  await expect(section.getByText('None yet.')).toBeVisible();
  expect(await grantedOrigins(welcomePage)).toEqual([]);
});

test('a site removed elsewhere leaves the list of an open options page', async ({
  context,
  extensionId,
  welcomePage,
}) => {
  await grant(context, extensionId, SITE);
  const { section } = await openOptions(welcomePage);
  await expect(section.getByRole('listitem')).toHaveText(['http://localhostRemove']);

  const other = await context.newPage();
  await other.goto(`chrome-extension://${extensionId}/popup.html?tabId=-1`);
  expect(await other.evaluate((origin) => chrome.permissions.remove({ origins: [origin] }), SITE)).toBe(true);
  await expect(section.getByText('None yet.')).toBeVisible();
});
