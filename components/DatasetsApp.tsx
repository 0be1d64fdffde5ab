import { draftFromSchema } from '@/utils/datasets/schema-draft';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t } from '@/utils/i18n/messages';
import { DatasetFile } from './DatasetFile';
import { DatasetPreview } from './DatasetPreview';
import { SavedSchemas } from './SavedSchemas';
import { SchemaEditor } from './SchemaEditor';
import { useSchemaEditor } from './use-schema-editor';
import './DatasetsApp.css';

/**
 * The Datasets page: build a schema by keyboard and mouse, see its first 20 rows as
 * it changes, save it, and make the file as a task that goes on when this page closes.
 */
export function DatasetsApp({ actions }: { actions: DatasetActions }) {
  const { draft, checked, edit } = useSchemaEditor(actions);
  return (
    <main className="datasets">
      <h1>{t('sectionDatasets')}</h1>
      <p className="muted">{t('datasetsIntro')}</p>
      <SavedSchemas
        actions={actions}
        checked={checked}
        onOpen={(schema) => edit({ type: 'open', draft: draftFromSchema(schema) })}
      />
      <SchemaEditor draft={draft} checked={checked} edit={edit} />
      <DatasetFile actions={actions} checked={checked} />
      <DatasetPreview actions={actions} checked={checked} />
    </main>
  );
}
