import { DAY_KINDS, NUMBER_KINDS, type DraftColumn } from '@/utils/datasets/schema-draft';
import { t } from '@/utils/i18n/messages';

interface ColumnOptionsProps {
  column: DraftColumn;
  /** The column's place, from 1, for the boxes' accessible names. */
  n: number;
  onChange(patch: Partial<DraftColumn>): void;
}

/** The boxes a column's kind takes: bounds for numbers, a range for dates, the values of a list, a template. */
export function ColumnOptions({ column, n, onChange }: ColumnOptionsProps) {
  return (
    <td className="datasets__options">
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
