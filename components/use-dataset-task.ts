import { useEffect, useState } from 'react';
import type { DatasetTask } from '@/utils/storage/dataset-store';
import type { DatasetActions } from '@/utils/ui/dataset-actions';

/**
 * The dataset task, kept current from storage, and a clock that ticks while it
 * spins: rows per second and time left move between the generator's progress writes.
 */
export function useDatasetTask(actions: DatasetActions) {
  const [task, setTask] = useState<DatasetTask | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    void actions.getDatasetTask().then((current) => live && setTask(current));
    const unwatch = actions.watchDatasetTask((next) => live && setTask(next));
    return () => {
      live = false;
      unwatch();
    };
  }, [actions]);

  useEffect(() => {
    if (task?.status !== 'spinning') return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [task?.status]);

  return { task, setTask, now };
}
