import { createServer } from 'node:http';
import type { BrowserContext, Worker } from '@playwright/test';
import { hostilePage } from '../fuzz/hostile-page';
import { listenOnLoopback, type LocalServer } from './support/fixture-server';
import { clickToolbarButton, expect, liveServiceWorker, PopupPage, test } from './support/extension-test';
import { storedTask, taskOutcome } from './support/task-outcome';

/*
 * The fuzzer: seeded hostile pages (tests/fuzz/hostile-page.ts) filled from the
 * popup in real Chromium. Every fill must end within the task's limit, submit
 * and navigate nothing, leave the worker answering, and put no error of
 * Understudy's on any console. `npm test` fills a short slice, seeds 1 to 25;
 * `npm run fuzz` fills 300 from a random seed, `npm run fuzz -- --pages 3000` more.
 */
const PAGES = Number(process.env.FUZZ_PAGES ?? 25);
const FIRST_SEED = Number(process.env.FUZZ_SEED ?? 1);
const PER_TEST = 25;
/** The task runner's limit, and a margin for the popup to see the end. */
const TASK_LIMIT_MS = 60_000 + 5_000;

/** Serves each seed's page, and counts every other request: a submission or a navigation. */
async function startFuzzServer(): Promise<LocalServer & { strayRequests: string[] }> {
  const strayRequests: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const seed = /^\/fuzz\/(\d+)\.html$/.exec(path)?.[1];
    if (seed) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostilePage(Number(seed)).html);
      return;
    }
    if (path !== '/favicon.ico') strayRequests.push(`${request.method} ${request.url}`);
    response
      .writeHead(path === '/favicon.ico' ? 204 : 200, { 'content-type': 'text/html' })
      .end('<p>left the page</p>');
  });
  return Object.assign(await listenOnLoopback(server), { strayRequests });
}

/** Errors and warnings Understudy's own code writes: its pages', its worker's, and its scripts' in the page. */
function understudyConsole(context: BrowserContext, worker: Worker, extensionId: string): string[] {
  const seen: string[] = [];
  const ours = `chrome-extension://${extensionId}/`;
  const note = (where: string) => (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      (where !== 'page' || message.location().url.startsWith(ours))
    )
      seen.push(`${where}: ${message.text()}`);
  };
  worker.on('console', note('worker'));
  context.on('console', (message) => {
    const page = message.page();
    note(page?.url().startsWith(ours) ? 'extension page' : 'page')(message);
  });
  return seen;
}

const batches = Array.from({ length: Math.ceil(PAGES / PER_TEST) }, (_, index) => FIRST_SEED + index * PER_TEST);

for (const first of batches) {
  const seeds = Array.from({ length: Math.min(PER_TEST, FIRST_SEED + PAGES - first) }, (_, index) => first + index);
  test(`hostile pages, seeds ${seeds[0]} to ${seeds.at(-1)}: every fill ends in time, submits and navigates nothing, and Understudy stays quiet`, async ({
    context,
    extensionId,
    serviceWorker,
    welcomePage,
  }) => {
    test.setTimeout(seeds.length * TASK_LIMIT_MS);
    const server = await startFuzzServer();
    const trouble = understudyConsole(context, serviceWorker, extensionId);
    const page = await context.newPage();
    let popup: PopupPage | undefined;
    let lastTask: string | undefined;
    try {
      for (const seed of seeds) {
        const { traits, controls } = hostilePage(seed);
        const name = `seed ${seed} (${controls} controls; ${traits.join(', ') || 'plain'})`;
        server.strayRequests.length = 0;
        const address = `${server.origin}/fuzz/${seed}.html`;
        await page.goto(address);
        const tabId = await clickToolbarButton(context, extensionId, page, address);
        // A window of its own, as the real popup: beside the page, neither hides the other (hidden tabs are throttled).
        popup ??= await PopupPage.openInWindow(context, extensionId, tabId, await liveServiceWorker(context));
        await expect(popup.fillButton, name).toBeEnabled();
        await popup.fillButton.click();

        const started = Date.now();
        let task = await storedTask(welcomePage, tabId);
        while ((!task || task.id === lastTask || task.status === 'spinning') && Date.now() - started < TASK_LIMIT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          task = await storedTask(welcomePage, tabId);
        }
        expect(taskOutcome(task), `${name}: the task did not end within its limit`).toMatch(/^(completed|failed)/);
        lastTask = task!.id;
        // The page's own timers, set as the fill's events reached it, run before one set after them.
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);

        expect(server.strayRequests, `${name}: the page submitted or navigated`).toEqual([]);
        expect(page.url(), `${name}: the page navigated`).toBe(address);
        expect(
          await page.evaluate(() => (window as unknown as { __fuzz?: { submitted: number } }).__fuzz?.submitted),
          `${name}: a form was submitted`,
        ).toBe(0);
        const pinged = Date.now();
        await (await liveServiceWorker(context)).evaluate(() => 1);
        expect(Date.now() - pinged, `${name}: the worker did not answer at once`).toBeLessThan(2_000);
        expect(trouble, `${name}: Understudy wrote to a console`).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });
}
