import type { Page } from '@playwright/test';
import { readReport, test as base } from './extension-test';
import { RealInput } from './real-input';
import { storedTask, taskOutcome } from './task-outcome';
import { startXDisplay, type XDisplay } from './x-display';

/**
 * The extension test with Chromium headed on a private Xvfb display (one per
 * Playwright worker), and `input` to press real keys and open real context
 * menus there. For what only the browser's own UI starts: extension commands
 * and context-menu items.
 */
export const test = base.extend<{ input: RealInput }, { xDisplay: XDisplay }>({
  xDisplay: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
    async ({}, use) => {
      const display = await startXDisplay();
      await use(display);
      await display.close();
    },
    { scope: 'worker' },
  ],
  browserDisplay: async ({ xDisplay }, use) => use(xDisplay.name),
  input: async ({ xDisplay }, use) => use(new RealInput(xDisplay.name)),
});

export const expect = test.expect;

/** The tab's task record and fill report in `storage.session`, read from an extension page. */
export async function taskAndReport(extensionPage: Page, tabId: number) {
  const task = await storedTask(extensionPage, tabId);
  return { task, report: await readReport(extensionPage, tabId).catch(() => undefined) };
}

/** Waits until the tab's task has completed (or fails naming the task's reason); then its record and report. */
export async function completedTask(extensionPage: Page, tabId: number) {
  await expect.poll(async () => taskOutcome((await taskAndReport(extensionPage, tabId)).task)).toBe('completed');
  return taskAndReport(extensionPage, tabId);
}

/** two-forms.html after a fill of the contact form alone: its three fields hold values, the others none. */
export async function expectOnlyContactFormFilled(page: Page): Promise<void> {
  await expect(page.locator('#contact-name')).not.toHaveValue('');
  await expect(page.locator('#contact-email')).toHaveValue(/@/);
  await expect(page.locator('#contact-message')).not.toHaveValue('');
  await expect(page.locator('#news-email')).toHaveValue('');
  await expect(page.locator('#loose-city')).toHaveValue('');
}
