import { useMemo, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import type { SchemaFileResult } from '@/utils/datasets/schema-file';
import { t } from '@/utils/i18n/messages';
import { ColumnsTable } from './ColumnsTable';
import { localeOptions } from './GeneralSettings';
import { TableEditor } from './TableEditor';
import { TableTabs } from './TableTabs';
import type { EditorDraft, SchemaEdit, Settings } from '@/utils/datasets/draft-edits';

interface SchemaEditorProps {
  draft: EditorDraft;
  /** The key of the table whose tab is selected. */
  selected: number;
  /** The draft checked: the reasons it is not a schema yet are listed under the columns. */
  checked: SchemaFileResult;
  edit: Dispatch<SchemaEdit>;
}

/**
 * The schema being edited: its name, locale and seed, then its tables. One table shows
 * its rows and columns as they are; several show a tab each (WAI-ARIA tabs), the
 * selected one's name, rows and columns in the panel below.
 */
export function SchemaEditor({ draft, selected, checked, edit }: SchemaEditorProps) {
  const locales = useMemo(() => localeOptions(), []);
  const change = (patch: Partial<Settings>) => edit({ type: 'change', patch });
  const many = draft.tables.length > 1;
  const index = Math.max(
    0,
    draft.tables.findIndex((table) => table.key === selected),
  );
  const table = draft.tables[index]!;
  function addTable() {
    flushSync(() => edit({ type: 'addTable' }));
    // The new table's tab is selected: the keyboard goes to its name, to be typed first.
    document.getElementById('table-name')?.focus();
  }
  return (
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
            onChange={(event) => change({ locale: event.target.value as Settings['locale'] })}
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
        {!many && (
          <label>
            {t('datasetsRows')}{' '}
            <input
              inputMode="numeric"
              size={9}
              value={table.rows}
              onChange={(event) => edit({ type: 'changeTable', key: table.key, patch: { rows: event.target.value } })}
            />
          </label>
        )}
      </div>

      {many ? (
        <TableTabs tables={draft.tables} selected={table.key} edit={edit} onAddTable={addTable}>
          <TableEditor key={table.key} draft={draft} index={index} edit={edit} />
        </TableTabs>
      ) : (
        <>
          <ColumnsTable draft={draft} index={0} edit={edit} />
          <button type="button" id="add-table" className="button" onClick={addTable}>
            {t('datasetsAddTable')}
          </button>
        </>
      )}
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
  );
}
