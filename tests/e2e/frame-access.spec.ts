import type { Page } from '@playwright/test';
import { expect, openPopupOn, test, type PopupPage, readReport } from './support/extension-test';
import { allowSiteInExtensionsPage } from './support/site-access';
import { fillFramesPage } from './support/frames-page';

const OTHER_SITE = 'http://localhost/*';

const question = (popup: PopupPage) => popup.page.getByRole('region', { name: 'Frames on other sites' });
const holdsOtherSite = (popup: PopupPage) =>
  popup.page.evaluate((pattern) => chrome.permissions.contains({ origins: [pattern] }), OTHER_SITE);
const values = (page: Page) =>
  Promise.all([
    page.locator('#top-email').inputValue(),
    page.frameLocator('#same').locator('#city').inputValue(),
    page.frameLocator('#same').locator('#zip').inputValue(),
  ]);

test('a fill that skipped another site’s frame asks to allow it, in plain words', async ({
  context,
  extensionId,
  origin,
}) => {
  const { page, popup } = await fillFramesPage(context, extensionId, origin);
  await expect(question(popup).getByText('1 frame on another site was not filled. Allow?')).toBeVisible();
  await expect(question(popup)).toContainText('access to this site only');
  // Exactly the site it would request, as the browser will be asked for it.
  await expect(question(popup).getByRole('list', { name: 'Sites to allow' }).getByRole('listitem')).toHaveText([
    'http://localhost',
  ]);
  await expect(question(popup).getByRole('button', { name: 'Allow' })).toBeEnabled();
  // The report names the frame and why.
  await popup.page.getByText('What was filled (3)').click();
  const frames = popup.page.getByRole('list', { name: 'Frames not filled' });
  await expect(frames).toContainText(/Frame http:\/\/localhost:\d+\/pages\/frame-inner\.html/);
  await expect(frames).toContainText('Not filled: a frame from another site: Understudy has no permission there');
  await expect(page.frameLocator('#other').locator('#city')).toHaveValue('');
  expect(await holdsOtherSite(popup)).toBe(false);
});

test('granted: Allow requests that site, and the same fill again reaches its frame with the same values', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
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

test('a page’s wildcard and odd frame addresses are never asked for, and many sites are asked for five at a time', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/frames.html`);
  await expect(page.frameLocator('#other').locator('#city')).toBeVisible();
  // A hostile page may name any address in its frames: none of these has a host a permission may name.
  const odd = [
    'https://*/',
    'https://*.example/embed',
    'http://a..b/',
    'https://pay.example./',
    'https://a%2Ab.example/',
  ];
  const sites = Array.from({ length: 6 }, (_, n) => `http://site${n}.test:8080/frame`);
  await page.evaluate(
    (addresses) => {
      for (const address of addresses)
        document.body.append(Object.assign(document.createElement('iframe'), { src: address }));
    },
    [...odd, ...sites],
  );
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');

  await expect(
    question(popup).getByText(
      '7 frames on other sites were not filled. Allow the first 5 sites? 2 more sites are left out for now.',
    ),
  ).toBeVisible();
  await expect(question(popup).getByRole('list', { name: 'Sites to allow' }).getByRole('listitem')).toHaveText([
    'http://localhost',
    'http://site0.test',
    'http://site1.test',
    'http://site2.test',
    'http://site3.test',
  ]);
  // Chromium writes a `*` in a host as %2A; neither form is asked for.
  await expect(question(popup)).not.toContainText('*');
  await expect(question(popup)).not.toContainText('%');
  // The report still names every frame it could not fill, the odd ones with why.
  await popup.page.getByText(/^What was filled/).click();
  await expect(popup.page.getByRole('list', { name: 'Frames not filled' })).toContainText(
    /Frame https:\/\/(\*|%2A)\.example\/embedNot filled: its address has no host Understudy could ask your browser for/,
  );
});
