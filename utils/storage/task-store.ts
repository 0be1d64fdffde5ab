import { storage } from '@wxt-dev/storage';
import type { Task } from '../tasks/task-state';
import { parseReport, type FillReport } from '../fill/fill-report';
import { errorMessage } from '../text/error-message';
import { ALL_REPORTS_BUDGET_BYTES, fitReport, withoutFields, type StoredReport } from './report-budget';

/*
 * Per-tab task state lives in storage.session: it outlives the service worker
 * (so a restarted worker and a reopened popup see the truth) but not the browser.
 */

type TaskKey = `session:task:${number}`;
/** Reports are kept as JSON text: see saveTask. */
type ReportKey = `session:report:${number}`;
/** Each stored report's size and when it was stored, by tab: what the budget of all reports is kept by. */
const SIZES_KEY = 'session:reportSizes' as const;
type ReportSizes = Record<string, { bytes: number; at: number }>;

const taskKey = (tabId: number): TaskKey => `session:task:${tabId}`;
const reportKey = (tabId: number): ReportKey => `session:report:${tabId}`;

export const DROPPED_FOR_NEWER = 'The list of fields was dropped to make room for newer fills’ reports.';

export function getTask(tabId: number): Promise<Task | null> {
  return storage.getItem<Task>(taskKey(tabId));
}

/** The worker's writes, one at a time: each reads the report sizes the one before wrote. */
let writes: Promise<unknown> = Promise.resolve();
function inTurn<T>(write: () => Promise<T>): Promise<T> {
  const next = writes.then(write, write);
  writes = next.catch(() => undefined);
  return next;
}

/**
 * Stores a task, and with a fill's report in the same write: whoever sees
 * the task completed (the popup, a replay) finds its report, never the last one.
 * A report is one JSON string: the browser copies an object into storage, and
 * out to every listening page, value by value, which costs far more than one
 * string (docs/performance.md, "The collect transfer").
 * A report over REPORT_BUDGET_BYTES is stored with its field list cut; the
 * oldest tabs' lists make room when all reports would pass ALL_REPORTS_BUDGET_BYTES;
 * a report storage still refuses is stored without its list. Each keeps its
 * seed and counts, so Replay and Undo still work, and says why (`truncated`).
 */
export function saveTask(task: Task, report?: FillReport): Promise<void> {
  return inTurn(async () => {
    if (!report) return storage.setItem(taskKey(task.tabId), task);
    const sizes = (await storage.getItem<ReportSizes>(SIZES_KEY)) ?? {};
    delete sizes[task.tabId];
    const at = task.endedAt ?? Date.now();
    const fitted = fitReport(report);
    const room = await makeRoom(sizes, ALL_REPORTS_BUDGET_BYTES - fitted.bytes);
    try {
      await storage.setItems([...room, ...reportItems(task, fitted, sizes, at)]);
    } catch (error) {
      await saveWithoutList(task, report, errorMessage(error), room, sizes, at);
    }
  });
}

/** The oldest tabs' reports without their lists, until the others take at most `budget`; updates `sizes`. */
async function makeRoom(sizes: ReportSizes, budget: number): Promise<Array<{ key: ReportKey; value: string }>> {
  const oldestFirst = Object.entries(sizes).sort(([, a], [, b]) => a.at - b.at);
  let total = oldestFirst.reduce((sum, [, { bytes }]) => sum + bytes, 0);
  const items: Array<{ key: ReportKey; value: string }> = [];
  for (const [tab, size] of oldestFirst) {
    if (total <= budget) break;
    const old = parseReport(await storage.getItem<string>(reportKey(Number(tab))));
    const kept = old ? withoutFields(old, DROPPED_FOR_NEWER) : undefined;
    total -= size.bytes - (kept?.bytes ?? 0);
    if (kept) {
      items.push({ key: reportKey(Number(tab)), value: kept.text });
      sizes[tab] = { bytes: kept.bytes, at: size.at };
    } else delete sizes[tab];
  }
  return items;
}

function reportItems(task: Task, report: StoredReport, sizes: ReportSizes, at: number) {
  return [
    { key: taskKey(task.tabId), value: task },
    { key: reportKey(task.tabId), value: report.text },
    { key: SIZES_KEY, value: { ...sizes, [task.tabId]: { bytes: report.bytes, at } } },
  ];
}

/** The report storage refused, stored without its list; failing that, the task alone, and no older report in its place. */
async function saveWithoutList(
  task: Task,
  report: FillReport,
  reason: string,
  room: Array<{ key: ReportKey; value: string }>,
  sizes: ReportSizes,
  at: number,
): Promise<void> {
  try {
    await storage.setItems([
      ...room,
      ...reportItems(task, withoutFields(report, `The list of fields could not be stored: ${reason}`), sizes, at),
    ]);
  } catch {
    await storage.removeItems([reportKey(task.tabId)]);
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

/** Drops a tab's task and report, and its report's size. */
export function forgetTab(tabId: number): Promise<void> {
  return inTurn(async () => {
    await storage.removeItems([taskKey(tabId), reportKey(tabId)]);
    const sizes = await storage.getItem<ReportSizes>(SIZES_KEY);
    if (sizes && tabId in sizes) {
      delete sizes[tabId];
      await storage.setItem(SIZES_KEY, sizes);
    }
  });
}
