import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, type FirefoxWithExtension } from './support/firefox';
import { closeSession, startSession, type FirefoxSession } from './support/session';
import { RELEASE_DIR } from './support/paths';

declare const browser: import('wxt/browser').WxtBrowser;

/*
 * Fill as the page loads in real Firefox, with the release build: it holds no
 * host access, so every site it fills is one a profile's Save asked for. The
 * pref grants an optional permission asked during a click without the
 * doorhanger automation cannot answer. Pages are served as `localhost`.
 */

const SITE = ['http://localhost/*', 'https://localhost/*'];
const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

describe('Firefox: fill as the page loads (release build)', () => {
  let session: FirefoxSession | undefined;
  let firefox: FirefoxWithExtension;
  let options: Page;
  let origin: string;
  let host: string;

  const registeredFor = () =>
    options.evaluate(async () =>
      (await browser.scripting.getRegisteredContentScripts()).flatMap((script) => script.matches ?? []).sort(),
    );
  const waitForRegistered = async (wanted: string[]) => {
    for (let i = 0; i < 100 && JSON.stringify(await registeredFor()) !== JSON.stringify(wanted); i++) await sleep(100);
    expect(await registeredFor()).toEqual(wanted);
  };
  /** Fill tasks that ended, counted on the options page from storage.session. */
  const fills = () =>
    options.evaluate(() => {
      const { ended } = window as unknown as { ended: Record<'completed' | 'failed', Set<string>> };
      return { completed: ended.completed.size, failed: ended.failed.size };
    });
  const waitForFills = async (completed: number) => {
    for (let i = 0; i < 150 && (await fills()).completed < completed; i++) await sleep(100);
    expect(await fills()).toEqual({ completed, failed: 0 });
  };
  const value = (page: Page, selector: string) =>
    page.$eval(selector, (input) => (input as HTMLInputElement).value).catch(() => null);
  const waitForValue = async (page: Page, selector: string) => {
    await page.waitForFunction((wanted) => document.querySelector<HTMLInputElement>(wanted)?.value, {}, selector);
    return value(page, selector);
  };
  const open = async (path: string) => {
    const page = await firefox.browser.newPage();
    await page.goto(`${origin}/pages/fill-on-load/${path}`);
    return page;
  };
  /** The toolbar badge's text and title on the tab showing `address`, as the options page reads them. */
  const badge = (address: string) =>
    options.evaluate(async (url) => {
      const tabId = (await browser.tabs.query({})).find((tab) => tab.url === url)?.id;
      return {
        text: await browser.action.getBadgeText({ tabId }),
        title: await browser.action.getTitle({ tabId }),
      };
    }, address);
  const granted = async () => ((await options.evaluate(() => browser.permissions.getAll())).origins ?? []).sort();
  /** Opens the profile's editor; the options tab comes to the front first (a background tab never settles a click). */
  const editProfile = async () => {
    await options.bringToFront();
    await options.locator(aria('button', `Edit profile ${host}`)).click();
  };
  /** Saves the profile; what the save did is checked by the registration that follows it. */
  const saveProfile = async () => {
    await options.locator(aria('button', 'Save profile')).click();
    await options.waitForFunction(
      (text) => [...document.querySelectorAll('[role=status]')].some((status) => status.textContent === text),
      {},
      `Saved the profile for ${host}.`,
    );
  };

  beforeAll(async () => {
    session = await startSession(RELEASE_DIR, { 'extensions.webextOptionalPermissionPrompts': false });
    ({ firefox, extensionPage: options } = session);
    origin = session.server.origin.replace('127.0.0.1', 'localhost');
    host = new URL(origin).host;
    await options.waitForSelector('[data-loaded=true]');
    await options.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')?.close();
      const ended = { completed: new Set<string>(), failed: new Set<string>() };
      Object.assign(window, { ended });
      browser.storage.onChanged.addListener((changes, area) => {
        if (area !== 'session') return;
        for (const [key, { newValue }] of Object.entries(changes)) {
          const task = newValue as { id: string; status: string } | undefined;
          if (key.startsWith('task:') && (task?.status === 'completed' || task?.status === 'failed'))
            ended[task.status].add(task.id);
        }
      });
    });
  });
  afterAll(() => closeSession(session));

  it('turning it on asks for the profile’s site only, and registers the script there', async () => {
    expect((await options.evaluate(() => browser.permissions.getAll())).origins ?? []).toEqual([]);
    await options.locator(aria('button', 'Add a site profile')).click();
    await options.locator(aria('textbox', 'Site')).fill(host);
    await options.locator(aria('checkbox', 'Fill when the page loads')).click();
    await saveProfile();
    await waitForRegistered(SITE);
    expect(((await options.evaluate(() => browser.permissions.getAll())).origins ?? []).sort()).toEqual(SITE);
  });

  it('fills a page as it loads, never submits it, never twice in one document, and again on the next load', async () => {
    const page = await firefox.browser.newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`${origin}/pages/fill-on-load/form.html`);
    const first = await waitForValue(page, '#email');
    expect(first).toMatch(/@/);
    expect(await value(page, '#name')).not.toBe('');
    await waitForFills(1);
    // The badge says what the fill on load did: two fields filled.
    expect((await badge(`${origin}/pages/fill-on-load/form.html`)).text).toBe('2');
    await sleep(3_000);
    expect(page.url()).toBe(`${origin}/pages/fill-on-load/form.html`);
    expect(await fills()).toEqual({ completed: 1, failed: 0 });

    // Loaded anew (a reload would have Firefox restore what the fields held).
    await page.goto(`${origin}/pages/fill-on-load/form.html`);
    await page.waitForFunction(
      (old) => {
        const email = document.querySelector<HTMLInputElement>('#email')?.value ?? '';
        return /@/.test(email) && email !== old;
      },
      {},
      first ?? '',
    );
    await waitForFills(2);
    // Nothing of the extension's in the page's console.
    expect(logged).toEqual([]);
    await page.close();
  });

  it('fills a form that appears after load, and the next step, each once', async () => {
    const page = await open('later.html');
    await waitForValue(page, '#email');
    await page.locator('#next').click();
    await waitForValue(page, '#street');
    await waitForFills(4);
    await page.locator('#back').click();
    await sleep(3_000);
    expect(await value(page, '#email')).toBe('');
    expect(await fills()).toEqual({ completed: 4, failed: 0 });
    await page.close();
  });

  it('fills a page that never stops changing once, and one that keeps adding fields a bounded number of times', async () => {
    const page = await open('busy.html');
    await waitForValue(page, '#email');
    await sleep(5_000);
    expect(await fills()).toEqual({ completed: 5, failed: 0 });

    await page.goto(`${origin}/pages/fill-on-load/busy.html?grow`);
    let last = -1;
    for (let i = 0; i < 12; i++) {
      await sleep(6_000);
      const { completed, failed } = await fills();
      if (completed + failed === last) break;
      last = completed + failed;
    }
    expect(await fills()).toEqual({ completed: last, failed: 0 });
    expect(last).toBeGreaterThan(5 + 2);
    // At most the watch's limit for that document (WATCH_LIMITS.fills), while fields kept coming.
    expect(last).toBeLessThanOrEqual(5 + 10);
    expect(await page.$$eval('#extra input', (inputs) => inputs.length)).toBeGreaterThan((last - 5) * 4);
    await page.close();
  }, 120_000);

  it('a fill on load that fails says so on the badge, not in the page’s console', async () => {
    // storage.session full to the last bytes: the fill's task cannot be recorded, so it cannot start.
    const padded = await options.evaluate(async () => {
      const keys: string[] = [];
      // Bounded: a set past the quota is refused, and the next smaller size fills what is left.
      for (const size of [1_048_576, 65_536, 4_096, 256, 16])
        for (let i = 0; i < 20; i++)
          try {
            await browser.storage.session.set({ [`pad-${size}-${i}`]: 'x'.repeat(size) });
            keys.push(`pad-${size}-${i}`);
          } catch {
            break;
          }
      return keys;
    });
    try {
      const address = `${origin}/pages/fill-on-load/form.html`;
      const page = await firefox.browser.newPage();
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await page.goto(address);
      for (let i = 0; i < 150 && (await badge(address)).text !== '!'; i++) await sleep(100);
      const { text, title } = await badge(address);
      expect(text).toBe('!');
      expect(title).toMatch(/^Understudy: failed\. Understudy could not record the task, so it did not start/);
      expect(await value(page, '#email')).toBe('');
      expect(logged).toEqual([]);
      await page.close();
    } finally {
      await options.evaluate((keys) => browser.storage.session.remove(keys), padded);
    }
  });

  it('withdrawing the access, or turning the setting off, removes the script (the page is no longer filled), and turning it off gives the access back', async () => {
    const before = (await fills()).completed;
    await options.evaluate((origins) => browser.permissions.remove({ origins }), SITE);
    await waitForRegistered([]);
    const page = await open('form.html');
    await sleep(3_000);
    expect(await value(page, '#email')).toBe('');

    await editProfile();
    await saveProfile();
    await waitForRegistered(SITE);
    await page.reload();
    await waitForValue(page, '#email');
    await editProfile();
    await options.locator(aria('checkbox', 'Fill when the page loads')).click();
    await saveProfile();
    await waitForRegistered([]);
    // The access it asked for goes with it: no site is held beyond what the user turned on.
    for (let i = 0; i < 100 && (await granted()).length; i++) await sleep(100);
    expect(await granted()).toEqual([]);
    // Loaded anew: a reload would have Firefox restore the values the last fill wrote.
    await page.goto(`${origin}/pages/fill-on-load/form.html`);
    await sleep(3_000);
    expect(await value(page, '#email')).toBe('');
    expect(await fills()).toEqual({ completed: before + 1, failed: 0 });
    await page.close();
  });
});
