import type { Page } from '@playwright/test';

/** Everything the page's console says at error or warning level, and uncaught errors, from now on. */
export function consoleTrouble(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}
