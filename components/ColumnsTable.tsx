import type { Dispatch } from 'react';
import { REFERENCE } from '@/utils/datasets/schema-draft';
import { referenceTargets } from '@/utils/datasets/tables-draft';
import { t } from '@/utils/i18n/messages';
import { ColumnRow } from './ColumnRow';
import type { EditorDraft, SchemaEdit } from '@/utils/datasets/draft-edits';

interface ColumnsTableProps {
  draft: EditorDraft;
  /** The table's place in the draft. */
  index: number;
  edit: Dispatch<SchemaEdit>;
}

/** A table's columns, one row each, and the button that adds one (right after the table: a removed row's focus falls to it). */
export function ColumnsTable({ draft, index, edit }: ColumnsTableProps) {
  const table = draft.tables[index]!;
  const context = {
    related: draft.tables.length > 1,
    child: table.columns.some((column) => column.kind === REFERENCE),
    targets: referenceTargets(draft, index),
  };
  return (
    <>
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
          {table.columns.map((column, at) => (
            <ColumnRow
              key={column.key}
              column={column}
              n={at + 1}
              last={at === table.columns.length - 1}
              context={context}
              edit={edit}
            />
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => edit({ type: 'addColumn', table: table.key })}>
        {t('datasetsAddColumn')}
      </button>
    </>
  );
}
