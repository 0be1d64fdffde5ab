import type { BrowserContext, Locator, Page } from '@playwright/test';

/** The popup, opened as a page that acts on one tab (`popup.html?tabId=N`). */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string, tabId: number): Promise<PopupPage> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
    return new PopupPage(page);
  }

  get fillButton(): Locator {
    return this.page.getByRole('button', { name: 'Fill page' });
  }

  get status(): Locator {
    return this.page.getByRole('status');
  }

  async reload(): Promise<void> {
    await this.page.reload();
  }
}
