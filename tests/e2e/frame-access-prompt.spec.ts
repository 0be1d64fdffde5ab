import { expect, test } from './support/headed-extension-test';
import { readReport, type PopupPage } from './support/extension-test';
import { fillFramesPage, grantedOrigins } from './support/frames-page';
import type { RealInput } from './support/real-input';

/*
 * The popup's Allow, answered in Chromium's own permission prompt with real
 * keys (headed Chromium on a private Xvfb display, see headed-extension-test.ts).
 * frames.html embeds frame-inner.html from localhost, another site than the
 * page's 127.0.0.1. The prompt focuses Deny: Return declines, Tab Return allows.
 */

async function askAndAnswer(popup: PopupPage, input: RealInput, keys: string[]): Promise<void> {
  const allow = popup.page
    .getByRole('region', { name: 'Frames on other sites' })
    .getByRole('button', { name: 'Allow' });
  // The button waits, disabled, while the browser asks.
  await input.answerPrompt(
    popup.page,
    async () => {
      await allow.click();
      await expect(allow).toBeDisabled();
    },
    ...keys,
  );
}

test('refused in the browser’s prompt: the other site’s frame stays empty, the popup says so calmly, the report keeps naming it', async ({
  context,
  extensionId,
  origin,
  input,
  welcomePage,
}) => {
  const { page, popup, tabId } = await fillFramesPage(context, extensionId, origin);
  await askAndAnswer(popup, input, ['Return']);

  await expect(
    popup.page.getByText('Not allowed, so that frame stays unfilled. The rest of the page is filled as before.'),
  ).toBeVisible();
  expect(await grantedOrigins(popup.page)).toEqual([]);
  await expect(page.frameLocator('#other').locator('#city')).toHaveValue('');
  await expect(page.frameLocator('#same').locator('#city')).not.toHaveValue('');
  const report = await readReport(welcomePage, tabId);
  expect(report.skippedFrames?.map((frame) => frame.reason)).toEqual([
    'a frame from another site: Understudy has no permission there',
  ]);
});

test('granted in the browser’s prompt: only that site is allowed, and the same fill reaches its frame', async ({
  context,
  extensionId,
  origin,
  input,
  welcomePage,
}) => {
  const { page, popup, tabId } = await fillFramesPage(context, extensionId, origin);
  const seed = (await readReport(welcomePage, tabId)).seed;
  await askAndAnswer(popup, input, ['Tab', 'Return']);

  await expect(page.frameLocator('#other').locator('#city')).not.toHaveValue('', { timeout: 15_000 });
  await expect(popup.status).toHaveText('Completed');
  expect(await grantedOrigins(popup.page)).toEqual(['http://localhost/*']);
  const report = await readReport(welcomePage, tabId);
  expect(report.seed).toBe(seed);
  expect(report.skippedFrames).toBeUndefined();
});
