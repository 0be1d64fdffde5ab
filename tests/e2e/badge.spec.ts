import type { BrowserContext } from '@playwright/test';
import { expect, fillFromPopup, liveServiceWorker, openPopupOn, test, readReport } from './support/extension-test';
import { heldForm } from './support/fixture-server';

/** The toolbar button's badge and tooltip for a tab, as the extension set them. */
async function badgeOf(context: BrowserContext, tabId: number) {
  const worker = await liveServiceWorker(context);
  return worker.evaluate(
    async (id) => ({
      text: await chrome.action.getBadgeText({ tabId: id }),
      color: await chrome.action.getBadgeBackgroundColor({ tabId: id }),
      title: await chrome.action.getTitle({ tabId: id }),
    }),
    tabId,
  );
}

const GREEN = [0x1a, 0x7f, 0x37, 255];
const RED = [0xcf, 0x22, 0x2e, 255];

test('the badge shows … while a fill runs, then the number of fields filled in green, and clears when the tab navigates', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  // The fill holds in the page until released, so the running badge is there to see.
  const slow = heldForm(origin);
  await page.goto(slow.url);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  expect((await badgeOf(context, tabId)).text).toBe('');

  await popup.fillButton.click();
  await expect.poll(async () => (await badgeOf(context, tabId)).text).toBe('…');
  expect((await badgeOf(context, tabId)).title).toBe('Understudy: filling the page…');

  await slow.release();
  await expect(popup.status).toHaveText('Completed', { timeout: 15_000 });
  await expect.poll(async () => (await badgeOf(context, tabId)).text).toBe('1');
  expect(await badgeOf(context, tabId)).toEqual({ text: '1', color: GREEN, title: 'Understudy: Filled 1 field' });

  await page.goto(`${origin}/pages/plain-form.html`);
  await expect.poll(async () => (await badgeOf(context, tabId)).text).toBe('');
  expect((await badgeOf(context, tabId)).title).toBe('Understudy');
});

test('the badge counts every field filled, and a failed fill shows ! in red with the reason in its tooltip', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const { tabId } = await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  const report = await readReport(welcomePage, tabId);
  expect(report.filled).toBeGreaterThan(5);
  await expect.poll(async () => (await badgeOf(context, tabId)).text).toBe(String(report.filled));
  expect((await badgeOf(context, tabId)).color).toEqual(GREEN);

  const pdf = await context.newPage();
  await pdf.goto(`${origin}/pages/sample.pdf`);
  const failed = await openPopupOn(context, extensionId, pdf);
  await failed.popup.fillButton.click();
  await expect(failed.popup.status).toHaveText(/^Failed: /);
  await expect.poll(async () => (await badgeOf(context, failed.tabId)).text).toBe('!');
  expect(await badgeOf(context, failed.tabId)).toEqual({
    text: '!',
    color: RED,
    title: 'Understudy: failed. This is a PDF or another document that is not a web page, so it has no fields to fill.',
  });
  // Each tab keeps its own badge.
  expect((await badgeOf(context, tabId)).text).toBe(String(report.filled));
});
