/// <reference types="chrome" />
import type { BrowserContext } from '@playwright/test';

/**
 * Allows the extension on one site the way a user does it outside the popup:
 * chrome://extensions → Understudy → Details → Site access → "On specific
 * sites" → Add. The page does that through its own `chrome.developerPrivate`
 * API, which this calls. It does not answer the popup's permission prompt
 * (automation cannot reach that browser dialog); it makes a later
 * `permissions.request` for the same origin resolve true without one, as it
 * does for a user who allowed the site there first. Until that request, the
 * extension does not hold the origin: `permissions.contains` says false.
 */
export async function allowSiteInExtensionsPage(
  context: BrowserContext,
  extensionId: string,
  pattern: string,
): Promise<void> {
  const page = await context.newPage();
  await page.goto('chrome://extensions');
  await page.evaluate(
    ([id, host]) =>
      (
        chrome as unknown as { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } }
      ).developerPrivate.addHostPermission(id, host),
    [extensionId, pattern] as const,
  );
  await page.close();
}
