import { useEffect, useState } from 'react';
import type { SchemaFile } from '@/utils/datasets/schema-file';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { t } from '@/utils/i18n/messages';

/**
 * The saved schemas, kept current while the page is open (an import on the options page
 * changes them), the one chosen in the list, and what the last save, open or delete did.
 */
export function useSavedSchemas(actions: DatasetActions) {
  const [saved, setSaved] = useState<SchemaFile[]>([]);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');

  useEffect(() => {
    let live = true;
    void actions.loadSchemas().then((schemas) => live && setSaved(schemas));
    const unwatch = actions.watchSchemas((schemas) => {
      if (!live) return;
      setSaved(schemas);
      setChosen((name) => (schemas.some((schema) => schema.name === name) ? name : ''));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, [actions]);

  async function save(schema: SchemaFile) {
    const result = await actions.saveSchema(schema);
    if (result.ok) {
      setSaved(result.schemas);
      setChosen(schema.name);
      setMessage(t('datasetsSavedName', schema.name));
    } else setMessage(result.error);
  }
  /** The chosen schema, to open in the editor. */
  function open(): SchemaFile | undefined {
    const schema = saved.find((candidate) => candidate.name === chosen);
    if (schema) setMessage(t('datasetsOpenedName', schema.name));
    return schema;
  }
  async function remove() {
    if (!chosen) return;
    setSaved(await actions.deleteSchema(chosen));
    setMessage(t('datasetsDeletedName', chosen));
    setChosen('');
  }

  return { saved, chosen, choose: setChosen, message, save, open, remove };
}
