import type { Page } from 'puppeteer-core';
import { startFixtureServer } from '../../e2e/support/fixture-server';
import { findPage, launchFirefox, tabIdOf, type FirefoxWithExtension } from './firefox';
import { EXTENSION_ORIGIN } from './paths';

/** Firefox with the extension installed, the fixture server, and the options page the install opened. */
export interface FirefoxSession {
  firefox: FirefoxWithExtension;
  server: Awaited<ReturnType<typeof startFixtureServer>>;
  /** Any extension page can ask `browser.*`; this one is already open. */
  extensionPage: Page;
}

/**
 * Starts the fixture server and Firefox with `extensionDir`, and waits for the
 * options page the install handler opens in the first blank tab, or it may take
 * over a tab a test is about to use.
 */
export async function startSession(extensionDir: string, prefs: Record<string, unknown> = {}): Promise<FirefoxSession> {
  const server = await startFixtureServer();
  const firefox = await launchFirefox(extensionDir, prefs);
  const extensionPage = await findPage(firefox.browser, `${EXTENSION_ORIGIN}/options.html`);
  return { firefox, server, extensionPage };
}

/** Closes what `startSession` started, as far as it got. */
export async function closeSession(session: FirefoxSession | undefined): Promise<void> {
  await session?.firefox.close();
  await session?.server.close();
}

/** Opens a fixture page (`pages/<path>`) in a new tab: the page, its address, and the extension's id for its tab. */
export async function openFixture(
  { firefox, server, extensionPage }: FirefoxSession,
  path: string,
): Promise<{ page: Page; url: string; tabId: number }> {
  const url = `${server.origin}/pages/${path}`;
  const page = await firefox.browser.newPage();
  await page.goto(url);
  return { page, url, tabId: await tabIdOf(extensionPage, url) };
}
