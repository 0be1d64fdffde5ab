import type { Page } from '@playwright/test';
import { expect, openPopupOn, test } from './support/extension-test';
import { OptionsPage } from './support/options-page';

/** Collects console errors and uncaught exceptions of a page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the popup after a fill and the options page render without console errors (screenshots in test-results)', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}, testInfo) => {
  const welcomeErrors = consoleErrors(welcomePage);
  await expect(welcomePage.getByRole('dialog')).toBeVisible();
  await welcomePage.setViewportSize({ width: 900, height: 560 });
  await welcomePage.screenshot({ path: testInfo.outputPath('options-welcome.png') });
  await welcomePage.getByRole('button', { name: 'Close' }).click();

  const page = await context.newPage();
  const pageErrors = consoleErrors(page);
  await page.goto(`${origin}/pages/plain-form.html`);
  const { popup } = await openPopupOn(context, extensionId, page);
  const popupErrors = consoleErrors(popup.page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  await popup.page.setViewportSize({ width: 360, height: 200 });
  await popup.page.locator('main').screenshot({ path: testInfo.outputPath('popup-completed.png') });
  await page.screenshot({ path: testInfo.outputPath('form-filled.png'), fullPage: true });

  // The main actions fit the popup without scrolling.
  const overflow = await popup.page.evaluate(() => document.documentElement.scrollWidth > 360);
  expect(overflow).toBe(false);

  const options = await OptionsPage.open(context, extensionId);
  const optionsErrors = consoleErrors(options.page);
  await options.page.reload();
  await expect(options.page.locator('[data-loaded=true]')).toBeVisible();
  // The shortcuts as Chromium really bound them from the manifest.
  const shortcuts = options.page.getByRole('region', { name: 'Keyboard shortcuts' });
  for (const keys of ['Alt+Shift+F', 'Alt+Shift+G', 'Alt+Shift+J', 'Alt+Shift+E'])
    await expect(shortcuts.getByText(keys)).toBeVisible();
  await options.page.screenshot({ path: testInfo.outputPath('options.png'), fullPage: true });

  expect({ welcomeErrors, pageErrors, popupErrors, optionsErrors }).toEqual({
    welcomeErrors: [],
    pageErrors: [],
    popupErrors: [],
    optionsErrors: [],
  });
});
