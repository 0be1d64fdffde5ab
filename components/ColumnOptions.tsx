import { DAY_KINDS, NUMBER_KINDS, REFERENCE, type DraftColumn } from '@/utils/datasets/schema-draft';
import { t } from '@/utils/i18n/messages';

interface ColumnOptionsProps {
  column: DraftColumn;
  /** The column's place, from 1, for the boxes' accessible names. */
  n: number;
  context: ColumnContext;
  onChange(patch: Partial<DraftColumn>): void;
}

/** What a column's boxes need to know of the other tables. */
export interface ColumnContext {
  /** The schema has several tables, so a column may reference one. */
  related: boolean;
  /** The column's table has a parent, so its columns may come from the parent row. */
  child: boolean;
  /** The keys a reference of this table may hold (referenceTargets). */
  targets: string[];
}

/**
 * The boxes a column's kind takes: bounds for numbers, a range for dates, the values of a
 * list, a template, the key a reference holds; in a child table, whether it comes from the parent row.
 */
export function ColumnOptions({ column, n, context, onChange }: ColumnOptionsProps) {
  if (column.kind === REFERENCE) {
    // A reference chosen before its key went away stays listed, so the list shows it and the check names it.
    const keys =
      column.references && !context.targets.includes(column.references)
        ? [column.references, ...context.targets]
        : context.targets;
    return (
      <td className="datasets__options">
        <select
          aria-label={t('columnReferencesOf', n)}
          value={column.references}
          onChange={(event) => onChange({ references: event.target.value })}
        >
          <option value="">{t('datasetsChooseKey')}</option>
          {keys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      </td>
    );
  }
  return (
    <td className="datasets__options">
      {context.child && (
        <label>
          <input
            type="checkbox"
            aria-label={t('columnFromParentOf', n)}
            checked={column.fromParent}
            onChange={(event) => onChange({ fromParent: event.target.checked })}
          />{' '}
          {t('datasetsFromParent')}
        </label>
      )}
      {NUMBER_KINDS.has(column.kind) && (
        <>
          <input
            aria-label={t('columnMinOf', n)}
            placeholder={t('columnMinPlaceholder')}
            inputMode="numeric"
            size={7}
            value={column.min}
            onChange={(event) => onChange({ min: event.target.value })}
          />
          <input
            aria-label={t('columnMaxOf', n)}
            placeholder={t('columnMaxPlaceholder')}
            inputMode="numeric"
            size={7}
            value={column.max}
            onChange={(event) => onChange({ max: event.target.value })}
          />
        </>
      )}
      {DAY_KINDS.has(column.kind) && (
        <>
          <input
            type="date"
            aria-label={t('columnFromOf', n)}
            value={column.from}
            onChange={(event) => onChange({ from: event.target.value })}
          />
          <input
            type="date"
            aria-label={t('columnToOf', n)}
            value={column.to}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </>
      )}
      {column.kind === 'helpers.arrayElement' && (
        <textarea
          aria-label={t('columnValuesOf', n)}
          rows={2}
          value={column.values}
          onChange={(event) => onChange({ values: event.target.value })}
        />
      )}
      {column.kind === 'template' && (
        <input
          aria-label={t('columnTemplateOf', n)}
          size={28}
          value={column.template}
          onChange={(event) => onChange({ template: event.target.value })}
        />
      )}
    </td>
  );
}
