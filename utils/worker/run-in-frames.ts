import { browser } from '#imports';
import { PAGE_FILLER_KEY, type PageFillerApi } from '../page-contract/page-filler-api';
import { callPageFiller } from '../page-contract/call-page-filler';
import { explainInjectionError } from '../fill/injection-errors';
import { errorMessage } from '../text/error-message';
import { FillError } from '../fill/fill-error';
import type { FillerDriver, FrameAnswer, Frames } from '../fill/filler-driver';

/**
 * The extension's way into a tab's frames: every frame it may reach (the
 * top one, and frames of the sites it may script), through `browser.scripting`.
 * @example await fillFrames(tabDriver(tabId), options)
 */
export function tabDriver(tabId: number): FillerDriver {
  return {
    inject: () => injectFiller(tabId),
    call: (frames, method, ...args) => callFiller(tabId, frames, method, ...args),
  };
}

/** Injects the filler into every frame it may reach; each answers with its fields, packed (collect-transfer.ts). */
export function injectFiller(tabId: number): Promise<Array<FrameAnswer<string>>> {
  return inFrames(tabId, () =>
    browser.scripting.executeScript({
      target: { tabId, allFrames: true },
      files: ['/filler.js'],
      injectImmediately: true,
    }),
  );
}

/**
 * Calls a method of the filler each page holds (PageFillerApi), in the
 * frames given; a frame without one (reloaded since) answers 'gone'.
 * @example await callFiller(tabId, 'all', 'undo') // [{ frameId: 0, result: { restored: 3, errors: {} } }]
 */
export function callFiller<M extends keyof PageFillerApi>(
  tabId: number,
  frames: Frames,
  method: M,
  ...args: Parameters<PageFillerApi[M]>
): Promise<Array<FrameAnswer<Awaited<ReturnType<PageFillerApi[M]>> | 'gone'>>> {
  return inFrames(tabId, () =>
    browser.scripting.executeScript({
      target: frames === 'all' ? { tabId, allFrames: true } : { tabId, frameIds: [frames] },
      func: callPageFiller,
      // One JSON string: Chrome compiles the arguments into the injected script, and a string literal compiles fastest.
      args: [[PAGE_FILLER_KEY, method, JSON.stringify(args)] as [string, string, string]],
      injectImmediately: true,
    }),
  );
}

/**
 * Every frame's answer; frames that gave none (a page still loading there)
 * are left out. Each script runs as soon as it reaches the page
 * (`injectImmediately`), not in a task queued behind the page's own.
 */
async function inFrames<T>(
  tabId: number,
  run: () => Promise<Array<{ frameId: number; result?: unknown }>>,
): Promise<Array<FrameAnswer<T>>> {
  let results: Array<{ frameId: number; result?: unknown }>;
  for (let attempt = 0; ; attempt += 1) {
    try {
      results = await run();
      break;
    } catch (error) {
      // With activeTab granted the tab's URL is visible; it names what the error message hides.
      const url = await browser.tabs.get(tabId).then(
        (tab) => tab.url ?? '',
        () => '',
      );
      const message = errorMessage(error);
      if (attempt < GRANT_WAITS_MS.length && grantNotYetInPage(message, url)) {
        await new Promise((resolve) => setTimeout(resolve, GRANT_WAITS_MS[attempt]));
        continue;
      }
      throw new FillError(explainInjectionError(message, url));
    }
  }
  return results.filter((frame) => frame.result !== undefined && frame.result !== null) as Array<FrameAnswer<T>>;
}

/** How long to wait before each new try when the page has not yet heard of a grant the browser made. */
const GRANT_WAITS_MS = [50, 150, 400];

/**
 * Chrome sends a shortcut's activeTab grant to the page's process on another
 * channel than the script, so on a busy machine the page can refuse a script
 * the browser allowed. The tab's URL, visible only with the grant, tells that
 * refusal from a page the extension may not reach; a PDF viewer is refused
 * with the same words and stays refused.
 * @example grantNotYetInPage('Cannot access contents of the page. …', 'https://shop.example/') // true
 */
export function grantNotYetInPage(message: string, url: string): boolean {
  return /^https?:/i.test(url) && !/\.pdf(\?|#|$)/i.test(url) && /Cannot access contents of the page/i.test(message);
}
