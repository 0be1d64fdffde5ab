import type { SchemaFileResult } from '@/utils/datasets/schema-file';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t, tn } from '@/utils/i18n/messages';
import { useDatasetPreview } from './use-dataset-preview';

const PREVIEW_ROWS = 20;

interface DatasetPreviewProps {
  actions: DatasetActions;
  checked: SchemaFileResult;
  /** Of several tables, the one to show. */
  table?: string;
}

/** The first 20 rows of the schema being edited (of the selected table, when it has several), shown while it is valid. */
export function DatasetPreview({ actions, checked, table }: DatasetPreviewProps) {
  const preview = useDatasetPreview(actions, checked, table, PREVIEW_ROWS);
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">{t('datasetsPreview')}</h2>
      {table !== undefined && <p className="muted">{t('datasetsPreviewTable', table)}</p>}
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
                // The preview is made anew on each change: its rows have no identity but their place.
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
  );
}
