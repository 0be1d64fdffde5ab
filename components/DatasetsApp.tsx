import { useEffect, useMemo, useState } from 'react';
import { CSV_DELIMITERS, FORMATS, type CsvDelimiter, type DatasetFormat } from '@/utils/datasets/dataset-formats';
import type { Cell } from '@/utils/datasets/dataset-rows';
import { COLUMN_KINDS, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import { DAY_KINDS, draftFromSchema, emptyColumn, NUMBER_KINDS, schemaFromDraft, type DraftColumn, type SchemaDraft } from '@/utils/datasets/schema-draft';
import { SQL_DIALECTS, type SqlDialectName } from '@/utils/datasets/sql-dialects';
import type { DatasetTask } from '@/utils/storage/dataset-store';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { FAKER_LOCALES, localeInfo } from '@/utils/values/faker-locales';
import { newSeed } from '@/utils/values/create-faker';
import { DatasetProgress } from './DatasetProgress';
import './DatasetsApp.css';

const PREVIEW_ROWS = 20;
const FORMAT_NAMES: Record<DatasetFormat, string> = { csv: 'CSV', json: 'JSON (one array)', ndjson: 'NDJSON (one object a line)', sql: 'SQL' };
const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab', '|': 'Vertical bar' };
const DIALECT_NAMES: Record<SqlDialectName, string> = { postgresql: 'PostgreSQL', mysql: 'MySQL', sqlite: 'SQLite' };

function startingDraft(): SchemaDraft {
  return {
    name: 'customers',
    locale: 'en_US',
    seed: String(newSeed()),
    rows: '1000',
    columns: [emptyColumn('id', 'row.id'), emptyColumn('first_name', 'person.firstName'), emptyColumn('last_name', 'person.lastName'), emptyColumn('email', 'internet.email')],
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
  const [task, setTask] = useState<DatasetTask | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    void actions.takeDraft().then((fromForm) => live && fromForm && setDraft(draftFromSchema(fromForm)));
    void actions.loadSchemas().then((schemas) => live && setSaved(schemas));
    void actions.getDatasetTask().then((current) => live && setTask(current));
    const unwatch = actions.watchDatasetTask((next) => live && setTask(next));
    return () => {
      live = false;
      unwatch();
    };
  }, [actions]);

  // Rows per second and time left move with the clock between progress writes.
  useEffect(() => {
    if (task?.status !== 'spinning') return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [task?.status]);

  const checked = useMemo(() => schemaFromDraft(draft), [draft]);
  const [preview, setPreview] = useState<{ rows?: Cell[][]; columns?: string[]; ms: number; error?: string } | null>(null);
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
    setDraft((current) => ({ ...current, columns: current.columns.map((column, at) => (at === index ? { ...column, ...patch } : column)) }));
  const moveColumn = (index: number, by: -1 | 1) =>
    setDraft((current) => {
      const columns = [...current.columns];
      const [moved] = columns.splice(index, 1);
      columns.splice(index + by, 0, moved!);
      return { ...current, columns };
    });
  const removeColumn = (index: number) => setDraft((current) => ({ ...current, columns: current.columns.filter((_, at) => at !== index) }));
  const addColumn = () => setDraft((current) => ({ ...current, columns: [...current.columns, emptyColumn(`column_${current.columns.length + 1}`)] }));

  async function save() {
    if (!checked.ok) return;
    const result = await actions.saveSchema(checked.schema);
    if (result.ok) {
      setSaved(result.schemas);
      setChosen(checked.schema.name);
      setMessage(`Saved “${checked.schema.name}”.`);
    } else setMessage(result.error);
  }
  function open() {
    const schema = saved.find((candidate) => candidate.name === chosen);
    if (schema) {
      setDraft(draftFromSchema(schema));
      setMessage(`Opened “${schema.name}”.`);
    }
  }
  async function remove() {
    if (!chosen) return;
    setSaved(await actions.deleteSchema(chosen));
    setMessage(`Deleted “${chosen}”.`);
    setChosen('');
  }
  async function generate() {
    if (!checked.ok) return;
    setStartError('');
    try {
      // Asked here, in the click: browsers show the prompt only during a user gesture.
      if (!(await actions.requestDownloads())) {
        setStartError('Understudy needs your permission to save files. Nothing was made.');
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
  return (
    <main className="datasets">
      <h1>Datasets</h1>
      <p className="muted">Realistic rows made on this computer from the same kinds and personas as form fills. Nothing is sent anywhere.</p>

      <section className="datasets__saved" aria-labelledby="saved-heading">
        <h2 id="saved-heading">Saved schemas</h2>
        <div className="datasets__row">
          <label>
            Schema{' '}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">Choose…</option>
              {saved.map((schema) => (
                <option key={schema.name} value={schema.name}>
                  {schema.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" onClick={open} disabled={!chosen}>
            Open
          </button>
          <button type="button" className="button" onClick={() => void remove()} disabled={!chosen}>
            Delete
          </button>
          <button type="button" className="button" onClick={() => void save()} disabled={!checked.ok}>
            Save this schema
          </button>
        </div>
        <p role="status" className="muted">
          {message}
        </p>
      </section>

      <section aria-labelledby="schema-heading">
        <h2 id="schema-heading">Schema</h2>
        <div className="datasets__row">
          <label>
            Name <input value={draft.name} onChange={(event) => change({ name: event.target.value })} />
          </label>
          <label>
            Locale{' '}
            <select value={draft.locale} onChange={(event) => change({ locale: event.target.value as SchemaDraft['locale'] })}>
              {FAKER_LOCALES.map((code) => (
                <option key={code} value={code}>
                  {localeInfo(code).title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Seed <input inputMode="numeric" size={11} value={draft.seed} onChange={(event) => change({ seed: event.target.value })} />
          </label>
          <label>
            Rows <input inputMode="numeric" size={9} value={draft.rows} onChange={(event) => change({ rows: event.target.value })} />
          </label>
        </div>

        <table className="datasets__columns">
          <caption>Columns</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Empty %</th>
              <th scope="col">Unique</th>
              <th scope="col">Options</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.columns.map((column, index) => {
              const label = `column ${index + 1}`;
              return (
                <tr key={index}>
                  <td>
                    <input aria-label={`Name of ${label}`} value={column.name} onChange={(event) => changeColumn(index, { name: event.target.value })} />
                  </td>
                  <td>
                    <select aria-label={`Kind of ${label}`} value={column.kind} onChange={(event) => changeColumn(index, { kind: event.target.value as DraftColumn['kind'] })}>
                      {COLUMN_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {kind}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input aria-label={`Empty percent of ${label}`} inputMode="decimal" size={4} value={column.emptyPercent} onChange={(event) => changeColumn(index, { emptyPercent: event.target.value })} />
                  </td>
                  <td>
                    <input type="checkbox" aria-label={`Unique ${label}`} checked={column.unique} onChange={(event) => changeColumn(index, { unique: event.target.checked })} />
                  </td>
                  <td className="datasets__options">
                    {NUMBER_KINDS.has(column.kind) && (
                      <>
                        <input aria-label={`Minimum of ${label}`} placeholder="min" inputMode="numeric" size={7} value={column.min} onChange={(event) => changeColumn(index, { min: event.target.value })} />
                        <input aria-label={`Maximum of ${label}`} placeholder="max" inputMode="numeric" size={7} value={column.max} onChange={(event) => changeColumn(index, { max: event.target.value })} />
                      </>
                    )}
                    {DAY_KINDS.has(column.kind) && (
                      <>
                        <input type="date" aria-label={`First date of ${label}`} value={column.from} onChange={(event) => changeColumn(index, { from: event.target.value })} />
                        <input type="date" aria-label={`Last date of ${label}`} value={column.to} onChange={(event) => changeColumn(index, { to: event.target.value })} />
                      </>
                    )}
                    {column.kind === 'helpers.arrayElement' && (
                      <textarea aria-label={`Values of ${label}, one a line`} rows={2} value={column.values} onChange={(event) => changeColumn(index, { values: event.target.value })} />
                    )}
                  </td>
                  <td className="datasets__actions">
                    <button type="button" className="button" aria-label={`Move ${label} up`} disabled={index === 0} onClick={() => moveColumn(index, -1)}>
                      ↑
                    </button>
                    <button type="button" className="button" aria-label={`Move ${label} down`} disabled={index === draft.columns.length - 1} onClick={() => moveColumn(index, 1)}>
                      ↓
                    </button>
                    <button type="button" className="button" aria-label={`Remove ${label}`} onClick={() => removeColumn(index)}>
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <button type="button" className="button" onClick={addColumn}>
          Add column
        </button>
        {!checked.ok && (
          <div role="alert" className="datasets__errors">
            <p>The schema is not ready:</p>
            <ul>
              {checked.error.split('\n').map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="file-heading">
        <h2 id="file-heading">File</h2>
        <div className="datasets__row">
          <label>
            Format{' '}
            <select value={format} onChange={(event) => setFormat(event.target.value as DatasetFormat)}>
              {FORMATS.map((name) => (
                <option key={name} value={name}>
                  {FORMAT_NAMES[name]}
                </option>
              ))}
            </select>
          </label>
          {format === 'csv' && (
            <label>
              Delimiter{' '}
              <select value={delimiter} onChange={(event) => setDelimiter(event.target.value as CsvDelimiter)}>
                {CSV_DELIMITERS.map((name) => (
                  <option key={name} value={name}>
                    {DELIMITER_NAMES[name]}
                  </option>
                ))}
              </select>
            </label>
          )}
          {format === 'sql' && (
            <label>
              Dialect{' '}
              <select value={dialect} onChange={(event) => setDialect(event.target.value as SqlDialectName)}>
                {SQL_DIALECTS.map((name) => (
                  <option key={name} value={name}>
                    {DIALECT_NAMES[name]}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" className="button button--primary" onClick={() => void generate()} disabled={!checked.ok || running}>
            Generate dataset
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
        <h2 id="preview-heading">Preview</h2>
        {preview?.error !== undefined && <p role="alert">{preview.error}</p>}
        {preview?.rows && preview.columns && checked.ok && (
          <div className="datasets__preview">
            <table data-preview-ms={preview.ms.toFixed(1)}>
              <caption>
                First {preview.rows.length} rows <span className="muted">(made in {preview.ms.toFixed(0)} ms)</span>
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
