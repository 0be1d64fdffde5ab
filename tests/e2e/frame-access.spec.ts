import type { Page } from '@playwright/test';
import { expect, test, type PopupPage, readReport } from './support/extension-test';
import { allowSiteInExtensionsPage } from './support/site-access';
import { fillFramesPage } from './support/frames-page';

const OTHER_SITE = 'http://localhost/*';

const question = (popup: PopupPage) => popup.page.getByRole('region', { name: 'Frames on other sites' });
const holdsOtherSite = (popup: PopupPage) => popup.page.evaluate((pattern) => chrome.permissions.contains({ origins: [pattern] }), OTHER_SITE);
const values = (page: Page) =>
  Promise.all([page.locator('#top-email').inputValue(), page.frameLocator('#same').locator('#city').inputValue(), page.frameLocator('#same').locator('#zip').inputValue()]);

test('a fill that skipped another site’s frame asks to allow it, in plain words', async ({ context, extensionId, origin }) => {
  const { page, popup } = await fillFramesPage(context, extensionId, origin);
  await expect(question(popup).getByText('1 frame on another site was not filled. Allow?')).toBeVisible();
  await expect(question(popup)).toContainText('access to localhost only');
  await expect(question(popup).getByRole('button', { name: 'Allow' })).toBeEnabled();
  // The report names the frame and why.
  await popup.page.getByText('What was filled (3)').click();
  const frames = popup.page.getByRole('list', { name: 'Frames not filled' });
  await expect(frames).toContainText(/Frame http:\/\/localhost:\d+\/pages\/frame-inner\.html/);
  await expect(frames).toContainText('Not filled: a frame from another site: Understudy has no permission there');
  await expect(page.frameLocator('#other').locator('#city')).toHaveValue('');
  expect(await holdsOtherSite(popup)).toBe(false);
});

test('granted: Allow requests that site, and the same fill again reaches its frame with the same values', async ({ context, extensionId, origin, welcomePage }) => {
  const { page, popup, tabId } = await fillFramesPage(context, extensionId, origin);
  const before = await values(page);
  const firstSeed = (await readReport(welcomePage, tabId)).seed;

  // The user allows localhost in chrome://extensions' Site access: the popup's
  // request for that one origin then resolves true without a prompt. The
  // extension still does not hold it until the popup asks.
  await allowSiteInExtensionsPage(context, extensionId, OTHER_SITE);
  expect(await holdsOtherSite(popup)).toBe(false);

  await question(popup).getByRole('button', { name: 'Allow' }).click();
  await expect(page.frameLocator('#other').locator('#city')).not.toHaveValue('', { timeout: 15_000 });
  await expect(popup.status).toHaveText('Completed');
  // Asked for exactly what it needed, and got it.
  expect(await holdsOtherSite(popup)).toBe(true);
  expect(await popup.page.evaluate(() => chrome.permissions.getAll().then((all) => all.origins))).toEqual([OTHER_SITE]);

  // The same seed: the page and the same-site frame keep their values; the other frame joins the same persona.
  expect(await values(page)).toEqual(before);
  const report = await readReport(welcomePage, tabId);
  expect(report.seed).toBe(firstSeed);
  expect(report.skippedFrames).toBeUndefined();
  expect(report.fields.filter((field) => field.frameUrl?.startsWith('http://localhost:'))).toHaveLength(2);
  await expect(page.frameLocator('#other').locator('#zip')).not.toHaveValue('');
  await expect(question(popup)).toHaveCount(0);
  await expect(popup.page.getByText(/^Filled 5 fields in \d+ ms$/)).toBeVisible();
});
