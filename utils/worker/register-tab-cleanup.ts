import { browser } from '#imports';
import { forgetTab } from '../storage/task-store';

/** A closed tab's task and report are of no use to anyone: drop them from the session. */
export function registerTabCleanup(): void {
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
}
