/// <reference types="chrome" />
import { chromium, test as base, type BrowserContext, type Locator, type Page, type Worker } from '@playwright/test';
import type { FillReport } from '../../../utils/fill/fill-report';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, EXTENSION_DIR } from './paths';
import { startFixtureServer } from './fixture-server';
import { PopupPage } from './popup-page';
import { storedTask, taskOutcome } from './task-outcome';

export interface ExtensionFixtures {
  context: BrowserContext;
  extensionId: string;
  /** Origin of the local fixture server, e.g. http://127.0.0.1:43210 */
  origin: string;
  /** The options tab the extension opens on first install. */
  welcomePage: Page;
  /** An X display to run Chromium headed on, or undefined for headless (see headed-extension-test.ts). */
  browserDisplay: string | undefined;
}

/** A fresh browser profile with the built extension loaded, per test. */
export const test = base.extend<ExtensionFixtures & { serviceWorker: Worker; profileDir: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  origin: async ({}, use) => {
    const server = await startFixtureServer();
    await use(server.origin);
    await server.close();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  profileDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'understudy-profile-'));
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form.
  browserDisplay: async ({}, use) => use(undefined),
  context: async ({ profileDir, browserDisplay }, use) => {
    const context = await launchWithExtension(profileDir, browserDisplay);
    // A first install opens the welcome tab, possibly by taking over a blank tab:
    // wait for it, or it may hijack the test's first navigation.
    await waitForPage(context, 'chrome-extension://');
    await use(context);
    await context.close();
  },
  serviceWorker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ context, serviceWorker }, use) => {
    const extensionId = new URL(serviceWorker.url()).host;
    rememberExtensionId(context, extensionId);
    await use(extensionId);
  },
  welcomePage: async ({ context, extensionId }, use) => {
    await use(await waitForPage(context, `chrome-extension://${extensionId}/options.html`));
  },
});

export const expect = test.expect;

/**
 * Starts Chromium on a profile with the built extension loaded; the same profile
 * again is a browser restart. With `display` (an X display such as ":7") it runs
 * headed there, in one 1280x800 window at the screen's origin, at its real size.
 * `extensionDir` is another build to load (the fill benchmark compares two);
 * `extraArgs` more Chromium switches (`--lang=de` for the interface's language).
 */
export function launchWithExtension(
  profileDir: string,
  display?: string,
  extensionDir = EXTENSION_DIR,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const args = [
    ...extraArgs,
    `--disable-extensions-except=${extensionDir}`,
    `--load-extension=${extensionDir}`,
    '--no-sandbox',
    // The machine has no network: keep Chromium from flooding the log with refused connections.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
  if (display === undefined)
    return chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, headless: true, args });
  return chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: false,
    // The window's real size, not an emulated viewport: screen coordinates must match the page's.
    viewport: null,
    env: { ...process.env, DISPLAY: display },
    args: [...args, '--ozone-platform=x11', '--window-position=0,0', '--window-size=1280,800'],
  });
}

/** Waits until a tab shows a URL starting with `prefix` (the install handler reuses the blank tab). */
export async function waitForPage(context: BrowserContext, prefix: string, timeoutMs = 10_000): Promise<Page> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const page = context.pages().find((candidate) => candidate.url().startsWith(prefix));
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No tab opened ${prefix} within ${timeoutMs} ms`);
}

/**
 * Clicks the toolbar button on `page` the way a user does (CDP
 * Extensions.triggerAction on its tab), which grants activeTab on it,
 * and returns the tab's id as the extension sees it.
 */
export async function clickToolbarButton(
  context: BrowserContext,
  extensionId: string,
  page: Page,
  address?: string,
): Promise<number> {
  await page.bringToFront();
  const cdp = await context.browser()!.newBrowserCDPSession();
  // A tab target's URL catches up with the page's a moment after navigation (error pages especially).
  let tab: { targetId: string } | undefined;
  for (let attempt = 0; attempt < 40 && !tab; attempt++) {
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] });
    // An error page's tab may report the address that failed rather than chrome-error://.
    tab = targetInfos.find((target) => target.url === page.url() || target.url === address);
    if (!tab) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!tab) throw new Error(`No tab target for ${page.url()}`);
  await cdp.send('Extensions.triggerAction' as never, { id: extensionId, targetId: tab.targetId } as never);
  await cdp.detach();
  return tabIdOf(context, page);
}

/**
 * The extension's id for the tab showing `page`: it is brought to the front and asked for as the active tab
 * of an ordinary window. A popup window (PopupPage.openInWindow) may be the last focused one, and its own tab
 * is never the page's.
 */
export async function tabIdOf(context: BrowserContext, page: Page): Promise<number> {
  await page.bringToFront();
  const worker = await liveServiceWorker(context);
  return worker.evaluate(async () => {
    const [tab] = [
      ...(await chrome.tabs.query({ active: true, lastFocusedWindow: true, windowType: 'normal' })),
      ...(await chrome.tabs.query({ active: true, windowType: 'normal' })),
    ];
    if (tab?.id === undefined) throw new Error('no active tab');
    return tab.id;
  });
}

/** The extension's service worker, woken by opening an extension page if it was stopped. */
export async function liveServiceWorker(context: BrowserContext): Promise<Worker> {
  const running = context.serviceWorkers()[0];
  if (running) return running;
  const waiting = context.waitForEvent('serviceworker');
  const extensionId = await storedExtensionId(context);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html?tabId=-1`).catch(() => undefined);
  const worker = await waiting;
  await page.close();
  return worker;
}

const extensionIds = new WeakMap<BrowserContext, string>();
export function rememberExtensionId(context: BrowserContext, extensionId: string): void {
  extensionIds.set(context, extensionId);
}
async function storedExtensionId(context: BrowserContext): Promise<string> {
  const id = extensionIds.get(context);
  if (!id) throw new Error('extension id unknown');
  return id;
}

/** The tab's last fill report, as the extension stored it in storage.session (JSON text, see task-store.ts). */
export async function readReport(extensionPage: Page, tabId: number): Promise<FillReport> {
  const text = await extensionPage.evaluate(
    async (key) => (await chrome.storage.session.get(key))[key] as string | undefined,
    `report:${tabId}`,
  );
  if (text === undefined) throw new Error(`no fill report is stored for tab ${tabId}`);
  return JSON.parse(text) as FillReport;
}

/** Stops every service worker for real (CDP), as Chrome does after 30 s idle or under memory pressure. */
export async function stopServiceWorkers(context: BrowserContext, extensionPage: Page): Promise<void> {
  const cdp = await context.newCDPSession(extensionPage);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}

/** Clicks the toolbar button on `page` (granting activeTab) and opens the popup acting on its tab. */
export async function openPopupOn(
  context: BrowserContext,
  extensionId: string,
  page: Page,
  address?: string,
): Promise<{ popup: PopupPage; tabId: number }> {
  const tabId = await clickToolbarButton(context, extensionId, page, address);
  return { popup: await PopupPage.open(context, extensionId, tabId), tabId };
}

/**
 * What most tests do first: open `address` in a new tab, open the popup on it, press
 * Fill page and wait for "Completed". A page of component-library widgets takes its clicks' time,
 * over 10 s on a loaded 2-core runner, so the wait is longer than an assertion's.
 */
export async function fillFromPopup(
  context: BrowserContext,
  extensionId: string,
  address: string,
): Promise<{ page: Page; popup: PopupPage; tabId: number }> {
  const page = await context.newPage();
  await page.goto(address);
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await popup.fillButton.click();
  await test.expect(popup.status).toHaveText('Completed', { timeout: 30_000 });
  return { page, popup, tabId };
}

/**
 * Clicks `button` (Fill page, Replay) in a popup that may still show the tab's last task, and waits for the
 * task the click starts to complete: "Completed" on the popup alone can be the last task's.
 */
export async function runNewTask(button: Locator, extensionPage: Page, tabId: number): Promise<void> {
  const before = (await storedTask(extensionPage, tabId))?.id;
  await button.click();
  await test
    .expect(async () => {
      const task = await storedTask(extensionPage, tabId);
      test.expect(task?.id === before ? 'the last task still' : taskOutcome(task)).toBe('completed');
    })
    .toPass();
}

export { PopupPage };
