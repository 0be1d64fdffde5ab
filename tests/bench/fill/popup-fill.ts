/// <reference types="chrome" />
import { writeFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { clickToolbarButton, liveServiceWorker, PopupPage, readReport } from '../../e2e/support/extension-test';
import type { FillReport } from '../../../utils/fill/fill-report';
import {
  CLICK_MARK,
  COMPLETED_MARK,
  SAMPLING_CATEGORIES,
  TRACE_CATEGORIES,
  tracePhases,
  type TracePhases,
} from './trace';

export interface PopupFill {
  /** Popup click → status "Completed" in the popup's DOM, timed in the popup. */
  endToEndMs: number;
  /** `unfilled`: why fields were skipped or failed, by reason, the commonest first. */
  report: Pick<FillReport, 'durationMs' | 'filled' | 'skipped' | 'failed'> & {
    fields: number;
    unfilled: Array<[reason: string, count: number]>;
  };
  /** The same fill's phases from a Chromium trace, or why there are none. */
  phases: TracePhases | string;
}

/**
 * From the popup shown to the click: no one clicks within milliseconds. A new
 * window's first frames (its tab icon's throbber, the browser drawing it) run
 * for a few hundred milliseconds; clicking at once puts them inside the timed
 * fill (docs/decisions/0013-benchmark-popup-in-a-window.md).
 */
const USER_PAUSE_MS = 500;

interface BenchWindow {
  understudyBench: { clicked: number; completed: number; failed: string };
}

/**
 * One fill the way a user starts it, on a fresh tab (so nothing is left of a
 * previous fill): open the page, click the toolbar button (grants activeTab;
 * the popup it opens has the page described for its fill, PreparedFills),
 * open the popup for that tab (in a window beside it), click "Fill page", wait for "Completed".
 * With `changePage`, the page changes its markup just before the click (an
 * attribute on its body), as a page's own script may: the prepared fields
 * cannot stand for it, and the fill describes the page after the click.
 * With `traceFile`, the trace also samples V8 in every process (the page, the
 * service worker, the popup) and is saved there for DevTools' Performance
 * panel; sampling slows the fill, so its figures are not comparable.
 * `trace: false` takes no trace (the scale benchmark's pages are too long for one per fill).
 */
export async function popupFill(
  context: BrowserContext,
  extensionId: string,
  url: string,
  timeoutMs: number,
  traceFile?: string,
  changePage = false,
  trace = true,
): Promise<PopupFill> {
  const page = await context.newPage();
  let popup: PopupPage | undefined;
  const browser = context.browser();
  let tracing = false;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    // Shown before the user reaches for the toolbar: `load` comes before the first frame, and a
    // 10,000-field page's first paint (a quarter of a second) otherwise runs while the popup prepares.
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    // From before the toolbar click: the trace holds the preparation too.
    if (browser && trace) {
      await browser.startTracing(undefined, {
        categories: traceFile ? [...TRACE_CATEGORIES, ...SAMPLING_CATEGORIES] : TRACE_CATEGORIES,
      });
      tracing = true;
    }
    const tabId = await clickToolbarButton(context, extensionId, page);
    // Beside the page, not over it in a tab of its own: see PopupPage.openInWindow.
    popup = await PopupPage.openInWindow(context, extensionId, tabId, await liveServiceWorker(context));
    // Shown, and enabled once the popup knows its tab (click() below waits for that too).
    await popup.fillButton.waitFor({ state: 'visible', timeout: timeoutMs });
    // A person needs half a second at least to find the button and click it;
    // the popup's window settles meanwhile (see USER_PAUSE_MS).
    await popup.page.waitForTimeout(USER_PAUSE_MS);
    if (changePage) await page.evaluate(() => document.body.setAttribute('data-bench-changed', ''));
    await popup.page.evaluate(
      ([clickMark, completedMark]) => {
        const state = { clicked: 0, completed: 0, failed: '' };
        (window as unknown as BenchWindow).understudyBench = state;
        window.addEventListener(
          'click',
          () => {
            if (state.clicked) return;
            state.clicked = performance.now();
            performance.mark(clickMark!);
          },
          true,
        );
        new MutationObserver(() => {
          if (!state.clicked || state.completed || state.failed) return;
          const text = document.querySelector('[role=status]')?.textContent ?? '';
          if (text === 'Completed') {
            state.completed = performance.now();
            performance.mark(completedMark!);
          } else if (/^(Failed|Cancelled)/.test(text)) {
            state.failed = text;
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      },
      [CLICK_MARK, COMPLETED_MARK],
    );
    await popup.fillButton.click({ timeout: timeoutMs });
    await popup.page.waitForFunction(
      () => {
        const state = (window as unknown as BenchWindow).understudyBench;
        return state.completed > 0 || state.failed !== '';
      },
      null,
      { timeout: timeoutMs, polling: 20 },
    );
    const traced = tracing ? (await browser!.stopTracing()).toString('utf8') : '';
    tracing = false;
    if (traceFile && traced) writeFileSync(traceFile, traced);
    const state = await popup.page.evaluate(() => (window as unknown as BenchWindow).understudyBench);
    if (state.failed) throw new Error(`the fill ended "${state.failed}"`);
    const report = await readReport(popup.page, tabId);
    if (!report) throw new Error('no report was saved for the fill');
    return {
      endToEndMs: state.completed - state.clicked,
      report: {
        durationMs: report.durationMs,
        filled: report.filled,
        skipped: report.skipped,
        failed: report.failed,
        fields: report.fields.length,
        unfilled: unfilledReasons(report),
      },
      phases: traced ? tracePhases(traced, extensionId) : 'no trace taken',
    };
  } finally {
    if (tracing) await browser!.stopTracing().catch(() => undefined);
    await popup?.page.close().catch(() => undefined);
    await page.close().catch(() => undefined);
  }
}

/**
 * PASS only when the target is met and the fills did their work too: nothing failed, and each
 * filled at least 90% of what the floor wrote (so a fill that does nothing cannot look fast).
 */
export function verdict(ok: boolean, fills: PopupFill[], expectedWrites: number): string {
  const worst = fills.reduce((a, b) => (b.report.filled < a.report.filled ? b : a), fills[0]!);
  const failed = Math.max(...fills.map((fill) => fill.report.failed));
  if (failed > 0) return `MISS (${failed} fields failed)`;
  if (worst.report.filled < expectedWrites * 0.9)
    return `MISS (filled only ${worst.report.filled} of ${expectedWrites})`;
  return ok ? 'PASS' : 'MISS';
}

/** Why a report left fields unfilled, by reason, the commonest first. */
function unfilledReasons(report: FillReport): Array<[string, number]> {
  const reasons = new Map<string, number>();
  for (const field of report.fields) {
    const reason = field.error ? `failed: ${field.error}` : field.skipped && `${field.kind} skipped: ${field.skipped}`;
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return [...reasons].sort((a, b) => b[1] - a[1]);
}
