import type { SchemaFile, SchemaFileResult } from '@/utils/datasets/schema-file';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t } from '@/utils/i18n/messages';
import { useSavedSchemas } from './use-saved-schemas';

interface SavedSchemasProps {
  actions: DatasetActions;
  /** The schema being edited, saved when it is valid. */
  checked: SchemaFileResult;
  onOpen(schema: SchemaFile): void;
}

/** The Datasets page's saved schemas: choose one to open or delete, or save the one being edited. */
export function SavedSchemas({ actions, checked, onOpen }: SavedSchemasProps) {
  const { saved, chosen, choose, message, save, open, remove } = useSavedSchemas(actions);
  function openChosen() {
    const schema = open();
    if (schema) onOpen(schema);
  }
  function saveEdited() {
    if (checked.ok) void save(checked.schema);
  }
  return (
    <section className="datasets__saved" aria-labelledby="saved-heading">
      <h2 id="saved-heading">{t('datasetsSavedHeading')}</h2>
      <div className="datasets__row">
        <label>
          {t('datasetsSchema')}{' '}
          <select value={chosen} onChange={(event) => choose(event.target.value)}>
            <option value="">{t('datasetsChoose')}</option>
            {saved.map((schema) => (
              <option key={schema.name} value={schema.name}>
                {schema.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={openChosen} disabled={!chosen}>
          {t('datasetsOpen')}
        </button>
        <button type="button" className="button" onClick={() => void remove()} disabled={!chosen}>
          {t('datasetsDelete')}
        </button>
        <button type="button" className="button" onClick={saveEdited} disabled={!checked.ok}>
          {t('datasetsSave')}
        </button>
      </div>
      <p role="status" className="muted">
        {message}
      </p>
    </section>
  );
}
