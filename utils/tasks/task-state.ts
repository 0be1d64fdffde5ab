import { collapseSpace } from '../text/collapse-space';
import type { FillReport } from '../fill/fill-report';
import { t } from '../i18n/messages';

/**
 * The task state machine behind the popup's spinner. Pure: no browser APIs, so
 * the background, the popup and tests all share one definition of the truth.
 */
export type TaskStatus = 'spinning' | 'completed' | 'failed' | 'cancelled';

export type TaskKind = 'fill-page' | 'fill-form' | 'fill-field' | 'undo' | 'dataset';

export interface Task {
  id: string;
  kind: TaskKind;
  tabId: number;
  status: TaskStatus;
  startedAt: number;
  /** After this instant a task still `spinning` is treated as failed. */
  deadline: number;
  /** The service-worker instance that runs the task; another instance means it was orphaned. */
  workerId: string;
  endedAt?: number;
  /** One line a user can read; set when the task failed. */
  reason?: string;
  /** One line summarising a completed task, e.g. "Filled 12 fields, skipped 1". */
  summary?: string;
  /** How many fields a completed fill filled: the number on the toolbar badge. */
  filled?: number;
}

/** What finished work says: its summary line, and for a fill the number of fields it filled. */
export type TaskOutcome =
  | string
  | {
      summary: string;
      filled: number;
      /** A fill's report: stored with the completed task, in one write. */
      report?: FillReport;
    };

/** How long a task may spin before it is declared failed. */
export const TASK_TIME_LIMIT_MS = 60_000;

/** Why a task failed when its worker died with it. */
export const orphanedReason = () => t('taskOrphaned');
/** Why a task failed when it ran past its time limit. */
export const timedOutReason = () => t('taskTimedOut');

interface StartOptions {
  id: string;
  kind: TaskKind;
  tabId: number;
  workerId: string;
  now: number;
  timeLimitMs?: number;
}

/**
 * @example startTask({ id: 'a', kind: 'fill-page', tabId: 3, workerId: 'w', now: 0 })
 * // { id: 'a', status: 'spinning', deadline: 60000, ... }
 */
export function startTask({ id, kind, tabId, workerId, now, timeLimitMs = TASK_TIME_LIMIT_MS }: StartOptions): Task {
  return { id, kind, tabId, workerId, status: 'spinning', startedAt: now, deadline: now + timeLimitMs };
}

/** Ends a spinning task as completed; a task that already ended keeps its end. */
export function completeTask(task: Task, outcome: TaskOutcome, now: number): Task {
  if (task.status !== 'spinning') return task;
  const ended: Task = { ...task, status: 'completed', endedAt: now };
  if (typeof outcome === 'string') return { ...ended, summary: outcome };
  return { ...ended, summary: outcome.summary, filled: outcome.filled };
}

/** Ends a spinning task as cancelled by the user; a task that already ended keeps its end. */
export function cancelTask(task: Task, now: number): Task {
  if (task.status !== 'spinning') return task;
  return { ...task, status: 'cancelled', endedAt: now };
}

/** Ends a spinning task as failed with a one-line reason. */
export function failTask(task: Task, reason: string, now: number): Task {
  if (task.status !== 'spinning') return task;
  return { ...task, status: 'failed', reason: oneLine(reason), endedAt: now };
}

/**
 * What a task really is at `now`: a spinning task past its deadline has failed,
 * whether or not anyone was left to record it.
 * @example resolveTask({ ...spinning, deadline: 10 }, 11).status // 'failed'
 */
export function resolveTask(task: Task, now: number): Task {
  if (task.status === 'spinning' && now > task.deadline) return failTask(task, timedOutReason(), task.deadline);
  return task;
}

/**
 * Settles a task found in storage when a worker starts: a spinning task owned by
 * another worker instance can never finish, because its promises died with it.
 */
export function settleOrphan(task: Task, currentWorkerId: string, now: number): Task {
  const resolved = resolveTask(task, now);
  if (resolved.status === 'spinning' && resolved.workerId !== currentWorkerId) {
    return failTask(resolved, orphanedReason(), now);
  }
  return resolved;
}

/** Collapses whitespace so a reason always fits the spinner's single line. */
function oneLine(text: string): string {
  const line = collapseSpace(text);
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || t('unknownError');
}
