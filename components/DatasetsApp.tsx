import { fileDraftFromSchema } from '@/utils/datasets/tables-draft';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t } from '@/utils/i18n/messages';
import { DatasetFile } from './DatasetFile';
import { DatasetPreview } from './DatasetPreview';
import { SavedSchemas } from './SavedSchemas';
import { SchemaEditor } from './SchemaEditor';
import { useSchemaEditor } from './use-schema-editor';
import './DatasetsApp.css';

/**
 * The Datasets page: build a schema of one table or several related ones by keyboard
 * and mouse, see the first 20 rows of the selected table as it changes, save it, and
 * make the file as a task that goes on when this page closes.
 */
export function DatasetsApp({ actions }: { actions: DatasetActions }) {
  const { draft, selected, checked, edit } = useSchemaEditor(actions);
  // Of several tables, the selected tab's: the one previewed, and the one a CSV or NDJSON file holds.
  const table =
    draft.tables.length > 1 ? draft.tables.find((candidate) => candidate.key === selected)?.name : undefined;
  return (
    <main className="datasets">
      <h1>{t('sectionDatasets')}</h1>
      <p className="muted">{t('datasetsIntro')}</p>
      <SavedSchemas
        actions={actions}
        checked={checked}
        onOpen={(schema) => edit({ type: 'open', draft: fileDraftFromSchema(schema) })}
      />
      <SchemaEditor draft={draft} selected={selected} checked={checked} edit={edit} />
      <DatasetFile actions={actions} checked={checked} table={table} />
      <DatasetPreview actions={actions} checked={checked} table={table} />
    </main>
  );
}
