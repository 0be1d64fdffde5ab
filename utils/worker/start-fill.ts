import { browser } from '#imports';
import { TabBusyError, type TaskRunner } from './task-runner';
import type { Task } from '../tasks/task-state';
import { taskBadge } from '../tasks/task-badge';
import { errorMessage } from '../text/error-message';
import { showBadge } from './register-task-badge';
import { getReport } from '../storage/task-store';
import { isFakerLocale } from '../values/faker-locales';
import { loadSettings } from '../storage/settings-store';
import { effectiveLocale, identityChoice } from '../settings/settings-schema';
import { cachedRuleBook } from './rule-book-cache';
import { fakerLocaleFor } from '../values/faker-locales';
import { newSeed } from '../values/create-faker';
import { fillTab, type FillOptions } from './fill-tab';
import type { DescribingTab } from './describe-tab';
import { undoTab } from './undo-tab';
import { FillError } from './fill-error';
import type { FillRequest } from '../messaging/protocol';
import { summarizeReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';

const TASK_KIND = { page: 'fill-page', form: 'fill-form', field: 'fill-field' } as const;

/**
 * Starts a fill task for a tab with the user's settings and a new seed.
 * `prepared` gives the tab's description made when the popup opened, if
 * any (PreparedFills): taken only when the fill really starts.
 */
export async function startFill(runner: TaskRunner, tabId: number, request: FillRequest = {}, prepared?: () => Promise<DescribingTab | undefined> | undefined): Promise<Task> {
  const scope = scopeOf(request);
  return runner.start(tabId, TASK_KIND[scope], async (limit) => {
    // The page is described while the settings load: neither waits for the other.
    const report = await fillTab(tabId, fillOptions(tabId, scope, request), prepared?.(), limit);
    return { summary: summarizeReport(report), filled: report.filled, report };
  });
}

/**
 * Starts a fill no page waits on (a shortcut, the context menu): a start
 * refused shows on the toolbar badge as a failed task would, since no task
 * could be stored to show it; a tab busy with another task shows that one.
 */
export function startFillUnattended(runner: TaskRunner, tabId: number, request: FillRequest): void {
  startFill(runner, tabId, request).catch((error: unknown) => {
    if (error instanceof TabBusyError) return;
    void showBadge(tabId, taskBadge({ status: 'failed', kind: TASK_KIND[scopeOf(request)], reason: errorMessage(error) }));
  });
}

/** Insert ▸ fills the focused field; otherwise the scope asked for, the page by default. */
function scopeOf(request: FillRequest): FillScope {
  return request.kind || request.ruleId ? 'field' : (request.scope ?? 'page');
}

async function fillOptions(tabId: number, scope: FillScope, request: FillRequest): Promise<FillOptions> {
  const [settings, book] = await Promise.all([loadSettings(), cachedRuleBook()]);
  const last = request.replay ? await getReport(tabId) : null;
  if (request.replay && !last) throw new FillError('There is no earlier fill on this tab to replay.');
  return {
    seed: last?.seed ?? newSeed(),
    locale: last && isFakerLocale(last.locale) ? last.locale : effectiveLocale(settings, browser.i18n.getUILanguage()),
    refDate: last?.refDate,
    onlyEmpty: request.onlyEmpty ?? settings.onlyEmpty,
    fillHidden: settings.fillHidden,
    // A replay keeps the locale the first fill used, whatever the page says now.
    usePageLanguage: last ? false : settings.usePageLanguage,
    scope,
    kind: request.kind,
    book,
    insertRule: request.ruleId,
    uiLocale: fakerLocaleFor(browser.i18n.getUILanguage()),
    fixed: { onlyEmpty: request.onlyEmpty !== undefined, locale: Boolean(last) },
    identity: identityChoice(settings),
  };
}

/** Starts an undo of the tab's last fill, as a task with the same spinner. */
export function startUndo(runner: TaskRunner, tabId: number): Promise<Task> {
  return runner.start(tabId, 'undo', async () => {
    const { restored, left } = await undoTab(tabId);
    const summary = `Restored ${restored} ${restored === 1 ? 'field' : 'fields'}`;
    return left ? `${summary}, left ${left} the page changed` : summary;
  });
}
