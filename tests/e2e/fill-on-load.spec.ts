import type { BrowserContext, Page } from '@playwright/test';
import { expect, launchWithExtension, liveServiceWorker, tabIdOf, test } from './support/extension-test';
import { allowSiteInExtensionsPage } from './support/site-access';

/*
 * Fill as the page loads, in real Chromium with the release build (no host
 * access of its own). The profile is set on the options page as a user does;
 * its Save asks for the site's access, which allowing the site first in
 * chrome://extensions lets resolve without the prompt headless Chromium never
 * shows (support/site-access.ts). Pages are served as `localhost`, which
 * nothing else grants.
 */

const SITE = ['http://localhost/*', 'https://localhost/*'];

/** The fixture server's address under the name `localhost`. */
const localhost = (origin: string) => origin.replace('127.0.0.1', 'localhost');
const hostOf = (origin: string) => new URL(localhost(origin)).host;

/** Closes the welcome modal and counts, from the options page, each fill task that completes or fails. */
async function openOptions(welcomePage: Page): Promise<Page> {
  await welcomePage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await welcomePage.evaluate(() => {
    const ended = { completed: new Set<string>(), failed: new Set<string>() };
    Object.assign(window, { ended });
    chrome.storage.onChanged.addListener((changes, area) => {
      if (area !== 'session') return;
      for (const [key, { newValue }] of Object.entries(changes)) {
        const task = newValue as { id: string; status: string } | undefined;
        if (key.startsWith('task:') && (task?.status === 'completed' || task?.status === 'failed'))
          ended[task.status].add(task.id);
      }
    });
  });
  return welcomePage;
}

const fills = (options: Page) =>
  options.evaluate(() => {
    const { ended } = window as unknown as { ended: Record<'completed' | 'failed', Set<string>> };
    return { completed: ended.completed.size, failed: ended.failed.size };
  });

/** Adds a profile for `host` with Fill when the page loads (and the refinements named), saved with a click. */
async function addProfile(options: Page, host: string, refinements: string[] = []): Promise<void> {
  const section = options.getByRole('region', { name: 'Site profiles' });
  await section.getByRole('button', { name: 'Add a site profile' }).click();
  await section.getByRole('textbox', { name: 'Site' }).fill(host);
  await section.getByRole('checkbox', { name: 'Fill when the page loads' }).check();
  for (const name of refinements) await section.getByRole('checkbox', { name }).check();
  await section.getByRole('button', { name: 'Save profile' }).click();
  await expect(section.getByRole('status')).toHaveText(`Saved the profile for ${host}.`);
}

/** The sites the content script is registered for now ([] when it is not). */
async function registeredFor(context: BrowserContext): Promise<string[]> {
  const worker = await liveServiceWorker(context);
  return worker.evaluate(async () => {
    const scripts = await chrome.scripting.getRegisteredContentScripts();
    return scripts.flatMap((script) => script.matches ?? []).sort();
  });
}

/** The sites the extension holds access to now, sorted. */
async function grantedOrigins(page: Page): Promise<string[]> {
  return ((await page.evaluate(() => chrome.permissions.getAll())).origins ?? []).sort();
}

async function setUp(
  context: BrowserContext,
  extensionId: string,
  welcomePage: Page,
  origin: string,
  refinements?: string[],
) {
  for (const pattern of SITE) await allowSiteInExtensionsPage(context, extensionId, pattern);
  const options = await openOptions(welcomePage);
  await addProfile(options, hostOf(origin), refinements);
  await expect.poll(() => registeredFor(context)).toEqual(SITE);
  return options;
}

test('a page is filled as it loads, never submitted, and filled again on the next load; the access asked is the site’s only', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin);
  // What Save asked for is all the extension holds: the profile's site, http and https.
  expect((await options.evaluate(() => chrome.permissions.getAll())).origins?.sort()).toEqual(SITE);

  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const address = `${localhost(origin)}/pages/fill-on-load/form.html`;
  await page.goto(address);
  await expect(page.locator('#email')).toHaveValue(/@/);
  await expect(page.locator('#name')).not.toHaveValue('');
  await expect.poll(() => fills(options)).toEqual({ completed: 1, failed: 0 });
  const tabId = await tabIdOf(context, page);
  const worker = await liveServiceWorker(context);
  expect(await worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId)).toBe('2');
  const first = await page.locator('#email').inputValue();
  await page.waitForTimeout(3_000);
  // Never submitted, and never filled twice in one document.
  expect(page.url()).toBe(address);
  expect(await fills(options)).toEqual({ completed: 1, failed: 0 });

  await page.reload();
  await expect(page.locator('#email')).toHaveValue(/@/);
  await expect.poll(() => fills(options)).toEqual({ completed: 2, failed: 0 });
  // The same form filled again is a new person (README, "One person through a journey").
  expect(await page.locator('#email').inputValue()).not.toBe(first);
  // Nothing of the extension's in the page's console.
  expect(logged).toEqual([]);
});

test('a form that appears after load is filled once it settles, the next step too, and neither twice', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin);
  const page = await context.newPage();
  await page.goto(`${localhost(origin)}/pages/fill-on-load/later.html`);
  await expect(page.locator('#email')).toHaveValue(/@/);
  await page.locator('#next').click();
  await expect(page.locator('#street')).not.toHaveValue('');
  await expect.poll(() => fills(options)).toEqual({ completed: 2, failed: 0 });
  // Back to the first step, rendered again empty: a form this document filled is not filled twice.
  await page.locator('#back').click();
  await page.waitForTimeout(3_000);
  await expect(page.locator('#email')).toHaveValue('');
  expect(await fills(options)).toEqual({ completed: 2, failed: 0 });
});

test('with only later forms, the form a page loads with is left and the next step is filled', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin, [
    'Only forms that appear later (a single-page app’s next step)',
  ]);
  const page = await context.newPage();
  await page.goto(`${localhost(origin)}/pages/fill-on-load/later.html`);
  await expect(page.locator('#email')).toBeVisible();
  await page.waitForTimeout(3_000);
  await expect(page.locator('#email')).toHaveValue('');
  await page.locator('#next').click();
  await expect(page.locator('#street')).not.toHaveValue('');
  await expect.poll(() => fills(options)).toEqual({ completed: 1, failed: 0 });
});

test('with only empty fields, a field that held a value before the fill keeps it, and the empty ones are filled', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin, ['Only empty fields']);
  const page = await context.newPage();
  // A value the field holds before the fill, as if typed: set before the watch starts, so the test never races it.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const name = document.querySelector<HTMLInputElement>('#name')!;
      name.value = 'Typed by hand';
      name.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: 'Typed by hand' }));
    }),
  );
  await page.goto(`${localhost(origin)}/pages/fill-on-load/form.html`);
  await expect(page.locator('#email')).toHaveValue(/@/);
  await expect.poll(() => fills(options)).toEqual({ completed: 1, failed: 0 });
  await expect(page.locator('#name')).toHaveValue('Typed by hand');
  const tabId = await tabIdOf(context, page);
  const worker = await liveServiceWorker(context);
  expect(await worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId)).toBe('1');
});

test('a page that never stops changing is filled once, and one that keeps adding fields gets a bounded number of fills', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  test.setTimeout(90_000);
  const options = await setUp(context, extensionId, welcomePage, origin);
  const page = await context.newPage();
  await page.goto(`${localhost(origin)}/pages/fill-on-load/busy.html`);
  await expect(page.locator('#email')).toHaveValue(/@/);
  await page.waitForTimeout(5_000);
  expect(await fills(options)).toEqual({ completed: 1, failed: 0 });

  await page.goto(`${localhost(origin)}/pages/fill-on-load/busy.html?grow`);
  // Fills come while fields keep coming, then stop for good: the count stays put while the page goes on.
  let last = -1;
  await expect
    .poll(
      async () => {
        const { completed, failed } = await fills(options);
        const settled = completed + failed === last;
        last = completed + failed;
        return settled && last > 2;
      },
      { timeout: 60_000, intervals: [6_000] },
    )
    .toBe(true);
  expect(await page.locator('#extra input').count()).toBeGreaterThan(last * 4);
  // At most the watch's limit of fills for the second document (WATCH_LIMITS.fills), beside the first page's one.
  expect(last).toBeLessThanOrEqual(1 + 10);
});

test('turning the setting off, or withdrawing the access, removes the script (the page is no longer filled), and turning it off gives the access back', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin);
  const page = await context.newPage();
  const address = `${localhost(origin)}/pages/fill-on-load/form.html`;

  await options.evaluate((origins) => chrome.permissions.remove({ origins }), SITE);
  await expect.poll(() => registeredFor(context)).toEqual([]);
  await page.goto(address);
  await page.waitForTimeout(3_000);
  await expect(page.locator('#email')).toHaveValue('');

  // Saved again, the profile asks again (allowed again first: the removal took the site's grant too), and the script is back.
  for (const pattern of SITE) await allowSiteInExtensionsPage(context, extensionId, pattern);
  const section = options.getByRole('region', { name: 'Site profiles' });
  await section.getByRole('button', { name: `Edit profile ${hostOf(origin)}` }).click();
  await section.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => registeredFor(context)).toEqual(SITE);
  await page.reload();
  await expect(page.locator('#email')).toHaveValue(/@/);

  await section.getByRole('button', { name: `Edit profile ${hostOf(origin)}` }).click();
  await section.getByRole('checkbox', { name: 'Fill when the page loads' }).uncheck();
  await section.getByRole('button', { name: 'Save profile' }).click();
  await expect.poll(() => registeredFor(context)).toEqual([]);
  // The access it asked for goes with it: no site is held beyond what the user turned on.
  await expect.poll(() => grantedOrigins(options)).toEqual([]);
  await page.reload();
  await page.waitForTimeout(3_000);
  await expect(page.locator('#email')).toHaveValue('');
  expect(await fills(options)).toEqual({ completed: 1, failed: 0 });
});

test('changing the profile’s site gives the old site’s access back, and deleting the profile the new one’s', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin);
  const other = ['http://127.0.0.1/*', 'https://127.0.0.1/*'];
  for (const pattern of other) await allowSiteInExtensionsPage(context, extensionId, pattern);
  const section = options.getByRole('region', { name: 'Site profiles' });
  await section.getByRole('button', { name: `Edit profile ${hostOf(origin)}` }).click();
  const host = new URL(origin).host;
  await section.getByRole('textbox', { name: 'Site' }).fill(host);
  await section.getByRole('button', { name: 'Save profile' }).click();
  await expect(section.getByRole('status')).toHaveText(`Saved the profile for ${host}.`);
  await expect.poll(() => registeredFor(context)).toEqual(other);
  await expect.poll(() => grantedOrigins(options)).toEqual(other);

  await section.getByRole('button', { name: `Delete profile ${host}` }).click();
  await expect(section.getByRole('status')).toHaveText(`Deleted the profile for ${host}.`);
  await expect.poll(() => registeredFor(context)).toEqual([]);
  await expect.poll(() => grantedOrigins(options)).toEqual([]);
});

test('after a browser restart, the site is still filled as its pages load', async ({
  context,
  extensionId,
  origin,
  profileDir,
  welcomePage,
}) => {
  await setUp(context, extensionId, welcomePage, origin);
  await context.close();
  const relaunched = await launchWithExtension(profileDir);
  try {
    await expect.poll(() => registeredFor(relaunched)).toEqual(SITE);
    const page = await relaunched.newPage();
    await page.goto(`${localhost(origin)}/pages/fill-on-load/form.html`);
    await expect(page.locator('#email')).toHaveValue(/@/);
  } finally {
    await relaunched.close();
  }
});

test('a fill on load that fails says so on the badge, not in the page’s console', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const options = await setUp(context, extensionId, welcomePage, origin);
  // storage.session full to the last bytes: the fill's task cannot be recorded, so it cannot start.
  await options.evaluate(async () => {
    // Bounded: a set past the quota is refused, and the next smaller size fills what is left.
    for (const size of [1_048_576, 65_536, 4_096, 256, 16])
      for (let i = 0; i < 20; i++)
        try {
          await chrome.storage.session.set({ [`pad-${size}-${i}`]: 'x'.repeat(size) });
        } catch {
          break;
        }
  });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(`${localhost(origin)}/pages/fill-on-load/form.html`);
  const tabId = await tabIdOf(context, page);
  const worker = await liveServiceWorker(context);
  const badge = () =>
    worker.evaluate(
      async (id) => ({
        text: await chrome.action.getBadgeText({ tabId: id }),
        title: await chrome.action.getTitle({ tabId: id }),
      }),
      tabId,
    );
  await expect.poll(async () => (await badge()).text).toBe('!');
  expect((await badge()).title).toMatch(
    /^Understudy: failed\. Understudy could not record the task, so it did not start/,
  );
  await expect(page.locator('#email')).toHaveValue('');
  expect(logged).toEqual([]);
});
