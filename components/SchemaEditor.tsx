import { useMemo, type Dispatch } from 'react';
import type { ParseResult } from '@/utils/datasets/dataset-schema';
import type { SchemaDraft } from '@/utils/datasets/schema-draft';
import { t } from '@/utils/i18n/messages';
import { ColumnRow } from './ColumnRow';
import { localeOptions } from './GeneralSettings';
import type { EditorDraft, SchemaEdit } from './use-schema-editor';

interface SchemaEditorProps {
  draft: EditorDraft;
  /** The draft checked: the reasons it is not a schema yet are listed under the columns. */
  checked: ParseResult;
  edit: Dispatch<SchemaEdit>;
}

/** The schema being edited: its name, locale, seed and rows, then its columns, one row each. */
export function SchemaEditor({ draft, checked, edit }: SchemaEditorProps) {
  const locales = useMemo(() => localeOptions(), []);
  const change = (patch: Partial<Omit<SchemaDraft, 'columns'>>) => edit({ type: 'change', patch });
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
          {draft.columns.map((column, index) => (
            <ColumnRow
              key={column.key}
              column={column}
              n={index + 1}
              last={index === draft.columns.length - 1}
              edit={edit}
            />
          ))}
        </tbody>
      </table>
      <button type="button" className="button" onClick={() => edit({ type: 'addColumn' })}>
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
  );
}
