import {
  expect,
  openPopupOn,
  PopupPage,
  stopServiceWorkers,
  tabIdOf,
  test,
  readReport,
} from './support/extension-test';
import type { Page } from '@playwright/test';
import { heldForm } from './support/fixture-server';

/** Records every text the popup's status shows, so a test can see "Filling…" even when a fill is quick. */
async function recordStatus(popup: PopupPage): Promise<() => Promise<string[]>> {
  await popup.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statusTexts: string[] }).statusTexts = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[role=status]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => popup.page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts);
}

async function openFixture(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/pages/${path}`);
}

test('fills a plain form from the popup: spinning, then completed, every field valid, nothing submitted', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const page = await context.newPage();
  await openFixture(page, origin, 'plain-form.html');
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  const statusTexts = await recordStatus(popup);

  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  expect(await statusTexts()).toEqual(['Filling…', 'Completed']);
  await expect(popup.page.getByText(/Filled \d+ fields, skipped 3/)).toBeVisible();

  const form = page.locator('#signup');
  await expect(page.locator('#first')).not.toHaveValue('');
  await expect(page.locator('#last')).not.toHaveValue('');
  await expect(page.locator('input[name=email]')).toHaveValue(/^[^@\s]+@[^@\s]+\.[a-z]+$/i);
  await expect(page.locator('#country')).not.toHaveValue('');
  await expect(page.locator('input[name=terms]')).toBeChecked();
  await expect(page.locator('input[name=plan]:checked')).toHaveCount(1);
  await expect(page.locator('#locked')).toHaveValue('M-1');
  await expect(page.locator('#q')).toHaveValue('');
  await expect(page.locator('#trap')).toHaveValue('');
  expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(true);
  expect(Number(await page.locator('#age').inputValue())).toBeGreaterThanOrEqual(18);
  expect(await page.evaluate(() => document.body.dataset.submitted)).toBeUndefined();
  expect(page.url()).toContain('plain-form.html');

  const report = await readReport(welcomePage, tabId);
  expect(report).toMatchObject({ url: page.url(), skipped: 3, failed: 0 });
  expect(report.fields).toContainEqual(
    expect.objectContaining({ selector: '#first', kind: 'person.firstName', signal: 'label' }),
  );
  expect(report.fields).toContainEqual(expect.objectContaining({ selector: '#locked', skipped: 'disabled' }));
  expect(report.fields).toContainEqual(expect.objectContaining({ selector: '#q', skipped: 'search box' }));
  expect(report.fields).toContainEqual(
    expect.objectContaining({ selector: '#trap', skipped: 'off-screen, where only bots fill' }),
  );
  expect(report.filled).toBe(12);
});

test('fills a React-controlled form so that React state changes', async ({ context, extensionId, origin }) => {
  const page = await context.newPage();
  await openFixture(page, origin, 'react-form.html');
  await expect(page.locator('#state')).toHaveText(/"firstName":""/);
  const { popup } = await openPopupOn(context, extensionId, page);

  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');

  const state = JSON.parse((await page.locator('#state').textContent()) ?? '{}');
  expect(state.firstName).not.toBe('');
  expect(state.email).toMatch(/@/);
  expect(['CA', 'GB']).toContain(state.country);
  expect(state.newsletter).toBe(true);
});

test('a popup closed and reopened mid-task shows the task still spinning, then completed', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  const slow = heldForm(origin);
  await page.goto(slow.url);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Filling…');
  await popup.page.close();

  const reopened = await PopupPage.open(context, extensionId, tabId);
  await expect(reopened.status).toHaveText('Filling…');
  await expect(reopened.fillButton).toBeDisabled();
  await slow.release();
  await expect(reopened.status).toHaveText('Completed');
});

test('a service worker restarted mid-task leaves no spinner spinning: the task ends as failed', async ({
  context,
  extensionId,
  origin,
}) => {
  const page = await context.newPage();
  const slow = heldForm(origin);
  await page.goto(slow.url);
  const { popup } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Filling…');

  await stopServiceWorkers(context, popup.page);
  await popup.reload();
  await expect(popup.status).toHaveText(/^Failed: The background worker stopped before the task finished/);
  await expect(popup.fillButton).toBeEnabled();
  await slow.release();
});

test.describe('pages the browser forbids end as failed with a reason', () => {
  test('a chrome:// page', async ({ context, extensionId }) => {
    const page = await context.newPage();
    await page.goto('chrome://version');
    const tabId = await tabIdOf(context, page);
    const popup = await PopupPage.open(context, extensionId, tabId);
    await popup.fillButton.click();
    await expect(popup.status).toHaveText(
      'Failed: The browser protects its own pages (chrome://, about: and extension pages), so Understudy cannot fill them.',
    );
  });

  test('the Chrome Web Store', async ({ context, extensionId }) => {
    const page = await context.newPage();
    // Offline, the store's address shows an error page, but Chrome refuses by
    // address before anything else, exactly as on the live store.
    const store = 'https://chromewebstore.google.com/category/extensions';
    await page.goto(store).catch(() => undefined);
    const { popup } = await openPopupOn(context, extensionId, page, store);
    await popup.fillButton.click();
    await expect(popup.status).toHaveText(
      'Failed: The browser protects the extension store, so Understudy cannot fill it.',
    );
  });

  test('a PDF document', async ({ context, extensionId, origin }) => {
    const page = await context.newPage();
    await page.goto(`${origin}/pages/sample.pdf`);
    const { popup } = await openPopupOn(context, extensionId, page);
    await popup.fillButton.click();
    await expect(popup.status).toHaveText(
      'Failed: This is a PDF or another document that is not a web page, so it has no fields to fill.',
    );
  });
});
