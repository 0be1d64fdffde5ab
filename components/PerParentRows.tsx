import type { TableDraft } from '@/utils/datasets/tables-draft';
import { t } from '@/utils/i18n/messages';

type PerParent = TableDraft['perParent'];

/** A child table's rows under each parent row: a fixed count, or a seeded count from min to max. */
export function PerParentRows({ perParent, onChange }: { perParent: PerParent; onChange(next: PerParent): void }) {
  const change = (patch: Partial<PerParent>) => onChange({ ...perParent, ...patch });
  const box = (label: string, field: 'count' | 'min' | 'max') => (
    <label>
      {label}{' '}
      <input
        inputMode="numeric"
        size={6}
        value={perParent[field]}
        onChange={(event) => change({ [field]: event.target.value })}
      />
    </label>
  );
  return (
    <fieldset className="datasets__per-parent">
      <legend>{t('datasetsRowsPerParent')}</legend>
      <label>
        <input type="radio" name="per-parent" checked={!perParent.range} onChange={() => change({ range: false })} />{' '}
        {t('datasetsPerParentFixed')}
      </label>
      <label>
        <input type="radio" name="per-parent" checked={perParent.range} onChange={() => change({ range: true })} />{' '}
        {t('datasetsPerParentRange')}
      </label>
      {perParent.range ? (
        <>
          {box(t('datasetsChildMin'), 'min')}
          {box(t('datasetsChildMax'), 'max')}
        </>
      ) : (
        box(t('datasetsChildCount'), 'count')
      )}
    </fieldset>
  );
}
