import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { START_FILLER_KEY } from '../../../utils/automation/page-keys';
import type { fillPage } from '../../../utils/automation/playwright';
import type { FillReport } from '../../../utils/fill/fill-report';

export type FillPage = typeof fillPage;

const ROOT = new URL('../../..', import.meta.url).pathname;
export const LIBRARY_FILE = join(ROOT, 'dist/playwright.js');

/** Why the built library cannot be measured, or a warning that it is older than the sources it bundles. */
export function checkLibrary(): { error?: string; warning?: string } {
  if (!existsSync(LIBRARY_FILE)) return { error: `No library in ${LIBRARY_FILE}: run "npm run build:lib" first.` };
  const built = statSync(LIBRARY_FILE).mtimeMs;
  const newer = readdirSync(join(ROOT, 'utils'), { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.tsx?$/.test(path) && statSync(join(ROOT, 'utils', path)).mtimeMs > built,
  );
  return newer.length
    ? { warning: `the library is older than ${newer.length} source file(s) (${newer[0]}, …): run "npm run build:lib".` }
    : {};
}

/** What one fill did, as bench:fill keeps it of a popup fill. */
export interface LibraryFill {
  /** `fillPage` called → its report, timed in Node. */
  ms: number;
  report: Pick<FillReport, 'durationMs' | 'filled' | 'skipped' | 'failed'>;
}

/**
 * One fill of a settled page: the page has drawn two frames since the last fill, so the time is the fill's own
 * and not the page still showing the last fill's values, which a fill of a long page leaves it doing.
 */
export async function timeFill(fill: FillPage, page: Page, seed: number): Promise<LibraryFill> {
  await settled(page);
  const start = performance.now();
  const report = await fill(page, { seed });
  const ms = performance.now() - start;
  const { durationMs, filled, skipped, failed } = report;
  return { ms, report: { durationMs, filled, skipped, failed } };
}

const LOADS_KEY = '__understudyBenchPageScriptLoads';

/**
 * In every frame, before the page's own scripts: counts the page script's
 * evaluations. Each evaluation stores its filler under START_FILLER_KEY,
 * which becomes a property whose setter counts.
 */
function countLoads([key, countKey]: [string, string]): void {
  const global = globalThis as Record<string, unknown>;
  let stored: unknown;
  global[countKey] = 0;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => stored,
    set: (value) => {
      stored = value;
      global[countKey] = (global[countKey] as number) + 1;
    },
  });
}

/**
 * A fresh tab on `url`, loaded, its frames counting the page script's loads.
 */
export async function openCountedPage(context: BrowserContext, url: string, timeoutMs: number): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(countLoads, [START_FILLER_KEY, LOADS_KEY] as [string, string]);
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  return page;
}

/** Resolves once the page has drawn two more frames: loaded and painted, or done showing a fill (as bench:fill's popup fill waits). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}

/** How many times each frame of the page evaluated the page script, the top frame first. */
export function pageScriptLoads(page: Page): Promise<number[]> {
  return Promise.all(
    page.frames().map((frame) => frame.evaluate((key) => Number(globalThis[key as never]), LOADS_KEY)),
  );
}
