import { storage } from '@wxt-dev/storage';
import type { Task } from './task-state';
import type { FillReport } from '../fill/fill-report';

/*
 * Per-tab task state lives in storage.session: it outlives the service worker
 * (so a restarted worker and a reopened popup see the truth) but not the browser.
 */

type TaskKey = `session:task:${number}`;
/** Reports are kept as JSON text: see saveReport. */
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

export async function getReport(tabId: number): Promise<FillReport | null> {
  return parseReport(await storage.getItem<string>(reportKey(tabId)));
}

/**
 * A report is stored as one JSON string: the browser copies an object into
 * storage, and out to every listening page, value by value, which took about
 * 60 ms for a 3,000-field report, against 10 ms as text (tests/bench/fill).
 */
export function saveReport(tabId: number, report: FillReport): Promise<void> {
  return storage.setItem(reportKey(tabId), JSON.stringify(report));
}

export function watchReport(tabId: number, onChange: (report: FillReport | null) => void): () => void {
  return storage.watch<string>(reportKey(tabId), (text) => onChange(parseReport(text)));
}

/** The stored text as a report; anything else (nothing, or text that is not JSON) as none. */
export function parseReport(stored: unknown): FillReport | null {
  if (typeof stored !== 'string') return null;
  try {
    return JSON.parse(stored) as FillReport;
  } catch {
    return null;
  }
}

export async function forgetTab(tabId: number): Promise<void> {
  await storage.removeItems([taskKey(tabId), reportKey(tabId)]);
}
