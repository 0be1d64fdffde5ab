import { storage } from '@wxt-dev/storage';
import type { Task } from '../tasks/task-state';
import { parseReport, type FillReport } from '../fill/fill-report';

/*
 * Per-tab task state lives in storage.session: it outlives the service worker
 * (so a restarted worker and a reopened popup see the truth) but not the browser.
 */

type TaskKey = `session:task:${number}`;
/** Reports are kept as JSON text: see saveTask. */
type ReportKey = `session:report:${number}`;

const taskKey = (tabId: number): TaskKey => `session:task:${tabId}`;
const reportKey = (tabId: number): ReportKey => `session:report:${tabId}`;

export function getTask(tabId: number): Promise<Task | null> {
  return storage.getItem<Task>(taskKey(tabId));
}

/**
 * Stores a task, and with a fill's report in the same write: whoever sees
 * the task completed (the popup, a replay) finds its report, never the last one.
 * A report is one JSON string: the browser copies an object into storage, and
 * out to every listening page, value by value, which took about 60 ms for a
 * 3,000-field report, against 10 ms as text (tests/bench/fill).
 */
export async function saveTask(task: Task, report?: FillReport): Promise<void> {
  if (!report) return storage.setItem(taskKey(task.tabId), task);
  try {
    await storage.setItems([
      { key: taskKey(task.tabId), value: task },
      { key: reportKey(task.tabId), value: JSON.stringify(report) },
    ]);
  } catch {
    // A report beyond storage.session's quota: the task is stored without
    // one, and no older report stands in for it.
    await storage.removeItem(reportKey(task.tabId));
    await storage.setItem(taskKey(task.tabId), task);
  }
}

export function watchTask(tabId: number, onChange: (task: Task | null) => void): () => void {
  return storage.watch<Task>(taskKey(tabId), (task) => onChange(task));
}

/** Every task in the session area, for the start-up sweep of orphans. */
export async function listTasks(): Promise<Task[]> {
  const all = await storage.snapshot('session');
  return Object.entries(all)
    .filter(([key]) => key.startsWith('task:'))
    .map(([, value]) => value as Task);
}

export async function getReport(tabId: number): Promise<FillReport | null> {
  return parseReport(await getReportText(tabId));
}

/** The report as stored, unparsed: the popup parses it when it draws it (see useTabTask). */
export function getReportText(tabId: number): Promise<string | null> {
  return storage.getItem<string>(reportKey(tabId));
}

export function watchReportText(tabId: number, onChange: (text: string | null) => void): () => void {
  return storage.watch<string>(reportKey(tabId), (text) => onChange(text));
}

export async function forgetTab(tabId: number): Promise<void> {
  await storage.removeItems([taskKey(tabId), reportKey(tabId)]);
}
