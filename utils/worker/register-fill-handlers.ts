import { browser } from '#imports';
import { isExtensionPage, onMessage } from '../messaging/protocol';
import type { TaskRunner } from './task-runner';
import type { FillScope } from '../fill/fill-scope';
import { startFill, startUndo } from './start-fill';
import { warmUpClassifier } from '../classify/warm-up-classifier';
import { describeTab, type DescribingTab } from './fill-tab';
import { PreparedFills } from './prepared-fills';

/** Keyboard shortcuts (manifest `commands`) and the scope each fills. */
const FILL_COMMANDS: Readonly<Record<string, FillScope>> = {
  'fill-page': 'page',
  'fill-form': 'form',
  'fill-field': 'field',
};

/**
 * The ways a fill starts: a message from our popup, or a keyboard shortcut
 * (which, like the toolbar click, grants activeTab on the current tab).
 * The popup, as it opens, has the tab described for its fill (PreparedFills).
 */
export function registerFillHandlers(runner: TaskRunner): void {
  const origin = browser.runtime.getURL('/');
  const trusted = (sender: { id?: string; url?: string }) => isExtensionPage(sender, browser.runtime.id, origin);
  const prepared = new PreparedFills<DescribingTab>();

  onMessage('prepareFill', async ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: only Understudy’s own pages may prepare a fill.');
    const tabId = checkedTabId(data);
    // Never while a task runs there: a new collect would replace the one that task is filling from.
    if ((await runner.current(tabId))?.status === 'spinning') return;
    prepared.prepare(tabId, () => describeTab(tabId));
  });
  onMessage('startFill', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: fills start only from Understudy’s own pages.');
    const tabId = checkedTabId(data);
    const request = { scope: checkedScope(data.scope), onlyEmpty: data.onlyEmpty === true ? true : undefined, replay: data.replay === true };
    return startFill(runner, tabId, request, () => prepared.take(tabId));
  });
  onMessage('undoFill', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: only Understudy’s own pages may undo a fill.');
    return startUndo(runner, checkedTabId(data));
  });
  onMessage('getTask', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused: task state is only for Understudy’s own pages.');
    // The popup asks once, as it opens: the moment before a click on Fill. A
    // worker woken by it warms the classifier up while the user reads the popup.
    setTimeout(warmUpClassifier, 0);
    return runner.current(checkedTabId(data));
  });

  browser.commands?.onCommand.addListener((command, tab) => {
    const scope = FILL_COMMANDS[command];
    if (scope && tab?.id !== undefined) void startFill(runner, tab.id, { scope });
  });
}

function checkedTabId(data: unknown): number {
  const tabId = (data as { tabId?: unknown } | null)?.tabId;
  if (typeof tabId !== 'number' || !Number.isSafeInteger(tabId) || tabId < 0) throw new Error('No such tab.');
  return tabId;
}

function checkedScope(scope: unknown): FillScope {
  return scope === 'form' || scope === 'field' ? scope : 'page';
}
