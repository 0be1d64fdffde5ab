import { browser } from '#imports';
import type { TaskRunner } from '../tasks/task-runner';
import type { Task } from '../tasks/task-state';
import { saveReport } from '../tasks/task-store';
import { loadSettings } from '../settings/settings-store';
import { effectiveLocale } from '../settings/settings-schema';
import { newSeed } from '../values/create-faker';
import { fillTab } from './fill-tab';
import { summarizeReport } from './fill-report';

/** Starts a "fill page" task for a tab with the user's settings and a new seed. */
export async function startFill(runner: TaskRunner, tabId: number): Promise<Task> {
  return runner.start(tabId, 'fill-page', async () => {
    const settings = await loadSettings();
    const report = await fillTab(tabId, {
      seed: newSeed(),
      locale: effectiveLocale(settings, browser.i18n.getUILanguage()),
      onlyEmpty: settings.onlyEmpty,
      usePageLanguage: settings.usePageLanguage,
    });
    await saveReport(tabId, report);
    return summarizeReport(report);
  });
}
