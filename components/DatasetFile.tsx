import { useState } from 'react';
import { CSV_DELIMITERS, FORMATS, type CsvDelimiter, type DatasetFormat } from '@/utils/datasets/dataset-formats';
import type { SchemaFileResult } from '@/utils/datasets/schema-file';
import { SQL_DIALECTS, type SqlDialectName } from '@/utils/datasets/sql-dialects';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t, type MessageKey } from '@/utils/i18n/messages';
import { DatasetProgress } from './DatasetProgress';
import { LabelledSelect } from './LabelledSelect';
import { useDatasetTask } from './use-dataset-task';

/** CSV and SQL are names in every language; the others say what the file holds. */
const FORMAT_NAMES: Record<DatasetFormat, () => string> = {
  csv: () => 'CSV',
  json: () => t('formatJson'),
  ndjson: () => t('formatNdjson'),
  sql: () => 'SQL',
};
const DELIMITER_NAMES = {
  ',': 'delimiterComma',
  ';': 'delimiterSemicolon',
  '\t': 'delimiterTab',
  '|': 'delimiterBar',
} as const satisfies Record<CsvDelimiter, MessageKey>;
const DIALECT_NAMES: Record<SqlDialectName, string> = { postgresql: 'PostgreSQL', mysql: 'MySQL', sqlite: 'SQLite' };

interface FileChoice {
  format: DatasetFormat;
  /** Kept while another format is chosen, so switching back finds it as it was. */
  delimiter: CsvDelimiter;
  dialect: SqlDialectName;
}

interface DatasetFileProps {
  actions: DatasetActions;
  /** The schema to make the file of, once it is valid. */
  checked: SchemaFileResult;
  /** Of several tables, the selected one: the one table a CSV or NDJSON file holds. */
  table?: string;
}

/** The file to make: its format, and Generate, which starts a task that goes on when the page closes, with its progress. */
export function DatasetFile({ actions, checked, table }: DatasetFileProps) {
  const [choice, setChoice] = useState<FileChoice>({ format: 'csv', delimiter: ',', dialect: 'postgresql' });
  const [startError, setStartError] = useState('');
  const { task, setTask, now } = useDatasetTask(actions);
  const choose = (patch: Partial<FileChoice>) => setChoice((current) => ({ ...current, ...patch }));

  async function generate() {
    if (!checked.ok) return;
    setStartError('');
    try {
      // Asked here, in the click: browsers show the prompt only during a user gesture.
      if (!(await actions.requestDownloads())) {
        setStartError(t('datasetsNeedDownloads'));
        return;
      }
      setTask(await actions.startDataset({ schema: checked.schema, format: choice, table }));
    } catch (error) {
      setStartError(errorMessage(error));
    }
  }
  async function cancel() {
    try {
      const ended = await actions.cancelDataset();
      if (ended) setTask(ended);
    } catch (error) {
      setStartError(errorMessage(error));
    }
  }

  return (
    <section aria-labelledby="file-heading">
      <h2 id="file-heading">{t('datasetsFile')}</h2>
      <div className="datasets__row">
        <LabelledSelect
          label={t('datasetsFormat')}
          value={choice.format}
          options={FORMATS}
          nameOf={(format) => FORMAT_NAMES[format]()}
          onChange={(format) => choose({ format })}
        />
        {choice.format === 'csv' && (
          <LabelledSelect
            label={t('datasetsDelimiter')}
            value={choice.delimiter}
            options={CSV_DELIMITERS}
            nameOf={(delimiter) => t(DELIMITER_NAMES[delimiter])}
            onChange={(delimiter) => choose({ delimiter })}
          />
        )}
        {choice.format === 'sql' && (
          <LabelledSelect
            label={t('datasetsDialect')}
            value={choice.dialect}
            options={SQL_DIALECTS}
            nameOf={(dialect) => DIALECT_NAMES[dialect]}
            onChange={(dialect) => choose({ dialect })}
          />
        )}
        <button
          type="button"
          className="button button--primary"
          onClick={() => void generate()}
          disabled={!checked.ok || task?.status === 'spinning'}
        >
          {t('datasetsGenerate')}
        </button>
      </div>
      {table !== undefined && (
        <p className="muted">
          {choice.format === 'csv' || choice.format === 'ndjson'
            ? t('datasetsOneTableFile', FORMAT_NAMES[choice.format](), table)
            : t('datasetsEveryTableFile', FORMAT_NAMES[choice.format]())}
        </p>
      )}
      {startError && (
        <p role="alert" className="datasets__error">
          {startError}
        </p>
      )}
      {task && <DatasetProgress task={task} now={now} onCancel={() => void cancel()} />}
    </section>
  );
}
