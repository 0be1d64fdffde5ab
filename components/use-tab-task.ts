import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { parseReport, type FillReport } from '@/utils/fill/fill-report';
import { resolveTask, type Task } from '@/utils/tasks/task-state';
import type { PopupActions } from '@/utils/ui/popup-actions';

/**
 * The tab's task and last report, kept current from storage.session; a task spinning past its deadline settles here too.
 * The report (half a megabyte on a long page) is parsed in a render after the one that shows "Completed".
 */
export function useTabTask(actions: PopupActions, tabId: number | null, now: () => number = Date.now) {
  const [task, setTask] = useState<Task | null>(null);
  const [reportText, setReportText] = useState<string | null>(null);
  const drawnText = useDeferredValue(reportText);
  const drawn = useMemo(() => parseReport(drawnText), [drawnText]);
  const report: FillReport | null = drawnText === reportText ? drawn : null;
  const [, setTick] = useState(0);

  useEffect(() => {
    if (tabId === null) return;
    let live = true;
    const unwatchTask = actions.watchTask(tabId, (next) => live && setTask(next));
    const unwatchReport = actions.watchReportText(tabId, (next) => live && setReportText(next));
    void actions.getTask(tabId).then((next) => live && setTask(next));
    void actions.getReportText(tabId).then((next) => live && setReportText(next));
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
