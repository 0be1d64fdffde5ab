/// <reference types="chrome" />
import type { Page } from '@playwright/test';
import { expect, fillFromPopup, openPopupOn, readReport, test } from './support/extension-test';
import { heldForm } from './support/fixture-server';

/** Everything storage.session holds now, by key, as the extension sees it. */
function session(extensionPage: Page): Promise<Record<string, unknown>> {
  return extensionPage.evaluate(() => chrome.storage.session.get(null));
}

/** The plain form with `count` more fields, each labelled by the same long text: its report is about `count` × `labelLength` bytes. */
async function openLongLabelledForm(page: Page, origin: string, count: number, labelLength: number): Promise<void> {
  await page.goto(`${origin}/pages/plain-form.html`);
  await page.evaluate(
    ({ count, labelLength }) => {
      const label = `Notes ${'lorem ipsum '.repeat(labelLength / 12)}`;
      const form = document.createElement('form');
      for (let row = 0; row < count; row++)
        form.insertAdjacentHTML('beforeend', `<input id="extra-${row}" aria-label="${label}">`);
      document.body.append(form);
    },
    { count, labelLength },
  );
}

// Bug: storage.session (10 MB, shared by every tab) refused a report this large
// once another tab's was stored; the report was dropped, and with it Undo,
// although the page still held its undo log.
test('reports too large for storage.session are stored shortened, saying so, and Undo still works on each tab', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  test.setTimeout(90_000);
  const tabs: Array<{ page: Page; tabId: number }> = [];
  for (let round = 0; round < 2; round++) {
    const page = await context.newPage();
    // About 6 MB of report each: two would pass the 10 MB storage.session holds.
    await openLongLabelledForm(page, origin, 300, 20_000);
    const { popup, tabId } = await openPopupOn(context, extensionId, page);
    await popup.fillButton.click();
    await expect(popup.status).toHaveText('Completed', { timeout: 30_000 });
    await expect(page.locator('#extra-299')).not.toHaveValue('');
    tabs.push({ page, tabId });

    const report = await readReport(welcomePage, tabId);
    expect(report.truncated?.kept).toBe(report.fields.length);
    expect(report.truncated?.of).toBeGreaterThan(report.fields.length);
    expect(report.filled).toBeGreaterThanOrEqual(300);
    await expect(popup.page.getByText(/^What was filled \(\d+ of \d+ listed\)$/)).toBeVisible();
    await popup.page.getByText('What was filled').click();
    await expect(popup.page.getByText(/fields are listed: the whole list was too long to keep\.$/)).toBeVisible();

    await popup.page.getByRole('button', { name: 'Undo' }).click();
    await expect(popup.page.getByText(/^Restored \d+ fields$/)).toBeVisible();
    await expect(page.locator('#extra-0')).toHaveValue('');
    await popup.page.close();
  }
  const inUse = await welcomePage.evaluate(() => chrome.storage.session.getBytesInUse(null));
  expect(inUse).toBeLessThan(6 * 1024 * 1024 + 100_000);
});

// Bug: the tab's clean-up ran when it closed, and the fill's end stored its task again after it.
test('a tab closed during a fill leaves neither task nor report in storage.session', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  // The fill holds in the page as it writes its field, until the tab closes.
  await page.goto(heldForm(origin).url);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Filling…');
  expect(Object.keys(await session(welcomePage))).toContain(`task:${tabId}`);

  await page.close();
  const left = async () => Object.keys(await session(welcomePage)).filter((key) => key.endsWith(`:${tabId}`));
  await expect.poll(left).toEqual([]);
  // The closed tab's fill ended when its tab closed: a fill started after it, on another tab, ends after it.
  await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  expect(await left()).toEqual([]);
});

// Bug: the fill ran while its start was being stored, so with storage.session
// full the page was filled anyway, and the refusal was an unhandled rejection.
test('a fill whose start storage.session refuses does not run, and the popup says why', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/plain-form.html`);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  // Another part of the extension has all but filled storage.session: no task fits any more.
  await welcomePage.evaluate(async () => {
    const room = chrome.storage.session.QUOTA_BYTES - (await chrome.storage.session.getBytesInUse(null));
    await chrome.storage.session.set({ ballast: 'x'.repeat(room - 'ballast'.length - 50) });
  });

  await popup.fillButton.click();
  await expect(popup.page.getByRole('alert')).toHaveText(
    /^Understudy could not record the task, so it did not start: .*quota/i,
  );
  await expect(popup.fillButton).toBeEnabled();
  // A fill started after the refused one, on another tab, ends after anything the refused one could have written.
  await welcomePage.evaluate(() => chrome.storage.session.remove('ballast'));
  await fillFromPopup(context, extensionId, `${origin}/pages/plain-form.html`);
  await expect(page.locator('#first')).toHaveValue('');
  expect(Object.keys(await session(welcomePage))).not.toContain(`task:${tabId}`);
});
