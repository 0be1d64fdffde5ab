import { storage } from '@wxt-dev/storage';
import type { Task } from './task-state';
import type { FillReport } from '../fill/fill-report';

/*
 * Per-tab task state lives in storage.session: it outlives the service worker
 * (so a restarted worker and a reopened popup see the truth) but not the browser.
 */

type TaskKey = `session:task:${number}`;
type ReportKey = `session:report:${number}`;

const taskKey = (tabId: number): TaskKey => `session:task:${tabId}`;
const reportKey = (tabId: number): ReportKey => `session:report:${tabId}`;

export function getTask(tabId: number): Promise<Task | null> {
  return storage.getItem<Task>(taskKey(tabId));
}

export function saveTask(task: Task): Promise<void> {
  return storage.setItem(taskKey(task.tabId), task);
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

export function getReport(tabId: number): Promise<FillReport | null> {
  return storage.getItem<FillReport>(reportKey(tabId));
}

export function saveReport(tabId: number, report: FillReport): Promise<void> {
  return storage.setItem(reportKey(tabId), report);
}

export function watchReport(tabId: number, onChange: (report: FillReport | null) => void): () => void {
  return storage.watch<FillReport>(reportKey(tabId), (report) => onChange(report));
}

export async function forgetTab(tabId: number): Promise<void> {
  await storage.removeItems([taskKey(tabId), reportKey(tabId)]);
}
