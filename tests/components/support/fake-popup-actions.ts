import { vi } from 'vitest';
import type { FillReport } from '@/utils/fill/fill-report';
import { startTask, type Task } from '@/utils/tasks/task-state';
import type { PopupActions, SiteProfileInfo } from '@/utils/ui/popup-actions';
import type { Journey } from '@/utils/fill/journey';

export const TAB = 7;

export function spinningTask(overrides: Partial<Task> = {}): Task {
  return {
    ...startTask({ id: 'task-1', kind: 'fill-page', tabId: TAB, workerId: 'w', now: Date.now() }),
    ...overrides,
  };
}

export function report(overrides: Partial<FillReport> = {}): FillReport {
  return {
    seed: 123456,
    locale: 'de_AT',
    url: 'https://forms.test/',
    durationMs: 41.6,
    filled: 3,
    skipped: 1,
    failed: 0,
    fields: [],
    ...overrides,
  };
}

/**
 * PopupActions with no browser behind them. `pushTask` and `pushReport` play
 * the part of storage.session changing, as the background's writes would.
 */
export function fakePopupActions(overrides: Partial<PopupActions> = {}) {
  const taskWatchers = new Set<(task: Task | null) => void>();
  const reportWatchers = new Set<(text: string | null) => void>();
  const journeyWatchers = new Set<(journey: Journey | null) => void>();
  const actions = {
    resolveTabId: vi.fn(async () => TAB as number | null),
    startFill: vi.fn(async () => spinningTask()),
    undoFill: vi.fn(async () => spinningTask({ kind: 'undo' })),
    getTask: vi.fn(async () => null as Task | null),
    prepareFill: vi.fn(async () => undefined),
    watchTask: vi.fn((_tabId: number, onChange: (task: Task | null) => void) => {
      taskWatchers.add(onChange);
      return () => taskWatchers.delete(onChange);
    }),
    getReportText: vi.fn(async () => null as string | null),
    watchReportText: vi.fn((_tabId: number, onChange: (text: string | null) => void) => {
      reportWatchers.add(onChange);
      return () => reportWatchers.delete(onChange);
    }),
    getJourney: vi.fn(async (_tabId: number) => null as Journey | null),
    watchJourney: vi.fn((_tabId: number, onChange: (journey: Journey | null) => void) => {
      journeyWatchers.add(onChange);
      return () => journeyWatchers.delete(onChange);
    }),
    newPerson: vi.fn(async (_tabId: number) => {
      for (const watcher of journeyWatchers) watcher(null);
    }),
    getLocale: vi.fn(async () => 'de_AT'),
    hasNews: vi.fn(async () => false),
    openOptions: vi.fn(),
    copyText: vi.fn(async () => {}),
    requestHostAccess: vi.fn(async (_origins: string[]) => true),
    getSiteProfile: vi.fn(async (_tabId: number) => null as SiteProfileInfo | null),
    openSiteRules: vi.fn(),
    openRuleFor: vi.fn(),
    ...overrides,
  } satisfies PopupActions;
  return {
    actions,
    pushTask: (task: Task | null) => taskWatchers.forEach((watcher) => watcher(task)),
    pushReport: (next: FillReport | null) => reportWatchers.forEach((watcher) => watcher(next && JSON.stringify(next))),
    pushJourney: (next: Journey | null) => journeyWatchers.forEach((watcher) => watcher(next)),
    watcherCount: () => taskWatchers.size + reportWatchers.size,
  };
}
