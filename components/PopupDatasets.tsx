import { useMemo, useState } from 'react';
import type { FillReport } from '@/utils/fill/fill-report';
import { schemaFromReport } from '@/utils/datasets/schema-from-report';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t } from '@/utils/i18n/messages';
import { DatasetProgress } from './DatasetProgress';
import { useDatasetTask } from './use-dataset-task';
import './DatasetsApp.css';

/** The dataset being made, shown in the popup while it runs (it goes on when the Datasets page closes). */
export function DatasetTaskStatus({ actions }: { actions: DatasetActions }) {
  const { task, setTask, now } = useDatasetTask(actions);
  if (task?.status !== 'spinning') return null;
  return (
    <DatasetProgress
      task={task}
      now={now}
      onCancel={() => void actions.cancelDataset().then((ended) => ended && setTask(ended))}
    />
  );
}

/** "Dataset from this form": a schema from the fill's classified fields, opened on the Datasets page. */
export function DatasetFromForm({ report, actions }: { report: FillReport; actions: DatasetActions }) {
  const [error, setError] = useState('');
  // The popup renders again as the task moves; a long page's report is worth reading once.
  const schema = useMemo(() => schemaFromReport(report), [report]);
  if (!schema) return null;
  return (
    <p className="popup__dataset">
      <button
        type="button"
        className="link-button"
        onClick={() => actions.openAsDataset(schema).catch((reason) => setError(errorMessage(reason)))}
      >
        {t('datasetFromForm')}
      </button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}
