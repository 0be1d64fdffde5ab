import { useEffect, useMemo, useState } from 'react';
import { CSV_DELIMITERS, FORMATS, type CsvDelimiter, type DatasetFormat } from '@/utils/datasets/dataset-formats';
import type { Cell } from '@/utils/datasets/dataset-rows';
import { COLUMN_KINDS, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import {
  DAY_KINDS,
  draftFromSchema,
  emptyColumn,
  NUMBER_KINDS,
  schemaFromDraft,
  type DraftColumn,
  type SchemaDraft,
} from '@/utils/datasets/schema-draft';
import { SQL_DIALECTS, type SqlDialectName } from '@/utils/datasets/sql-dialects';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { newSeed } from '@/utils/values/create-faker';
import { t, tn, type MessageKey } from '@/utils/i18n/messages';
import { DatasetProgress } from './DatasetProgress';
import { useDatasetTask } from './use-dataset-task';
import { localeOptions } from './GeneralSettings';
import './DatasetsApp.css';

const PREVIEW_ROWS = 20;
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

function startingDraft(): SchemaDraft {
  return {
    name: 'customers',
    locale: 'en_US',
    seed: String(newSeed()),
    rows: '1000',
    columns: [
      emptyColumn('id', 'row.id'),
      emptyColumn('first_name', 'person.firstName'),
      emptyColumn('last_name', 'person.lastName'),
      emptyColumn('email', 'internet.email'),
    ],
  };
}

/**
 * The Datasets page: build a schema by keyboard and mouse, see its first 20 rows as
 * it changes, save it, and make the file as a task that goes on when this page closes.
 */
export function DatasetsApp({ actions }: { actions: DatasetActions }) {
  const [draft, setDraft] = useState<SchemaDraft>(startingDraft);
  const [format, setFormat] = useState<DatasetFormat>('csv');
  const [delimiter, setDelimiter] = useState<CsvDelimiter>(',');
  const [dialect, setDialect] = useState<SqlDialectName>('postgresql');
  const [saved, setSaved] = useState<DatasetSchema[]>([]);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const [startError, setStartError] = useState('');
  const { task, setTask, now } = useDatasetTask(actions);

  useEffect(() => {
    let live = true;
    void actions.takeDraft().then((fromForm) => live && fromForm && setDraft(draftFromSchema(fromForm)));
    void actions.loadSchemas().then((schemas) => live && setSaved(schemas));
    const unwatch = actions.watchSchemas((schemas) => {
      if (!live) return;
      setSaved(schemas);
      setChosen((name) => (schemas.some((schema) => schema.name === name) ? name : ''));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [actions]);

  const checked = useMemo(() => schemaFromDraft(draft), [draft]);
  const [preview, setPreview] = useState<{ rows?: Cell[][]; columns?: string[]; ms: number; error?: string } | null>(
    null,
  );
  useEffect(() => {
    if (!checked.ok) return;
    let live = true;
    actions.preview(checked.schema, PREVIEW_ROWS).then(
      (made) => live && setPreview({ ...made, columns: checked.schema.columns.map((column) => column.name) }),
      (error) => live && setPreview({ ms: 0, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [actions, checked]);

  const change = (patch: Partial<SchemaDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeColumn = (index: number, patch: Partial<DraftColumn>) =>
    setDraft((current) => ({
      ...current,
      columns: current.columns.map((column, at) => (at === index ? { ...column, ...patch } : column)),
    }));
  const moveColumn = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const columns = [...current.columns];
      const [moved] = columns.splice(index, 1);
      columns.splice(index + by, 0, moved!);
      return { ...current, columns };
    });
  const removeColumn = (index: number) =>
    setDraft((current) => ({ ...current, columns: current.columns.filter((_, at) => at !== index) }));
  const addColumn = () =>
    setDraft((current) => ({
      ...current,
      columns: [...current.columns, emptyColumn(`column_${current.columns.length + 1}`)],
    }));

  async function save() {
    if (!checked.ok) return;
    const result = await actions.saveSchema(checked.schema);
    if (result.ok) {
      setSaved(result.schemas);
      setChosen(checked.schema.name);
      setMessage(t('datasetsSavedName', checked.schema.name));
    } else setMessage(result.error);
  }
  function open() {
    const schema = saved.find((candidate) => candidate.name === chosen);
    if (schema) {
      setDraft(draftFromSchema(schema));
      setMessage(t('datasetsOpenedName', schema.name));
    }
  }
  async function remove() {
    if (!chosen) return;
    setSaved(await actions.deleteSchema(chosen));
    setMessage(t('datasetsDeletedName', chosen));
    setChosen('');
  }
  async function generate() {
    if (!checked.ok) return;
    setStartError('');
    try {
      // Asked here, in the click: browsers show the prompt only during a user gesture.
      if (!(await actions.requestDownloads())) {
        setStartError(t('datasetsNeedDownloads'));
        return;
      }
      setTask(await actions.startDataset({ schema: checked.schema, format: { format, delimiter, dialect } }));
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

  const running = task?.status === 'spinning';
  const locales = useMemo(() => localeOptions(), []);
  return (
    <main className="datasets">
      <h1>{t('sectionDatasets')}</h1>
      <p className="muted">{t('datasetsIntro')}</p>

      <section className="datasets__saved" aria-labelledby="saved-heading">
        <h2 id="saved-heading">{t('datasetsSavedHeading')}</h2>
        <div className="datasets__row">
          <label>
            {t('datasetsSchema')}{' '}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t('datasetsChoose')}</option>
              {saved.map((schema) => (
                <option key={schema.name} value={schema.name}>
                  {schema.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={open} disabled={!chosen}>
            {t('datasetsOpen')}
          </button>
          <button type="button" className="button" onClick={() => void remove()} disabled={!chosen}>
            {t('datasetsDelete')}
          </button>
          <button type="button" className="button" onClick={() => void save()} disabled={!checked.ok}>
            {t('datasetsSave')}
          </button>
        </div>
        <p role="status" className="muted">
          {message}
        </p>
      </section>

      <section aria-labelledby="schema-heading">
        <h2 id="schema-heading">{t('datasetsSchema')}</h2>
        <div className="datasets__row">
          <label>
            {t('datasetsName')} <input value={draft.name} onChange={(event) => change({ name: event.target.value })} />
          </label>
          <label>
            {t('datasetsLocale')}{' '}
            <select
              value={draft.locale}
              onChange={(event) => change({ locale: event.target.value as SchemaDraft['locale'] })}
            >
              {locales.map(({ code, title }) => (
                <option key={code} value={code}>
                  {title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('datasetsSeed')}{' '}
            <input
              inputMode="numeric"
              size={11}
              value={draft.seed}
              onChange={(event) => change({ seed: event.target.value })}
            />
          </label>
          <label>
            {t('datasetsRows')}{' '}
            <input
              inputMode="numeric"
              size={9}
              value={draft.rows}
              onChange={(event) => change({ rows: event.target.value })}
            />
          </label>
        </div>

        <table className="datasets__columns">
          <caption>{t('datasetsColumns')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('datasetsName')}</th>
              <th scope="col">{t('datasetsKind')}</th>
              <th scope="col">{t('datasetsEmptyPercent')}</th>
              <th scope="col">{t('datasetsUnique')}</th>
              <th scope="col">{t('datasetsOptions')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('datasetsActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.columns.map((column, index) => {
              const n = index + 1;
              return (
                <tr key={index}>
                  <td>
                    <input
                      aria-label={t('columnNameOf', n)}
                      value={column.name}
                      onChange={(event) => changeColumn(index, { name: event.target.value })}
                    />
                  </td>
                  <td>
                    <select
                      aria-label={t('columnKindOf', n)}
                      value={column.kind}
                      onChange={(event) => changeColumn(index, { kind: event.target.value as DraftColumn['kind'] })}
                    >
                      {COLUMN_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {kind}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={t('columnEmptyOf', n)}
                      inputMode="decimal"
                      size={4}
                      value={column.emptyPercent}
                      onChange={(event) => changeColumn(index, { emptyPercent: event.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('columnUniqueOf', n)}
                      checked={column.unique}
                      onChange={(event) => changeColumn(index, { unique: event.target.checked })}
                    />
                  </td>
                  <td className="datasets__options">
                    {NUMBER_KINDS.has(column.kind) && (
                      <>
                        <input
                          aria-label={t('columnMinOf', n)}
                          placeholder={t('columnMinPlaceholder')}
                          inputMode="numeric"
                          size={7}
                          value={column.min}
                          onChange={(event) => changeColumn(index, { min: event.target.value })}
                        />
                        <input
                          aria-label={t('columnMaxOf', n)}
                          placeholder={t('columnMaxPlaceholder')}
                          inputMode="numeric"
                          size={7}
                          value={column.max}
                          onChange={(event) => changeColumn(index, { max: event.target.value })}
                        />
                      </>
                    )}
                    {DAY_KINDS.has(column.kind) && (
                      <>
                        <input
                          type="date"
                          aria-label={t('columnFromOf', n)}
                          value={column.from}
                          onChange={(event) => changeColumn(index, { from: event.target.value })}
                        />
                        <input
                          type="date"
                          aria-label={t('columnToOf', n)}
                          value={column.to}
                          onChange={(event) => changeColumn(index, { to: event.target.value })}
                        />
                      </>
                    )}
                    {column.kind === 'helpers.arrayElement' && (
                      <textarea
                        aria-label={t('columnValuesOf', n)}
                        rows={2}
                        value={column.values}
                        onChange={(event) => changeColumn(index, { values: event.target.value })}
                      />
                    )}
                    {column.kind === 'template' && (
                      <input
                        aria-label={t('columnTemplateOf', n)}
                        size={28}
                        value={column.template}
                        onChange={(event) => changeColumn(index, { template: event.target.value })}
                      />
                    )}
                  </td>
                  <td className="datasets__actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={t('columnUp', n)}
                      disabled={index === 0}
                      onClick={() => moveColumn(index, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('columnDown', n)}
                      disabled={index === draft.columns.length - 1}
                      onClick={() => moveColumn(index, 1)}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('columnRemove', n)}
                      onClick={() => removeColumn(index)}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button type="button" className="button" onClick={addColumn}>
          {t('datasetsAddColumn')}
        </button>
        {!checked.ok && (
          <div role="alert" className="datasets__errors">
            <p>{t('datasetsNotReady')}</p>
            <ul>
              {checked.error.split('\n').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="file-heading">
        <h2 id="file-heading">{t('datasetsFile')}</h2>
        <div className="datasets__row">
          <label>
            {t('datasetsFormat')}{' '}
            <select value={format} onChange={(event) => setFormat(event.target.value as DatasetFormat)}>
              {FORMATS.map((name) => (
                <option key={name} value={name}>
                  {FORMAT_NAMES[name]()}
                </option>
              ))}
            </select>
          </label>
          {format === 'csv' && (
            <label>
              {t('datasetsDelimiter')}{' '}
              <select value={delimiter} onChange={(event) => setDelimiter(event.target.value as CsvDelimiter)}>
                {CSV_DELIMITERS.map((name) => (
                  <option key={name} value={name}>
                    {t(DELIMITER_NAMES[name])}
                  </option>
                ))}
              </select>
            </label>
          )}
          {format === 'sql' && (
            <label>
              {t('datasetsDialect')}{' '}
              <select value={dialect} onChange={(event) => setDialect(event.target.value as SqlDialectName)}>
                {SQL_DIALECTS.map((name) => (
                  <option key={name} value={name}>
                    {DIALECT_NAMES[name]}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button
            type="button"
            className="button button--primary"
            onClick={() => void generate()}
            disabled={!checked.ok || running}
          >
            {t('datasetsGenerate')}
          </button>
        </div>
        {startError && (
          <p role="alert" className="datasets__error">
            {startError}
          </p>
        )}
        {task && <DatasetProgress task={task} now={now} onCancel={() => void cancel()} />}
      </section>

      <section aria-labelledby="preview-heading">
        <h2 id="preview-heading">{t('datasetsPreview')}</h2>
        {preview?.error !== undefined && <p role="alert">{preview.error}</p>}
        {preview?.rows && preview.columns && checked.ok && (
          <div className="datasets__preview">
            <table data-preview-ms={preview.ms.toFixed(1)}>
              <caption>
                {tn('datasetPreviewRows', preview.rows.length)}{' '}
                <span className="muted">{t('datasetsMadeIn', preview.ms.toFixed(0))}</span>
              </caption>
              <thead>
                <tr>
                  {preview.columns.map((name) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((cells, row) => (
                  <tr key={row}>
                    {cells.map((cell, index) => (
                      <td key={index} className={cell === null ? 'muted' : undefined}>
                        {cell ?? 'NULL'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </main>
  );
}
