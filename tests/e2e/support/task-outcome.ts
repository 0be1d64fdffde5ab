/** A stored task record as the tests read it: a fill's (task-state.ts) or a dataset's. */
export interface StoredTask {
  status: string;
  reason?: string;
}

/**
 * What a test waiting on a task compares: its status, and a failed task's reason
 * with it, so a test that wanted `completed` says why the task failed.
 * @example taskOutcome({ status: 'failed', reason: 'Click into a field first, then try again.' })
 * // 'failed: Click into a field first, then try again.'
 */
export function taskOutcome(task: StoredTask | undefined | null): string {
  if (!task) return 'no task stored';
  return task.status === 'failed' ? `failed: ${task.reason ?? '(no reason given)'}` : task.status;
}
