import { useCallback, useEffect, useState } from 'react';
import type { FillReport } from '@/utils/fill/fill-report';
import { resolveTask, type Task } from '@/utils/tasks/task-state';
import type { PopupActions } from '@/utils/ui/popup-actions';

/**
 * The tab's task and last report, kept current from storage.session. A task
 * still spinning at its deadline is re-resolved here too, so the spinner stops
 * even if no worker is left to say so.
 */
export function useTabTask(actions: PopupActions, tabId: number | null, now: () => number = Date.now) {
  const [task, setTask] = useState<Task | null>(null);
  const [report, setReport] = useState<FillReport | null>(null);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (tabId === null) return;
    let live = true;
    const unwatchTask = actions.watchTask(tabId, (next) => live && setTask(next));
    const unwatchReport = actions.watchReport(tabId, (next) => live && setReport(next));
    void actions.getTask(tabId).then((next) => live && setTask(next));
    void actions.getReport(tabId).then((next) => live && setReport(next));
    return () => {
      live = false;
      unwatchTask();
      unwatchReport();
    };
  }, [actions, tabId]);

  useEffect(() => {
    if (task?.status !== 'spinning') return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.max(0, task.deadline - now() + 1));
    return () => clearTimeout(timer);
  }, [task, now]);

  /** Takes a task from a direct answer without undoing a newer state the watch already delivered. */
  const adoptTask = useCallback((next: Task) => {
    setTask((current) => (current?.id === next.id && current.status !== 'spinning' ? current : next));
  }, []);

  return { task: task && resolveTask(task, now()), report, adoptTask };
}
