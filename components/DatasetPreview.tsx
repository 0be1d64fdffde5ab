import type { ParseResult } from '@/utils/datasets/dataset-schema';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t, tn } from '@/utils/i18n/messages';
import { useDatasetPreview } from './use-dataset-preview';

const PREVIEW_ROWS = 20;

/** The first 20 rows of the schema being edited, shown while it is valid. */
export function DatasetPreview({ actions, checked }: { actions: DatasetActions; checked: ParseResult }) {
  const preview = useDatasetPreview(actions, checked, PREVIEW_ROWS);
  return (
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
