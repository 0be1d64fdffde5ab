import type { Page } from '@playwright/test';

/** A stored task record as the tests read it: a fill's (task-state.ts) or a dataset's. */
export interface StoredTask {
  id: string;
  status: string;
  reason?: string;
}

/**
 * What a test waiting on a task compares: its status, and a failed task's reason
 * with it, so a test that wanted `completed` says why the task failed.
 * @example taskOutcome({ status: 'failed', reason: 'Click into a field first, then try again.' })
 * // 'failed: Click into a field first, then try again.'
 */
export function taskOutcome(task: Pick<StoredTask, 'status' | 'reason'> | undefined | null): string {
  if (!task) return 'no task stored';
  return task.status === 'failed' ? `failed: ${task.reason ?? '(no reason given)'}` : task.status;
}

/** The tab's task record in `storage.session` (`task:<tabId>`), read from an extension page. */
export function storedTask(extensionPage: Page, tabId: number): Promise<StoredTask | undefined> {
  return extensionPage.evaluate(async (key) => (await chrome.storage.session.get(key))[key], `task:${tabId}`);
}
