import type { BrowserContext, Locator, Page } from '@playwright/test';

/** The options page and its announcement modal. */
export class OptionsPage {
  constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string): Promise<OptionsPage> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await page.getByRole('heading', { name: 'General' }).waitFor();
    return new OptionsPage(page);
  }

  /** Opens the page, retrying while a restarting extension still refuses its URLs. */
  static async openWhenReady(context: BrowserContext, extensionId: string, timeoutMs = 10_000): Promise<OptionsPage> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await OptionsPage.open(context, extensionId);
      } catch (error) {
        if (Date.now() > until) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  get dontShowAgain(): Locator {
    return this.dialog.getByRole('checkbox', { name: 'Don’t show announcements again' });
  }

  get suppressToggle(): Locator {
    return this.page.getByRole('switch', { name: 'Don’t show announcements' });
  }

  get pageLanguageToggle(): Locator {
    return this.page.getByRole('switch', { name: 'Use the page’s language' });
  }

  /** Settings exactly as chrome.storage.sync holds them. */
  syncStorage(): Promise<Record<string, unknown>> {
    return this.page.evaluate(() => chrome.storage.sync.get(null));
  }
}
