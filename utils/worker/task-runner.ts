import { completeTask, failTask, resolveTask, settleOrphan, startTask, type Task, type TaskKind, type TaskOutcome } from '../tasks/task-state';
import { getTask, listTasks, saveTask } from '../storage/task-store';
import { errorMessage } from '../text/error-message';
import type { FillReport } from '../fill/fill-report';

/** What the time limit resolves to: a value no work can return by accident. */
const TIME_LIMIT = Symbol('time limit');

export interface TaskRunner {
  /** Starts work for a tab unless a task already spins there; answers with the task at once. */
  start(tabId: number, kind: TaskKind, work: () => Promise<TaskOutcome>): Promise<Task>;
  /** The tab's task as it really is (orphans and timeouts settled). */
  current(tabId: number): Promise<Task | null>;
}

/**
 * Runs tasks for this service-worker instance. On creation it settles every
 * task a previous instance left spinning, before answering anyone.
 */
export function createTaskRunner(workerId: string, now: () => number = Date.now): TaskRunner {
  const ready = settleOrphans(workerId, now);

  /** Runs the work at once; `saved` is the start's own save, which the end's must follow. */
  async function run(task: Task, work: () => Promise<TaskOutcome>, saved: Promise<void>): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeLimit = new Promise<typeof TIME_LIMIT>((resolve) => {
      timer = setTimeout(() => resolve(TIME_LIMIT), task.deadline - now());
    });
    let ended: Task;
    let report: FillReport | undefined;
    try {
      const outcome = await Promise.race([work(), timeLimit]);
      ended = outcome === TIME_LIMIT ? resolveTask(task, Infinity) : completeTask(task, outcome, now());
      if (typeof outcome === 'object') report = outcome.report;
    } catch (error) {
      ended = failTask(task, errorMessage(error), now());
    } finally {
      clearTimeout(timer);
    }
    await saved.catch(() => undefined);
    await saveTask(ended, ended.status === 'completed' ? report : undefined);
  }

  return {
    async start(tabId, kind, work) {
      await ready;
      const existing = await getTask(tabId);
      if (existing && resolveTask(existing, now()).status === 'spinning' && existing.workerId === workerId) return existing;
      const task = startTask({ id: crypto.randomUUID(), kind, tabId, workerId, now: now() });
      // The work starts while the task is stored: a fill's page is being described meanwhile.
      const saved = saveTask(task);
      void run(task, work, saved);
      await saved;
      return task;
    },
    async current(tabId) {
      await ready;
      const task = await getTask(tabId);
      return task && settleOrphan(task, workerId, now());
    },
  };
}

async function settleOrphans(workerId: string, now: () => number): Promise<void> {
  for (const task of await listTasks()) {
    const settled = settleOrphan(task, workerId, now());
    if (settled !== task) await saveTask(settled);
  }
}

