/**
 * The cold-start row of the scale benchmark (issue 24): a 25-field form filled
 * by the Alt+Shift+F shortcut (real X key presses into a headed Chromium on a
 * private Xvfb display, as tests/e2e/shortcuts.spec.ts does), once with the
 * service worker running and once right after CDP
 * `ServiceWorker.stopAllWorkers`, which Chrome does itself after 30 s idle.
 * No popup wakes the worker first: the shortcut pays for its start.
 * Then the worker's start on its own: script evaluation of background.js from
 * a Chromium trace, and its JS heap once started (CDP `Runtime.getHeapUsage`
 * after a garbage collection), and again after a fill.
 * The same shortcut fills the scale benchmark's pages too (`measureShortcutFills`):
 * nothing is described before the key press, unlike the popup's fill.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  launchWithExtension,
  readReport,
  rememberExtensionId,
  stopServiceWorkers,
  tabIdOf,
  waitForPage,
} from '../../e2e/support/extension-test';
import { RealInput } from '../../e2e/support/real-input';
import { startXDisplay } from '../../e2e/support/x-display';
import { extensionIdOf } from '../fill/run-fill';

const run = promisify(execFile);

export interface ShortcutFill {
  /** Key press → task "completed" in storage.session, both on the machine's clock. */
  ms: number;
  reportMs: number;
  filled: number;
}

export interface WorkerStart {
  /** background.js compile + evaluation on the worker's thread, from a trace. */
  evaluateMs: number;
  /** JS heap in use after a garbage collection, once started and after a fill. */
  heapStarted: number;
  heapAfterFill: number;
}

export interface ColdStart {
  warm: ShortcutFill[];
  cold: ShortcutFill[];
  starts: WorkerStart[];
  /** Fills that did not complete, with why: left out of the medians, and printed. */
  failures: string[];
}

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until Playwright sees no service worker of the extension (it stopped). */
async function workerStopped(context: BrowserContext): Promise<void> {
  for (let i = 0; i < 100 && context.serviceWorkers().length; i++) await pause(50);
}

/** One shortcut fill of `url` in a fresh tab; `cold` stops the worker just before the key press. `loadTimeoutMs`: the scale pages' `--timeout`. */
async function shortcutFill(
  context: BrowserContext,
  welcome: Page,
  input: RealInput,
  display: string,
  url: string,
  cold: boolean,
  loadTimeoutMs = 30_000,
): Promise<ShortcutFill> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: loadTimeoutMs });
    const tabId = await tabIdOf(context, page);
    // Shift alone focuses the page's window (xdotool) and types nothing.
    await input.press(page, 'shift');
    if (cold) {
      await stopServiceWorkers(context, welcome);
      await workerStopped(context);
    }
    await pause(300);
    await welcome.evaluate((key) => {
      const state = window as unknown as { benchDone?: Promise<number | string> };
      state.benchDone = new Promise<number | string>((resolve) => {
        const listener = (changes: Record<string, chrome.storage.StorageChange>) => {
          const task = changes[key]?.newValue as { status?: string; reason?: string } | undefined;
          if (task?.status === 'completed' || task?.status === 'failed' || task?.status === 'cancelled') {
            chrome.storage.session.onChanged.removeListener(listener);
            resolve(
              task.status === 'completed'
                ? performance.timeOrigin + performance.now()
                : `${task.status}: ${task.reason ?? ''}`,
            );
          }
        };
        chrome.storage.session.onChanged.addListener(listener);
      });
    }, `task:${tabId}`);
    const start = now();
    await run('xdotool', ['key', 'alt+shift+f'], { env: { ...process.env, DISPLAY: display } });
    const done = await welcome.evaluate(() => (window as unknown as { benchDone: Promise<number | string> }).benchDone);
    if (typeof done === 'string')
      throw new Error(`the shortcut fill ${cold ? 'after a cold start ' : ''}ended ${done}`);
    const report = await readReport(welcome, tabId);
    return { ms: done - start, reportMs: report.durationMs, filled: report.filled };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** Sends one CDP command to a target through a non-flattened session (Playwright has no worker sessions). */
function sendToTarget(
  cdp: CDPSession,
  sessionId: string,
  method: string,
  params: object = {},
): Promise<Record<string, unknown>> {
  const id = Math.floor(Math.random() * 1e9);
  return new Promise((resolve, reject) => {
    const listener = (event: { sessionId: string; message: string }) => {
      const message = JSON.parse(event.message) as {
        id?: number;
        result?: Record<string, unknown>;
        error?: { message: string };
      };
      if (event.sessionId !== sessionId || message.id !== id) return;
      cdp.off('Target.receivedMessageFromTarget', listener);
      if (message.error) reject(new Error(message.error.message));
      else resolve(message.result ?? {});
    };
    cdp.on('Target.receivedMessageFromTarget', listener);
    void cdp
      .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
      .catch(reject);
  });
}

/** The extension's service worker target, waiting up to 5 s for it to run. */
async function workerTarget(cdp: CDPSession): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find(
      (target) => target.type === 'service_worker' && target.url.endsWith('/background.js'),
    );
    if (worker) return worker.targetId;
    await pause(50);
  }
  throw new Error('no service worker target');
}

/** The service worker's JS heap in use after a garbage collection. */
async function workerHeap(context: BrowserContext): Promise<number> {
  const cdp = await context.browser()!.newBrowserCDPSession();
  try {
    const worker = { targetId: await workerTarget(cdp) };
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
    await sendToTarget(cdp, sessionId, 'HeapProfiler.collectGarbage');
    const { usedSize } = (await sendToTarget(cdp, sessionId, 'Runtime.getHeapUsage')) as { usedSize: number };
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    return usedSize;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/** background.js's compile and evaluation time in a trace, in ms. */
function evaluateMs(trace: string): number {
  const { traceEvents } = JSON.parse(trace) as { traceEvents: TraceEvent[] };
  const ofBackground = (event: TraceEvent) =>
    (event.args?.data?.url ?? event.args?.fileName ?? '').endsWith('/background.js');
  const evaluate = traceEvents.filter(
    (event) => event.name === 'EvaluateScript' && event.ph === 'X' && ofBackground(event),
  );
  return evaluate.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
}

/**
 * Stops the worker, wakes it with an extension page (traced) and reads its
 * heap; then a fill, and its heap again. Playwright may still list a stopped
 * worker, so the page wakes it rather than `liveServiceWorker`.
 */
async function workerStart(
  context: BrowserContext,
  extensionId: string,
  welcome: Page,
  input: RealInput,
  display: string,
  url: string,
): Promise<WorkerStart> {
  await stopServiceWorkers(context, welcome);
  await workerStopped(context);
  await pause(300);
  const browser = context.browser()!;
  await browser.startTracing(undefined, {
    categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline'],
  });
  const waking = await context.newPage();
  await waking.goto(`chrome-extension://${extensionId}/popup.html?tabId=-1`).catch(() => undefined);
  const cdp = await browser.newBrowserCDPSession();
  await workerTarget(cdp).finally(() => cdp.detach().catch(() => undefined));
  await pause(500);
  await waking.close();
  const trace = (await browser.stopTracing()).toString('utf8');
  const heapStarted = await workerHeap(context);
  await shortcutFill(context, welcome, input, display, url, false);
  return { evaluateMs: evaluateMs(trace), heapStarted, heapAfterFill: await workerHeap(context) };
}

interface ShortcutBrowser {
  context: BrowserContext;
  welcome: Page;
  input: RealInput;
  display: string;
  extensionId: string;
}

/**
 * A fresh headed Chromium with the build at `extensionDir` on its own Xvfb
 * display, for `measure`; its first shortcut fill (of `warmUpUrl`) is not counted:
 * the browser's own first-time work (caches, the X window).
 */
async function withShortcutBrowser<T>(
  extensionDir: string,
  warmUpUrl: string,
  log: (line: string) => void,
  measure: (browser: ShortcutBrowser) => Promise<T>,
): Promise<T> {
  const display = await startXDisplay();
  const profileDir = await mkdtemp(join(tmpdir(), 'understudy-scale-cold-'));
  let context: BrowserContext | undefined;
  try {
    context = await launchWithExtension(profileDir, display.name, extensionDir);
    const welcome = await waitForPage(context, 'chrome-extension://', 30_000);
    const extensionId = await extensionIdOf(context);
    rememberExtensionId(context, extensionId);
    const input = new RealInput(display.name);
    await shortcutFill(context, welcome, input, display.name, warmUpUrl, false).catch((error: Error) =>
      log(`  first fill, not counted: ${error.message}`),
    );
    return await measure({ context, welcome, input, display: display.name, extensionId });
  } finally {
    await context?.close().catch(() => undefined);
    await display.close();
    await rm(profileDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * `runs` rounds on a fresh headed Chromium with the build at `extensionDir`:
 * each round a warm and a cold shortcut fill (their order alternating), and one
 * measured worker start.
 */
export async function measureColdStart(
  extensionDir: string,
  url: string,
  runs: number,
  log: (line: string) => void,
): Promise<ColdStart> {
  return withShortcutBrowser(extensionDir, url, log, async ({ context, welcome, input, display, extensionId }) => {
    const result: ColdStart = { warm: [], cold: [], starts: [], failures: [] };
    for (let round = 0; round < runs; round++) {
      for (const cold of round % 2 ? [true, false] : [false, true]) {
        try {
          const fill = await shortcutFill(context, welcome, input, display, url, cold);
          (cold ? result.cold : result.warm).push(fill);
          log(
            `  ${cold ? 'cold' : 'warm'} shortcut fill ${round + 1}/${runs}: ${fill.ms.toFixed(0)} ms (report ${fill.reportMs} ms, filled ${fill.filled})`,
          );
        } catch (error) {
          // One fill that did not complete must not lose the others' figures: it is counted and said.
          result.failures.push((error as Error).message);
          log(`  ${cold ? 'cold' : 'warm'} shortcut fill ${round + 1}/${runs}: ${(error as Error).message}`);
        }
      }
      const start = await workerStart(context, extensionId, welcome, input, display, url);
      result.starts.push(start);
      log(
        `  worker start ${round + 1}/${runs}: evaluate ${start.evaluateMs.toFixed(1)} ms, heap ${(start.heapStarted / 1e6).toFixed(1)} MB, after a fill ${(start.heapAfterFill / 1e6).toFixed(1)} MB`,
      );
    }
    return result;
  });
}

/**
 * `runs` warm shortcut fills of each page in `urls` (a round over all of them
 * at a time), with nothing prepared before the key press: describing, planning
 * and writing all come after it, as for a shortcut or context-menu fill. One
 * list of fills per page; a fill that did not complete is logged and left out.
 */
export async function measureShortcutFills(
  extensionDir: string,
  warmUpUrl: string,
  urls: readonly string[],
  runs: number,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<ShortcutFill[][]> {
  return withShortcutBrowser(extensionDir, warmUpUrl, log, async ({ context, welcome, input, display }) => {
    const fills: ShortcutFill[][] = urls.map(() => []);
    for (let round = 0; round < runs; round++) {
      for (const [i, url] of urls.entries()) {
        try {
          const fill = await shortcutFill(context, welcome, input, display, url, false, timeoutMs);
          fills[i]!.push(fill);
          log(
            `  shortcut fill of ${url}, ${round + 1}/${runs}: ${fill.ms.toFixed(0)} ms (report ${fill.reportMs} ms, filled ${fill.filled})`,
          );
        } catch (error) {
          log(`  shortcut fill of ${url}, ${round + 1}/${runs}: ${(error as Error).message}`);
        }
      }
    }
    return fills;
  });
}
