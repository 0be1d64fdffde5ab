import { useState, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { REFERENCE } from '@/utils/datasets/schema-draft';
import { referencingTables } from '@/utils/datasets/tables-draft';
import { t, uiLanguage } from '@/utils/i18n/messages';
import { ColumnsTable } from './ColumnsTable';
import { PerParentRows } from './PerParentRows';
import type { EditorDraft, SchemaEdit, TableSettings } from '@/utils/datasets/draft-edits';

interface TableEditorProps {
  draft: EditorDraft;
  /** The table's place in the draft. */
  index: number;
  edit: Dispatch<SchemaEdit>;
}

/**
 * The selected table of several: its name, its rows (or, once a column references a
 * parent, its rows per parent row), Remove, and its columns. A table that others
 * reference is not removed: the page names those tables instead, so no reference
 * is left pointing at nothing.
 */
export function TableEditor({ draft, index, edit }: TableEditorProps) {
  const [refused, setRefused] = useState('');
  const table = draft.tables[index]!;
  const change = (patch: Partial<TableSettings>) => edit({ type: 'changeTable', key: table.key, patch });
  const child = table.columns.some((column) => column.kind === REFERENCE);
  function remove() {
    const children = referencingTables(draft, index);
    if (children.length) {
      const list = new Intl.ListFormat(uiLanguage(), { type: 'conjunction' }).format(children);
      setRefused(t('datasetsTableReferenced', table.name, list));
      return;
    }
    flushSync(() => edit({ type: 'removeTable', key: table.key }));
    // The tab that takes its place, or Add table once one table is left and the tabs are gone.
    (
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? document.getElementById('add-table')
    )?.focus();
  }
  return (
    <>
      <div className="datasets__row">
        <label>
          {t('datasetsTableName')}{' '}
          <input id="table-name" value={table.name} onChange={(event) => change({ name: event.target.value })} />
        </label>
        {child ? (
          <PerParentRows perParent={table.perParent} onChange={(perParent) => change({ perParent })} />
        ) : (
          <label>
            {t('datasetsRows')}{' '}
            <input
              inputMode="numeric"
              size={9}
              value={table.rows}
              onChange={(event) => change({ rows: event.target.value })}
            />
          </label>
        )}
        <button type="button" className="button" onClick={remove}>
          {t('datasetsRemoveTable')}
        </button>
      </div>
      {refused && (
        <p role="alert" className="datasets__error">
          {refused}
        </p>
      )}
      <ColumnsTable draft={draft} index={index} edit={edit} />
    </>
  );
}
