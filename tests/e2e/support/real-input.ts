import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';

const run = promisify(execFile);

/**
 * Real keyboard and mouse input, sent with xdotool (XTEST) to a headed Chromium
 * on a private X display. Playwright's own input goes through CDP straight to
 * the page, so the browser's accelerators (extension commands) never see it
 * and a right-click menu, once open, cannot be driven; X events go the way a
 * user's do.
 */
export class RealInput {
  constructor(private readonly display: string) {}

  /** Presses a key combination in `page`'s window, e.g. `alt+shift+f` (xdotool's key names). */
  async press(page: Page, keys: string): Promise<void> {
    await this.focusWindowOf(page);
    await this.xdotool('key', keys);
  }

  /**
   * Right-clicks the middle of `target` with the real mouse and waits for
   * Chromium's context menu (a window of its own) to show.
   */
  async openContextMenu(page: Page, target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('The element to right-click is not visible.');
    // The window sits at the screen's origin with nothing below the page, so the
    // page's top-left on screen is the window's minus the toolbar's height.
    const { left, top } = await page.evaluate(() => ({
      left: screenX + outerWidth - innerWidth,
      top: screenY + outerHeight - innerHeight,
    }));
    await this.focusWindowOf(page);
    await this.xdotool(
      'mousemove',
      '--sync',
      String(Math.round(left + box.x + box.width / 2)),
      String(Math.round(top + box.y + box.height / 2)),
    );
    await this.opensWindow(() => this.xdotool('click', '3'));
  }

  /**
   * Presses keys one after another in the open menu; `Right` opens a submenu
   * and waits for it to show before the next key.
   * @example await input.inMenu('Up', 'Up', 'Right', 'Return')
   */
  async inMenu(...keys: string[]): Promise<void> {
    for (const key of keys) {
      if (key === 'Right') await this.opensWindow(() => this.xdotool('key', key));
      else await this.xdotool('key', key);
    }
  }

  /**
   * Answers the browser's own question (a permission prompt) with real keys
   * in `page`'s window, once `asked` resolves (the page shows it is waiting for
   * the answer). The prompt is drawn inside the browser window, not as a window
   * of its own, so it is given a moment to show. Chromium's prompt focuses
   * Deny: `Return` declines, `Tab Return` allows.
   */
  async answerPrompt(page: Page, asked: () => Promise<unknown>, ...keys: string[]): Promise<void> {
    await this.focusWindowOf(page);
    await asked();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const key of keys) await this.xdotool('key', key);
  }

  /** Gives X input focus to the window showing `page` (no window manager: focus is set directly). */
  private async focusWindowOf(page: Page): Promise<void> {
    await page.bringToFront();
    const title = await page.title();
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      for (const id of await this.visibleWindows()) {
        const name = await this.xdotool('getwindowname', id).catch(() => '');
        if (name === `${title} - Chromium`) {
          await this.xdotool('windowfocus', '--sync', id);
          return;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No Chromium window titled "${title} - Chromium" on display ${this.display}`);
  }

  /** Runs `action` and waits until one more window is visible (a menu or submenu opening). */
  private async opensWindow(action: () => Promise<unknown>): Promise<void> {
    const before = (await this.visibleWindows()).length;
    await action();
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      if ((await this.visibleWindows()).length > before) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('No menu opened within 10 s.');
  }

  /** The display's shown top-level windows: Chromium's, and its menus (which have no name or class). */
  private async visibleWindows(): Promise<string[]> {
    // xdotool search exits 1 when nothing matches.
    const found = await this.xdotool('search', '--onlyvisible', '--maxdepth', '1', '--name', '').catch(() => '');
    return found.split('\n').filter(Boolean);
  }

  private async xdotool(...args: string[]): Promise<string> {
    const { stdout } = await run('xdotool', args, { env: { ...process.env, DISPLAY: this.display }, timeout: 10_000 });
    return stdout.trim();
  }
}
