import { browser } from '#imports';
import { isExtensionPage, onMessage } from '../messaging/protocol';
import type { TaskRunner } from '../tasks/task-runner';
import { startFill } from './start-fill';

/**
 * The ways a fill starts: a message from our popup, or the keyboard shortcut
 * (which, like the toolbar click, grants activeTab on the current tab).
 */
export function registerFillHandlers(runner: TaskRunner): void {
  const origin = browser.runtime.getURL('/');
  const trusted = (sender: { id?: string; url?: string }) => isExtensionPage(sender, browser.runtime.id, origin);

  onMessage('startFill', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: fills start only from Understudy’s own pages.');
    return startFill(runner, checkedTabId(data));
  });
  onMessage('getTask', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: task state is only for Understudy’s own pages.');
    return runner.current(checkedTabId(data));
  });

  browser.commands?.onCommand.addListener((command, tab) => {
    if (command === 'fill-page' && tab?.id !== undefined) void startFill(runner, tab.id);
  });
}

function checkedTabId(data: unknown): number {
  const tabId = (data as { tabId?: unknown } | null)?.tabId;
  if (typeof tabId !== 'number' || !Number.isSafeInteger(tabId) || tabId < 0) throw new Error('No such tab.');
  return tabId;
}
