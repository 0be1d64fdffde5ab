import {
  completeTask,
  failTask,
  resolveTask,
  settleOrphan,
  startTask,
  timedOutReason,
  type Task,
  type TaskKind,
  type TaskOutcome,
} from '../tasks/task-state';
import { forgetTab, getTask, listTasks, saveTask } from '../storage/task-store';
import { errorMessage } from '../text/error-message';
import type { FillReport } from '../fill/fill-report';
import { t } from '../i18n/messages';
import type { TaskLimit } from '../fill/task-limit';

export type TaskWork = (limit: TaskLimit) => Promise<TaskOutcome>;

export interface TaskRunner {
  /** Stores a spinning task for the tab, then starts the work; rejects, with nothing started, while another task runs there or when the task cannot be stored. */
  start(tabId: number, kind: TaskKind, work: TaskWork): Promise<Task>;
  /** The tab's task as it really is (orphans and timeouts settled). */
  current(tabId: number): Promise<Task | null>;
  /** The tab closed: its work stops, and its task and report are dropped, also when the work ends after this. */
  closeTab(tabId: number): Promise<void>;
}

/** A start refused because a task already runs on the tab (which shows that task itself). */
export class TabBusyError extends Error {
  constructor() {
    super(t('errorTabBusy'));
  }
}

/** Why a task was stopped from outside its work. */
class TaskStopped extends Error {}

interface Running {
  task: Task;
  controller: AbortController;
  closed: boolean;
}

/**
 * Runs tasks for this service-worker instance, one per tab at a time. On
 * creation it settles every task a previous instance left spinning, before
 * answering anyone. Which tabs are busy is known here, in memory, so a check
 * and its claim have no await between them; a later worker instance meets a
 * stored spinning task as an orphan (settleOrphan).
 */
export function createTaskRunner(workerId: string, now: () => number = Date.now): TaskRunner {
  // A sweep storage refuses leaves the orphans to the popup (resolveTask); it must not keep every start waiting on it.
  const ready = settleOrphans(workerId, now).catch(() => undefined);
  const running = new Map<number, Running>();

  /** Runs the work until it ends or is stopped, then stores how it ended; never rejects. */
  async function run(entry: Running, work: TaskWork): Promise<void> {
    const { task, controller } = entry;
    const timer = setTimeout(() => controller.abort(new TaskStopped(timedOutReason())), task.deadline - now());
    let ended: Task;
    let report: FillReport | undefined;
    try {
      controller.signal.throwIfAborted();
      const outcome = await Promise.race([
        work({ signal: controller.signal, deadline: task.deadline }),
        stopped(controller.signal),
      ]);
      ended = completeTask(task, outcome, now());
      if (typeof outcome === 'object') report = outcome.report;
    } catch (error) {
      // Stopped at the time limit: recorded as failing at the deadline, however late the work noticed.
      ended =
        error instanceof TaskStopped && error.message === timedOutReason()
          ? resolveTask(task, Infinity)
          : failTask(task, errorMessage(error), now());
    } finally {
      clearTimeout(timer);
    }
    try {
      if (!entry.closed) await saveTask(ended, ended.status === 'completed' ? report : undefined);
      // The tab may have closed while the end was being stored: its clean-up ran before that write.
      if (entry.closed) await forgetTab(task.tabId);
    } catch {
      // storage.session refused the end: the popup settles the spinning task at its deadline.
    } finally {
      running.delete(task.tabId);
    }
  }

  return {
    async start(tabId, kind, work) {
      await ready;
      if (running.has(tabId)) throw new TabBusyError();
      const task = startTask({ id: crypto.randomUUID(), kind, tabId, workerId, now: now() });
      const entry: Running = { task, controller: new AbortController(), closed: false };
      running.set(tabId, entry);
      try {
        await saveTask(task);
      } catch (error) {
        running.delete(tabId);
        throw new Error(t('errorTaskNotRecorded', errorMessage(error)), { cause: error });
      }
      void run(entry, work);
      return task;
    },
    async current(tabId) {
      await ready;
      const task = await getTask(tabId);
      return task && settleOrphan(task, workerId, now());
    },
    async closeTab(tabId) {
      const entry = running.get(tabId);
      if (entry) {
        entry.closed = true;
        entry.controller.abort(new TaskStopped('The tab was closed.'));
      }
      // Storage refusing this leaves a task the next start of the worker settles; nothing to tell anyone.
      await forgetTab(tabId).catch(() => undefined);
    },
  };
}

/** Rejects with the signal's reason once it aborts. */
function stopped(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

async function settleOrphans(workerId: string, now: () => number): Promise<void> {
  for (const task of await listTasks()) {
    const settled = settleOrphan(task, workerId, now());
    if (settled !== task) await saveTask(settled);
  }
}
