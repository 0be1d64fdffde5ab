import { clockText, datasetProgress } from '@/utils/datasets/dataset-progress';
import type { DatasetTask } from '@/utils/storage/dataset-store';
import { TaskSpinner } from './TaskSpinner';

interface DatasetProgressProps {
  task: DatasetTask;
  onCancel(): void;
  /** The clock, from the caller (which ticks it while the task runs). */
  now: number;
}

/** A dataset task as the Datasets page and the popup show it: the spinner, a progress bar with rows, percent, rows per second and time left, and Cancel. */
export function DatasetProgress({ task, onCancel, now }: DatasetProgressProps) {
  const progress = datasetProgress(task.rowsDone, task.rows, (task.endedAt ?? now) - task.startedAt);
  const spinning = task.status === 'spinning';
  return (
    <section className="dataset-progress" aria-label="Dataset progress">
      <TaskSpinner status={task.status} reason={task.reason} spinningLabel={`Making ${task.fileName}…`} />
      {spinning && (
        <>
          <progress className="dataset-progress__bar" max={task.rows} value={task.rowsDone} aria-label={`${progress.percent}% of ${task.fileName}`} />
          <p className="dataset-progress__figures">
            {task.rowsDone.toLocaleString()} of {task.rows.toLocaleString()} rows ({progress.percent}%), {progress.rowsPerSecond.toLocaleString()} rows/s
            {progress.secondsLeft !== undefined && <>, {clockText(progress.secondsLeft)} left</>}
          </p>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </>
      )}
      {task.status === 'completed' && <p className="dataset-progress__figures">{task.summary}</p>}
      {task.status === 'cancelled' && <p className="dataset-progress__figures">Cancelled: no file was saved.</p>}
    </section>
  );
}
