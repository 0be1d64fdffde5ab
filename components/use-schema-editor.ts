import { useEffect, useMemo, useReducer } from 'react';
import { keyedState, schemaEditor } from '@/utils/datasets/draft-edits';
import { emptyColumn } from '@/utils/datasets/schema-draft';
import { emptyTable, fileDraftFromSchema, schemaFromFileDraft, type FileDraft } from '@/utils/datasets/tables-draft';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { newSeed } from '@/utils/values/create-faker';

function startingDraft(): FileDraft {
  const columns = [
    emptyColumn('id', 'row.id'),
    emptyColumn('first_name', 'person.firstName'),
    emptyColumn('last_name', 'person.lastName'),
    emptyColumn('email', 'internet.email'),
  ];
  return {
    name: 'customers',
    locale: 'en_US',
    seed: String(newSeed()),
    tables: [{ ...emptyTable('customers'), rows: '1000', columns }],
  };
}

/**
 * The schema being edited, the table whose tab is selected, and whether it is a valid
 * schema yet. It starts from the schema "Dataset from this form" left, if any.
 */
export function useSchemaEditor(actions: DatasetActions) {
  const [{ draft, selected }, edit] = useReducer(schemaEditor, undefined, () => keyedState(startingDraft(), 0));
  const checked = useMemo(() => schemaFromFileDraft(draft), [draft]);

  useEffect(() => {
    let live = true;
    void actions
      .takeDraft()
      .then((fromForm) => live && fromForm && edit({ type: 'open', draft: fileDraftFromSchema(fromForm) }));
    return () => {
      live = false;
    };
  }, [actions]);

  return { draft, selected, checked, edit };
}
