import puppeteer, { type Browser, type CreatePageOptions, type Page } from 'puppeteer-core';
import type { WxtBrowser } from 'wxt/browser';
import { EXTENSION_ORIGIN, EXTENSION_UUID, FIREFOX_PATH, GECKO_ID } from './paths';
import { TASK_TIME_LIMIT_MS } from '../../../utils/tasks/task-state';

/**
 * `browser` exists only inside extension pages, where the functions below are
 * run by `page.evaluate`; this declaration is local to the module on purpose.
 */
declare const browser: WxtBrowser;

export interface FirefoxWithExtension {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Starts Firefox on a fresh profile (puppeteer makes and removes it) over
 * WebDriver BiDi and installs `extensionDir` as a temporary add-on. The UUID
 * pref pins the extension's origin, so its pages are at EXTENSION_ORIGIN.
 * `prefs` adds or overrides Firefox preferences for this one launch.
 */
export async function launchFirefox(
  extensionDir: string,
  prefs: Record<string, unknown> = {},
): Promise<FirefoxWithExtension> {
  const instance = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // Without it BiDi refuses to navigate to moz-extension:// URLs.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'xpinstall.signatures.required': false,
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: EXTENSION_UUID }),
      // Firefox's own default (MV3 host permissions are granted at install); set
      // here so the test-only build's grant does not hang on a default changing.
      'extensions.originControls.grantByDefault': true,
      ...prefs,
    },
  });
  try {
    const id = await instance.installExtension(extensionDir);
    if (id !== GECKO_ID) throw new Error(`Installed ${id}, expected ${GECKO_ID}`);
  } catch (error) {
    await instance.close();
    throw error;
  }
  return { browser: instance, close: () => instance.close() };
}

/**
 * Opens an extension page in a new tab and returns once its document has
 * loaded. Navigations to moz-extension:// URLs may never report `load` (and the
 * promise may reject with "Frame detached") even though the page loads, so the
 * page is asked for its own address and state instead. Waiting here matters:
 * Firefox's remote agent can fail a wait's poll on a page still loading
 * ("Protocol error (script.evaluate): … right-hand side of 'in' should be an
 * object, got null"), which failed CI twice.
 */
export async function openExtensionPage(
  instance: Browser,
  path: string,
  timeoutMs = 15_000,
  options?: CreatePageOptions,
): Promise<Page> {
  const page = await instance.newPage(options);
  const url = `${EXTENSION_ORIGIN}/${path}`;
  page.goto(url).catch(() => undefined);
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await stateOf(page)) === `${url} complete`) return page;
    await sleep(50);
  }
  throw new Error(`${url} did not finish loading within ${timeoutMs} ms (last seen: ${await stateOf(page)})`);
}

/** `location.href` and `document.readyState` of a page, or '' while it is between documents. */
async function stateOf(page: Page): Promise<string> {
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(''), 1_000));
  return Promise.race([page.evaluate(() => `${location.href} ${document.readyState}`).catch(() => ''), timeout]);
}

/**
 * The tab showing a URL that starts with `prefix`, once its document has
 * loaded. Pages the extension opens itself (the install handler's options tab)
 * keep `page.url()` at about:blank over BiDi, so each tab's document is asked
 * for its own address.
 */
export async function findPage(instance: Browser, prefix: string, timeoutMs = 15_000): Promise<Page> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const page of await instance.pages()) {
      const state = await stateOf(page);
      if (state.startsWith(prefix) && state.endsWith(' complete')) return page;
    }
    await sleep(100);
  }
  throw new Error(`No tab showed ${prefix} within ${timeoutMs} ms`);
}

/** The extension's id for the tab showing exactly `url`, asked from an extension page. */
export async function tabIdOf(extensionPage: Page, url: string, timeoutMs = 10_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  let seen: Array<string | undefined> = [];
  while (Date.now() < until) {
    const tabs = await extensionPage.evaluate(async () =>
      (await browser.tabs.query({})).map((tab) => ({ id: tab.id, url: tab.url, status: tab.status })),
    );
    const tab = tabs.find((candidate) => candidate.url === url && candidate.status === 'complete');
    if (tab?.id !== undefined) return tab.id;
    seen = tabs.map((candidate) => candidate.url);
    await sleep(100);
  }
  // A tab's URL is visible to the extension only with host access to it (or the tabs permission).
  throw new Error(`No tab the extension can see shows ${url}; it sees ${JSON.stringify(seen)}`);
}

/** Whether the extension holds host access to `origin` (asked from an extension page). */
export function hasHostPermission(extensionPage: Page, origin: string): Promise<boolean> {
  return extensionPage.evaluate((pattern) => browser.permissions.contains({ origins: [pattern] }), origin);
}

/** `browser.storage.sync.get(keys)` on an extension page (everything by default). */
export function syncStorage(extensionPage: Page, keys: string | null = null): Promise<Record<string, unknown>> {
  return extensionPage.evaluate((wanted) => browser.storage.sync.get(wanted), keys);
}

/** The popup acting on one tab (`popup.html?tabId=N`), opened as a page. */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(instance: Browser, tabId: number): Promise<PopupPage> {
    return PopupPage.opened(await openExtensionPage(instance, `popup.html?tabId=${tabId}`));
  }

  /**
   * The popup in a window of its own, which takes the system's focus, as Firefox's popup panel does: the page
   * stays shown, but its document no longer has the focus, and moves it without focus events.
   */
  static async openInWindow(instance: Browser, tabId: number): Promise<PopupPage> {
    const page = await openExtensionPage(instance, `popup.html?tabId=${tabId}`, undefined, { type: 'window' });
    return PopupPage.opened(page);
  }

  private static async opened(page: Page): Promise<PopupPage> {
    const popup = new PopupPage(page);
    await popup.page.waitForSelector('::-p-aria([name="Fill page"][role="button"])');
    return popup;
  }

  /** Clicks "Fill page" once the popup has resolved its tab (the button is disabled until then). */
  async fill(): Promise<void> {
    await this.page.locator('::-p-aria([name="Fill page"][role="button"])').click();
  }

  /**
   * Brings `page` to the front, then presses "Fill page" by script in the popup's tab behind it: the page is
   * shown and focused for the whole fill, as a user sees it under the popup, and draws its animation frames
   * (Headless UI and Choices.js wait for one). A click first would fill the first widgets in a hidden tab.
   */
  async fillBehind(page: Page): Promise<void> {
    await this.page.waitForSelector('::-p-aria([name="Fill page"][role="button"]):not([disabled])');
    await page.bringToFront();
    await this.page.$eval('::-p-aria([name="Fill page"][role="button"])', (button) => (button as HTMLElement).click());
  }

  /**
   * Waits until the task leaves "Filling…" and returns what the status says
   * ("Completed", "Failed: …"), or the alert if the fill could not start. It waits as long as the extension gives a
   * task, and a little more, so what it returns is the task's own end: a widget page can hold its thread for seconds
   * in Firefox on a loaded machine (Chakra's Select positions its popup again and again), which the fill waits out,
   * and how fast fills are is measured by the benchmarks. A timeout here means a task outlived its own time limit.
   */
  async settledStatus(timeoutMs = TASK_TIME_LIMIT_MS + 10_000): Promise<string> {
    const handle = await this.page
      .waitForFunction(
        () => {
          const alert = document.querySelector('[role=alert]')?.textContent;
          if (alert) return `Alert: ${alert}`;
          const status = document.querySelector('[role=status]')?.textContent ?? '';
          return status && status !== 'Filling…' ? status : false;
        },
        { timeout: timeoutMs, polling: 50 },
      )
      .catch(async (error: unknown) => {
        // What the popup showed when the wait gave up: a fill still running reads differently from one never started.
        const shown = await this.text().catch(() => '(the popup could not be read)');
        throw new Error(
          `the task did not settle within ${timeoutMs} ms; the popup showed: ${shown.replace(/\s+/g, ' ')}`,
          {
            cause: error,
          },
        );
      });
    return (await handle.jsonValue()) as string;
  }

  async text(): Promise<string> {
    return this.page.evaluate(() => document.body.innerText);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
