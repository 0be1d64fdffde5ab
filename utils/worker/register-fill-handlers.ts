import { browser } from '#imports';
import { isExtensionPage, onMessage, type FillRequest, type ProtocolMap } from '../messaging/protocol';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';
import type { TaskRunner } from './task-runner';
import type { FillScope } from '../fill/fill-scope';
import { startFill, startFillUnattended, startUndo } from './start-fill';
import { warmUpClassifier } from '../classify/warm-up-classifier';
import type { DescribingPage } from '../fill/describe-frames';
import { describeAhead } from '../fill/rules-ahead';
import { tabDriver } from './run-in-frames';
import type { PreparedFills } from './prepared-fills';
import { cachedRuleBook, watchRuleBookCache } from './rule-book-cache';
import { t } from '../i18n/messages';

/** Keyboard shortcuts (manifest `commands`) and the fill each starts. */
const FILL_COMMANDS: Readonly<Record<string, FillRequest>> = {
  'fill-page': { scope: 'page' },
  'fill-form': { scope: 'form' },
  'fill-field': { scope: 'field' },
  'fill-edge-cases': { scope: 'page', edgeCases: 'valid' },
};

/**
 * The ways a fill starts: a message from our popup, or a keyboard shortcut
 * (which, like the toolbar click, grants activeTab on the current tab).
 * The popup, as it opens, has the tab described for its fill (PreparedFills).
 */
export function registerFillHandlers(runner: TaskRunner, prepared: PreparedFills<DescribingPage>): void {
  watchRuleBookCache();

  onTrustedMessage('prepareFill', 'Refused: only Understudy’s own pages may prepare a fill.', (data) => {
    const tabId = checkedTabId(data);
    // The fill a click may start will want the rules: read them now, while the user reads the popup.
    const book = cachedRuleBook();
    prepared.prepare(tabId, async () =>
      // Never while a task runs there: a new collect would replace the one that task is filling from.
      (await runner.current(tabId))?.status === 'spinning' ? undefined : describeAhead(tabDriver(tabId), book),
    );
  });
  onTrustedMessage('startFill', 'Refused: fills start only from Understudy’s own pages.', (data) => {
    const tabId = checkedTabId(data);
    const request = {
      scope: checkedScope(data.scope),
      onlyEmpty: data.onlyEmpty === true ? true : undefined,
      replay: data.replay === true,
      edgeCases: checkedFlavour(data.edgeCases),
    };
    return startFill(runner, tabId, request, () => prepared.take(tabId));
  });
  onTrustedMessage('undoFill', 'Refused: only Understudy’s own pages may undo a fill.', (data) =>
    startUndo(runner, checkedTabId(data)),
  );
  onTrustedMessage('getTask', 'Refused: task state is only for Understudy’s own pages.', (data) => {
    // The popup asks once, as it opens: the moment before a click on Fill. A
    // worker woken by it warms the classifier up while the user reads the popup.
    setTimeout(warmUpClassifier, 0);
    return runner.current(checkedTabId(data));
  });

  browser.commands?.onCommand.addListener((command, tab) => {
    const request = FILL_COMMANDS[command];
    if (request && tab?.id !== undefined) startFillUnattended(runner, tab.id, request);
  });
}

/** Answers `verb` from our own extension pages only; any other sender gets `refusal`. */
export function onTrustedMessage<K extends keyof ProtocolMap>(
  verb: K,
  refusal: string,
  handler: (data: Parameters<ProtocolMap[K]>[0]) => ReturnType<ProtocolMap[K]> | Promise<ReturnType<ProtocolMap[K]>>,
): void {
  const origin = browser.runtime.getURL('/');
  onMessage(verb, ({ data, sender }) => {
    if (!isExtensionPage(sender, browser.runtime.id, origin)) throw new Error(refusal);
    return handler(data);
  });
}

export function checkedTabId(data: unknown): number {
  const tabId = (data as { tabId?: unknown } | null)?.tabId;
  if (typeof tabId !== 'number' || !Number.isSafeInteger(tabId) || tabId < 0) throw new Error(t('errorNoSuchTab'));
  return tabId;
}

function checkedFlavour(flavour: unknown): EdgeFlavour | undefined {
  return flavour === 'valid' || flavour === 'invalid' ? flavour : undefined;
}

function checkedScope(scope: unknown): FillScope {
  return scope === 'form' || scope === 'field' ? scope : 'page';
}
