import { browser } from '#imports';
import type { TaskRunner } from './task-runner';
import { forgetJourney } from '../storage/journey-store';

/** A closed tab's task, report and person are of no use to anyone: its work stops, and they leave the session. */
export function registerTabCleanup(runner: TaskRunner): void {
  browser.tabs.onRemoved.addListener((tabId) => {
    void runner.closeTab(tabId);
    void forgetJourney(tabId).catch(() => undefined);
  });
}
