import { browser } from '#imports';
import type { FieldKind } from '../fields/field-kinds';
import type { TaskRunner } from '../tasks/task-runner';
import type { Task } from '../tasks/task-state';
import { saveReport } from '../tasks/task-store';
import { loadSettings } from '../settings/settings-store';
import { effectiveLocale } from '../settings/settings-schema';
import { newSeed } from '../values/create-faker';
import { fillTab, undoTab } from './fill-tab';
import { summarizeReport } from './fill-report';
import type { FillScope } from './fill-scope';

/** What the user asked for: from the popup, a shortcut or the context menu. */
export interface FillRequest {
  scope?: FillScope;
  /** Overrides the "fill empty fields only" setting for this fill. */
  onlyEmpty?: boolean;
  /** Insert ▸ a value of this kind into the focused field. */
  kind?: FieldKind;
}

const TASK_KIND = { page: 'fill-page', form: 'fill-form', field: 'fill-field' } as const;

/** Starts a fill task for a tab with the user's settings and a new seed. */
export async function startFill(runner: TaskRunner, tabId: number, request: FillRequest = {}): Promise<Task> {
  const scope = request.kind ? 'field' : (request.scope ?? 'page');
  return runner.start(tabId, TASK_KIND[scope], async () => {
    const settings = await loadSettings();
    const report = await fillTab(tabId, {
      seed: newSeed(),
      locale: effectiveLocale(settings, browser.i18n.getUILanguage()),
      onlyEmpty: request.onlyEmpty ?? settings.onlyEmpty,
      usePageLanguage: settings.usePageLanguage,
      scope,
      kind: request.kind,
    });
    await saveReport(tabId, report);
    return summarizeReport(report);
  });
}

/** Starts an undo of the tab's last fill, as a task with the same spinner. */
export function startUndo(runner: TaskRunner, tabId: number): Promise<Task> {
  return runner.start(tabId, 'undo', async () => {
    const restored = await undoTab(tabId);
    return `Restored ${restored} ${restored === 1 ? 'field' : 'fields'}`;
  });
}
