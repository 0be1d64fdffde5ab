import { browser } from '#imports';
import type { TaskRunner } from './task-runner';

/** A closed tab's task and report are of no use to anyone: its work stops, and they leave the session. */
export function registerTabCleanup(runner: TaskRunner): void {
  browser.tabs.onRemoved.addListener((tabId) => void runner.closeTab(tabId));
}
