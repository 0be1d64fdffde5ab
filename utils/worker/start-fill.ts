import { browser } from '#imports';
import { TabBusyError, type TaskRunner } from './task-runner';
import type { Task } from '../tasks/task-state';
import { taskBadge } from '../tasks/task-badge';
import { errorMessage } from '../text/error-message';
import { showBadge } from './register-task-badge';
import { getReport } from '../storage/task-store';
import { isFakerLocale } from '../values/faker-locales';
import { loadSettings } from '../storage/settings-store';
import { cachedRuleBook } from './rule-book-cache';
import { newSeed, nextSeed } from '../values/create-faker';
import { edgeCaseById } from '../values/edge-cases/edge-case-library';
import { fillFrames, settingsFillOptions, type FillOptions } from '../fill/fill-frames';
import type { DescribingPage } from '../fill/describe-frames';
import { undoTab } from './undo-tab';
import { FillError } from '../fill/fill-error';
import { tabDriver } from './run-in-frames';
import { nextJourney } from '../fill/journey';
import { getJourney, saveJourney } from '../storage/journey-store';
import type { FillRequest } from '../messaging/protocol';
import { summarizeReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import { t, tn } from '../i18n/messages';

const TASK_KIND = { page: 'fill-page', form: 'fill-form', field: 'fill-field' } as const;

/**
 * Starts a fill task for a tab with the user's settings and a new seed.
 * `prepared` gives the tab's description made when the popup opened, if
 * any (PreparedFills): taken only when the fill really starts.
 */
export async function startFill(
  runner: TaskRunner,
  tabId: number,
  request: FillRequest = {},
  prepared?: () => Promise<DescribingPage | undefined> | undefined,
): Promise<Task> {
  const scope = scopeOf(request);
  return runner.start(tabId, TASK_KIND[scope], async (limit) => {
    // The page is described while the settings load: neither waits for the other.
    const options = fillOptions(tabId, scope, request);
    const report = await fillFrames(tabDriver(tabId), options, prepared?.(), limit);
    const { journey } = await options;
    const next = journey && nextJourney(journey.current, report);
    // A journey storage refused only means the next fill makes a new person.
    if (next) await saveJourney(tabId, next).catch(() => undefined);
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
    void showBadge(
      tabId,
      taskBadge({ status: 'failed', kind: TASK_KIND[scopeOf(request)], reason: errorMessage(error) }),
    );
  });
}

/** Insert ▸ fills the focused field; otherwise the scope asked for, the page by default. */
function scopeOf(request: FillRequest): FillScope {
  return request.kind || request.ruleId || request.edgeCase ? 'field' : (request.scope ?? 'page');
}

async function fillOptions(tabId: number, scope: FillScope, request: FillRequest): Promise<FillOptions> {
  const [settings, book] = await Promise.all([loadSettings(), cachedRuleBook()]);
  const last = request.replay ? await getReport(tabId) : null;
  // A fill of the page's values takes part in the tab's journey; a replay, edge cases or Insert ▸ do not.
  const plain =
    !request.replay && !request.edgeCases && !request.kind && !request.ruleId && request.edgeCase === undefined;
  const journey = plain ? { current: (await getJourney(tabId).catch(() => null)) ?? undefined } : undefined;
  if (request.replay && !last) throw new FillError(t('errorNothingToReplay'));
  if (last?.restored) throw new FillError(t('savedFillNoReplay'));
  // A replay of an edge-case fill gives the same cases; a new one walks on to the next seed's (choose-edge-case.ts).
  const edgeCases = request.replay ? last?.edgeCases : request.edgeCases;
  const previous = edgeCases && !request.replay ? await getReport(tabId) : null;
  const chosen = settingsFillOptions(settings, browser.i18n.getUILanguage());
  return {
    ...chosen,
    seed: last?.seed ?? (previous && previous.edgeCases === edgeCases ? nextSeed(previous.seed) : newSeed()),
    locale: last && isFakerLocale(last.locale) ? last.locale : chosen.locale,
    refDate: last?.refDate,
    onlyEmpty: request.onlyEmpty ?? settings.onlyEmpty,
    // A replay keeps the locale the first fill used, whatever the page says now.
    usePageLanguage: last ? false : settings.usePageLanguage,
    scope,
    // A user's case has no kind of its own (one of a list); a case gone since the menu was made still fills no other way.
    kind:
      request.kind ??
      (request.edgeCase === undefined
        ? undefined
        : (edgeCaseById(request.edgeCase)?.edgeCase.kinds[0] ?? 'helpers.arrayElement')),
    edgeCases,
    edgeCase: request.edgeCase,
    book,
    insertRule: request.ruleId,
    fixed: { onlyEmpty: request.onlyEmpty !== undefined, locale: Boolean(last) },
    journey,
  };
}

/** Starts an undo of the tab's last fill, as a task with the same spinner. */
export function startUndo(runner: TaskRunner, tabId: number): Promise<Task> {
  return runner.start(tabId, 'undo', async () => {
    const { restored, left, kept } = await undoTab(tabId);
    const parts = [tn('restoredFields', restored)];
    if (left) parts.push(tn('undoLeftChanged', left));
    if (kept) parts.push(tn('undoKeptWidgets', kept));
    return parts.join(t('listSeparator'));
  });
}
