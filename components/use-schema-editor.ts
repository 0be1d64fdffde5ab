import { useEffect, useMemo, useReducer } from 'react';
import {
  draftFromSchema,
  emptyColumn,
  schemaFromDraft,
  type DraftColumn,
  type SchemaDraft,
} from '@/utils/datasets/schema-draft';
import type { DatasetActions } from '@/utils/ui/dataset-actions';
import { newSeed } from '@/utils/values/create-faker';

/**
 * A column row as the page holds it: its draft and a key that stays with it through
 * moves, additions and removals, so React keeps each row's DOM (and focus) with its column.
 * The key is the page's own: schemaFromDraft picks the schema's fields by name.
 */
export type EditorColumn = DraftColumn & { key: number };
export type EditorDraft = Omit<SchemaDraft, 'columns'> & { columns: EditorColumn[] };
type Settings = Omit<SchemaDraft, 'columns'>;

export type SchemaEdit =
  | { type: 'change'; patch: Partial<Settings> }
  | { type: 'changeColumn'; key: number; patch: Partial<DraftColumn> }
  | { type: 'moveColumn'; key: number; by: -1 | 1 }
  | { type: 'removeColumn'; key: number }
  | { type: 'addColumn' }
  | { type: 'open'; draft: SchemaDraft };

interface EditorState {
  draft: EditorDraft;
  /** Never reused, so a removed column's key cannot come back on another. */
  nextKey: number;
}

function keyed(draft: SchemaDraft, firstKey: number): EditorState {
  const columns = draft.columns.map((column, at) => ({ ...column, key: firstKey + at }));
  return { draft: { ...draft, columns }, nextKey: firstKey + columns.length };
}

function startingDraft(): SchemaDraft {
  return {
    name: 'customers',
    locale: 'en_US',
    seed: String(newSeed()),
    rows: '1000',
    columns: [
      emptyColumn('id', 'row.id'),
      emptyColumn('first_name', 'person.firstName'),
      emptyColumn('last_name', 'person.lastName'),
      emptyColumn('email', 'internet.email'),
    ],
  };
}

/**
 * @example schemaEditor(state, { type: 'moveColumn', key: 1, by: 1 })
 * // the column keyed 1 swaps places with the one after it; both keep their keys
 */
export function schemaEditor({ draft, nextKey }: EditorState, edit: SchemaEdit): EditorState {
  const withColumns = (columns: EditorColumn[]) => ({ draft: { ...draft, columns }, nextKey });
  switch (edit.type) {
    case 'change':
      return { draft: { ...draft, ...edit.patch }, nextKey };
    case 'changeColumn':
      return withColumns(
        draft.columns.map((column) => (column.key === edit.key ? { ...column, ...edit.patch } : column)),
      );
    case 'moveColumn': {
      const from = draft.columns.findIndex((column) => column.key === edit.key);
      const to = from + edit.by;
      if (from < 0 || to < 0 || to >= draft.columns.length) return { draft, nextKey };
      const columns = [...draft.columns];
      [columns[from], columns[to]] = [columns[to]!, columns[from]!];
      return withColumns(columns);
    }
    case 'removeColumn':
      return withColumns(draft.columns.filter((column) => column.key !== edit.key));
    case 'addColumn': {
      const added = { ...emptyColumn(`column_${draft.columns.length + 1}`), key: nextKey };
      return { draft: { ...draft, columns: [...draft.columns, added] }, nextKey: nextKey + 1 };
    }
    case 'open':
      return keyed(edit.draft, nextKey);
  }
}

/**
 * The schema being edited, and whether it is a valid schema yet. It starts from the
 * schema "Dataset from this form" left, if any.
 */
export function useSchemaEditor(actions: DatasetActions) {
  const [{ draft }, edit] = useReducer(schemaEditor, undefined, () => keyed(startingDraft(), 0));
  const checked = useMemo(() => schemaFromDraft(draft), [draft]);

  useEffect(() => {
    let live = true;
    void actions
      .takeDraft()
      .then((fromForm) => live && fromForm && edit({ type: 'open', draft: draftFromSchema(fromForm) }));
    return () => {
      live = false;
    };
  }, [actions]);

  return { draft, checked, edit };
}
