import { browser } from '#imports';
import { INDEX_KEY, PROFILE_KEY } from '../rules/rule-book';
import { isFillOnLoadMessage, type FillOnLoadMessage } from '../page/fill-on-load-message';
import { cachedRuleBook } from './rule-book-cache';
import { loadFill, type LoadFillSender } from './fill-on-load-request';
import { syncFillOnLoadScript } from './fill-on-load-scripts';
import { startFillUnattended } from './start-fill';
import type { TaskRunner } from './task-runner';

/**
 * Fill as the page loads: keeps the content script registered for the
 * profiles that ask for it (at start-up and install, and whenever profiles or
 * granted access change), and answers its requests. The page is never
 * trusted: a request fills only the top frame of a tab whose page an enabled
 * profile fills on load, with the access granted; the fill is the ordinary
 * page fill (startFill), so its badge shows what it did or why it failed.
 */
export function registerFillOnLoad(runner: TaskRunner): void {
  const sync = () => void syncFillOnLoadScript().catch(() => undefined);
  browser.runtime.onStartup.addListener(sync);
  browser.runtime.onInstalled.addListener(sync);
  browser.permissions.onAdded.addListener(sync);
  browser.permissions.onRemoved.addListener(sync);
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'sync' && Object.keys(changes).some((key) => key === INDEX_KEY || key.startsWith(PROFILE_KEY))) sync();
  });
  browser.runtime.onMessage.addListener((message: unknown, sender: LoadFillSender) => {
    if (!isFillOnLoadMessage(message)) return undefined;
    return answer(runner, message, sender).catch(() => false);
  });
}

/** Starts the fill a page asked for, if it may have one; says whether it started. */
async function answer(runner: TaskRunner, message: FillOnLoadMessage, sender: LoadFillSender): Promise<boolean> {
  const fill = loadFill(message, sender, (await cachedRuleBook())?.profiles ?? [], browser.runtime.id);
  if (!fill || !(await browser.permissions.contains({ origins: fill.origins }))) return false;
  startFillUnattended(runner, fill.tabId, { scope: 'page', onlyEmpty: fill.onlyEmpty });
  return true;
}
