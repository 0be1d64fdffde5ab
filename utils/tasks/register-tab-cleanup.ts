import { browser } from '#imports';
import { forgetTab } from './task-store';

/** A closed tab's task and report are of no use to anyone: drop them from the session. */
export function registerTabCleanup(): void {
  browser.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
}
