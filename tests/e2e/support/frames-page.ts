import type { BrowserContext } from '@playwright/test';
import { expect, openPopupOn } from './extension-test';

/**
 * frames.html on 127.0.0.1 embeds frame-inner.html twice: from 127.0.0.1 (same
 * site: activeTab reaches it) and from localhost (another site: it needs the
 * optional host permission for http://localhost/*). Opens it, fills it from
 * the popup and waits for the fill to complete.
 */
export async function fillFramesPage(context: BrowserContext, extensionId: string, origin: string) {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/frames.html`);
  await expect(page.frameLocator('#other').locator('#city')).toBeVisible();
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await expect(popup.status).toHaveText('Completed');
  return { page, popup, tabId };
}

/** The origin patterns the extension holds now. */
export const grantedOrigins = (extensionPage: import('@playwright/test').Page) =>
  extensionPage.evaluate(() => chrome.permissions.getAll().then((all) => all.origins ?? []));
