import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Runs axe-core over `page` with the rules it enables by default (WCAG 2.0 and
 * 2.1 A and AA, and best practices) and returns one readable line per violation.
 * The script goes in through `page.evaluate` (CDP), which an extension page's
 * CSP does not govern, unlike a script tag.
 * @example await axeViolations(popup.page) // ['color-contrast: Elements must … (#locale)']
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
