import { clockText, datasetProgress } from '@/utils/datasets/dataset-progress';
import type { DatasetTask } from '@/utils/storage/dataset-store';
import { t, tn, uiLanguage } from '@/utils/i18n/messages';
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
  const number = new Intl.NumberFormat(uiLanguage());
  const done = number.format(task.rowsDone);
  const total = number.format(task.rows);
  const speed = number.format(progress.rowsPerSecond);
  return (
    <section className="dataset-progress" aria-label={t('datasetProgressLabel')}>
      <TaskSpinner status={task.status} reason={task.reason} spinningLabel={t('datasetMaking', task.fileName)} />
      {spinning && (
        <>
          <progress
            className="dataset-progress__bar"
            max={task.rows}
            value={task.rowsDone}
            aria-label={t('datasetPercentOf', progress.percent, task.fileName)}
          />
          <p className="dataset-progress__figures">
            {progress.secondsLeft === undefined
              ? tn('datasetFigures', task.rows, done, total, progress.percent, speed)
              : tn(
                  'datasetFiguresTimeLeft',
                  task.rows,
                  done,
                  total,
                  progress.percent,
                  speed,
                  clockText(progress.secondsLeft),
                )}
          </p>
          <button type="button" className="button" onClick={onCancel}>
            {t('datasetCancel')}
          </button>
        </>
      )}
      {task.status === 'completed' && <p className="dataset-progress__figures">{task.summary}</p>}
      {task.status === 'cancelled' && <p className="dataset-progress__figures">{t('datasetCancelled')}</p>}
    </section>
  );
}
