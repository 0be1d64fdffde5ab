/// <reference types="chrome" />
import type { BrowserContext, Locator, Page, Worker } from '@playwright/test';

/** The popup, opened as a page that acts on one tab (`popup.html?tabId=N`). */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(context: BrowserContext, extensionId: string, tabId: number): Promise<PopupPage> {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
    return new PopupPage(page);
  }

  /**
   * The popup in a small window of its own, beside the page, as the real one
   * opens over it: the page's tab stays active and visible, and there is no
   * address bar in the way. In a tab (`open`), a new tab's focus starts in the
   * address bar, and the first click moves it out: Chrome then lays out and
   * paints its toolbar during the fill (docs/decisions/0013-benchmark-popup-in-a-window.md).
   */
  static async openInWindow(
    context: BrowserContext,
    extensionId: string,
    tabId: number,
    worker: Worker,
  ): Promise<PopupPage> {
    const url = `chrome-extension://${extensionId}/popup.html?tabId=${tabId}`;
    const opened = context.waitForEvent('page', (page) => page.url() === url);
    await worker.evaluate(
      (address) => chrome.windows.create({ url: address, type: 'popup', width: 420, height: 640 }),
      url,
    );
    const page = await opened;
    await page.waitForLoadState();
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
