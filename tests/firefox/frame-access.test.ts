import type { Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHostPermission, PopupPage, sleep } from './support/firefox';
import { closeSession, openFixture, startSession, type FirefoxSession } from './support/session';
import { TEST_HOSTS_DIR } from './support/paths';

/*
 * The popup's question about another site's frame, answered in real Firefox.
 * frames.html on 127.0.0.1 embeds frame-inner.html from 127.0.0.1 (the
 * test-only build may fill it) and from localhost (another site: it needs the
 * optional host permission for http://localhost/*, which no build holds).
 * Chromium's prompt cannot be answered by automation at all (docs/testing.md).
 */

const OTHER_SITE = 'http://localhost/*';
const ALLOW = '::-p-aria([name="Allow"][role="button"])';

/** Fills frames.html from the popup and waits for the question about the other site's frame. */
async function fillFramesPage(session: FirefoxSession) {
  const { page, tabId } = await openFixture(session, 'frames.html');
  await otherFrame(page).then((frame) => frame.waitForSelector('#city'));
  const popup = await PopupPage.open(session.firefox.browser, tabId);
  await popup.fill();
  expect(await popup.settledStatus()).toBe('Completed');
  await popup.page.waitForSelector('::-p-text(1 frame on another site was not filled. Allow?)');
  return { page, popup };
}

async function otherFrame(page: Page): Promise<Frame> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const frame = page.frames().find((candidate) => candidate.url().startsWith('http://localhost:'));
    if (frame) return frame;
    await sleep(50);
  }
  throw new Error('frames.html has no localhost frame');
}

const valueIn = (frame: Frame, selector: string) => frame.$eval(selector, (input) => (input as HTMLInputElement).value);
describe('Firefox: another site’s frame, permission refused', () => {
  let session: FirefoxSession;
  // Firefox's own default: optional permissions are asked for in a doorhanger.
  beforeAll(
    async () => (session = await startSession(TEST_HOSTS_DIR, { 'extensions.webextOptionalPermissionPrompts': true })),
  );
  afterAll(() => closeSession(session));

  it('a dismissed prompt leaves the frame unfilled and says so calmly', async () => {
    const { page, popup } = await fillFramesPage(session);
    const frame = await otherFrame(page);
    const sameSiteCity = await valueIn(
      page
        .frames()
        .find((candidate) => candidate.url().startsWith(session.server.origin) && candidate !== page.mainFrame())!,
      '#city',
    );
    expect(sameSiteCity).not.toBe('');

    await popup.page.locator(ALLOW).click();
    // Firefox now shows its permission doorhanger for localhost. The user
    // switches to the page instead of answering: Firefox removes the
    // dismissed doorhanger and resolves the request false (ExtensionsUI).
    // A switch before the doorhanger showed dismisses nothing: then back to
    // the popup and away again, until the popup has its answer.
    const answered = '::-p-text(Not allowed, so that frame stays unfilled.)';
    for (let attempt = 1; ; attempt++) {
      await page.bringToFront();
      if (await popup.page.waitForSelector(answered, { timeout: 2_000 }).catch(() => null)) break;
      if (attempt === 5) throw new Error('Switching away from the popup never answered its permission request.');
      await popup.page.bringToFront();
    }

    expect(await hasHostPermission(session.extensionPage, OTHER_SITE)).toBe(false);
    expect(await valueIn(frame, '#city')).toBe('');
    // The report stays, and no second fill ran.
    expect(await popup.text()).toContain('Filled 3 fields; 1 frame on other sites not filled');
    expect(await popup.page.$('[role=alert]')).toBeNull();
  });
});

describe('Firefox: another site’s frame, permission granted', () => {
  let session: FirefoxSession;
  // Firefox grants optional permissions without a doorhanger under this pref;
  // permissions.request still runs, checks the manifest and records the grant.
  beforeAll(
    async () => (session = await startSession(TEST_HOSTS_DIR, { 'extensions.webextOptionalPermissionPrompts': false })),
  );
  afterAll(() => closeSession(session));

  it('Allow grants exactly that site and fills its frame with the same seed', async () => {
    const { page, popup } = await fillFramesPage(session);
    const frame = await otherFrame(page);
    const email = await page.$eval('#top-email', (input) => (input as HTMLInputElement).value);
    expect(await hasHostPermission(session.extensionPage, OTHER_SITE)).toBe(false);

    await popup.page.locator(ALLOW).click();
    await frame.waitForFunction(() => document.querySelector<HTMLInputElement>('#city')?.value !== '', {
      timeout: 15_000,
    });

    expect(await hasHostPermission(session.extensionPage, OTHER_SITE)).toBe(true);
    expect(await hasHostPermission(session.extensionPage, 'http://*/*')).toBe(false);
    expect(await valueIn(frame, '#zip')).not.toBe('');
    expect(await page.$eval('#top-email', (input) => (input as HTMLInputElement).value)).toBe(email);
    await popup.page.waitForSelector('::-p-text(Filled 5 fields)');
  });
});
