import type { DraftColumn } from './schema-draft';
import { emptyColumn } from './schema-draft';
import { emptyTable, referencingTables, renameReferences, type FileDraft, type TableDraft } from './tables-draft';

/**
 * Tables and columns as the page holds them: each with a key that stays with it through
 * moves, additions and removals, so React keeps each row's and tab's DOM (and focus)
 * with it. The keys are the page's own: schemaFromFileDraft picks the fields by name.
 */
export type EditorColumn = DraftColumn & { key: number };
export type EditorTable = Omit<TableDraft, 'columns'> & { key: number; columns: EditorColumn[] };
export type EditorDraft = Omit<FileDraft, 'tables'> & { tables: EditorTable[] };
export type Settings = Omit<FileDraft, 'tables'>;
export type TableSettings = Omit<TableDraft, 'columns'>;

export type SchemaEdit =
  | { type: 'change'; patch: Partial<Settings> }
  | { type: 'changeTable'; key: number; patch: Partial<TableSettings> }
  | { type: 'changeColumn'; key: number; patch: Partial<DraftColumn> }
  | { type: 'moveColumn'; key: number; by: -1 | 1 }
  | { type: 'removeColumn'; key: number }
  | { type: 'addColumn'; table: number }
  | { type: 'addTable' }
  | { type: 'removeTable'; key: number }
  | { type: 'selectTable'; key: number }
  | { type: 'open'; draft: FileDraft };

export interface EditorState {
  draft: EditorDraft;
  /** The key of the table whose tab is selected. */
  selected: number;
  /** Never reused, so a removed table's or column's key cannot come back on another. */
  nextKey: number;
}

/** The editor's state of a draft, keys counted from `firstKey`, its first table selected. */
export function keyedState(draft: FileDraft, firstKey: number): EditorState {
  let nextKey = firstKey;
  const tables = draft.tables.map((table) => ({
    ...table,
    key: nextKey++,
    columns: table.columns.map((column) => ({ ...column, key: nextKey++ })),
  }));
  return { draft: { ...draft, tables }, selected: tables[0]!.key, nextKey };
}

/** A name no table of the draft has: table_2, table_3, … */
function newTableName(tables: EditorTable[]): string {
  const names = new Set(tables.map((table) => table.name.toLowerCase()));
  let n = tables.length + 1;
  while (names.has(`table_${n}`)) n++;
  return `table_${n}`;
}

/**
 * One edit of the schema being built. Renaming a table or a key column renames the
 * references to it; removing a table that others reference changes nothing (the page
 * names them), so a reference never points at nothing.
 * @example schemaEditor(state, { type: 'moveColumn', key: 1, by: 1 })
 * // the column keyed 1 swaps places with the one after it; both keep their keys
 */
export function schemaEditor(state: EditorState, edit: SchemaEdit): EditorState {
  const { draft, nextKey } = state;
  const withTables = (tables: EditorTable[]) => ({ ...state, draft: { ...draft, tables } });
  const withColumnsOf = (key: number, change: (columns: EditorColumn[], table: EditorTable) => EditorColumn[]) =>
    withTables(
      draft.tables.map((table) =>
        table.columns.some((column) => column.key === key)
          ? { ...table, columns: change(table.columns, table) }
          : table,
      ),
    );
  switch (edit.type) {
    case 'change':
      return { ...state, draft: { ...draft, ...edit.patch } };
    case 'changeTable': {
      const table = draft.tables.find((candidate) => candidate.key === edit.key);
      if (!table) return state;
      const changed = draft.tables.map((candidate) => (candidate === table ? { ...table, ...edit.patch } : candidate));
      return withTables(
        edit.patch.name === undefined ? changed : renameReferences(changed, table.name, edit.patch.name),
      );
    }
    case 'changeColumn': {
      let renamed: [string, string] | undefined;
      const next = withColumnsOf(edit.key, (columns, table) =>
        columns.map((column) => {
          if (column.key !== edit.key) return column;
          if (edit.patch.name !== undefined)
            renamed = [`${table.name}.${column.name}`, `${table.name}.${edit.patch.name}`];
          return { ...column, ...edit.patch };
        }),
      );
      return renamed
        ? { ...next, draft: { ...next.draft, tables: renameReferences(next.draft.tables, ...renamed) } }
        : next;
    }
    case 'moveColumn':
      return withColumnsOf(edit.key, (columns) => {
        const from = columns.findIndex((column) => column.key === edit.key);
        const to = from + edit.by;
        if (to < 0 || to >= columns.length) return columns;
        const moved = [...columns];
        [moved[from], moved[to]] = [moved[to]!, moved[from]!];
        return moved;
      });
    case 'removeColumn':
      return withColumnsOf(edit.key, (columns) => columns.filter((column) => column.key !== edit.key));
    case 'addColumn':
      return {
        ...withTables(
          draft.tables.map((table) =>
            table.key === edit.table
              ? {
                  ...table,
                  columns: [...table.columns, { ...emptyColumn(`column_${table.columns.length + 1}`), key: nextKey }],
                }
              : table,
          ),
        ),
        nextKey: nextKey + 1,
      };
    case 'addTable': {
      // A one-table schema is named after its table; the table keeps that name beside the new one.
      const tables = draft.tables.length === 1 ? [{ ...draft.tables[0]!, name: draft.name }] : draft.tables;
      const added = emptyTable(newTableName(tables));
      const key = nextKey;
      const columns = added.columns.map((column, at) => ({ ...column, key: key + 1 + at }));
      return {
        draft: { ...draft, tables: [...tables, { ...added, key, columns }] },
        selected: key,
        nextKey: key + 1 + columns.length,
      };
    }
    case 'removeTable': {
      const at = draft.tables.findIndex((table) => table.key === edit.key);
      if (at < 0 || draft.tables.length === 1 || referencingTables(draft, at).length) return state;
      const tables = draft.tables.filter((table) => table.key !== edit.key);
      const selected = state.selected === edit.key ? tables[Math.min(at, tables.length - 1)]!.key : state.selected;
      return { ...withTables(tables), selected };
    }
    case 'selectTable':
      return draft.tables.some((table) => table.key === edit.key) ? { ...state, selected: edit.key } : state;
    case 'open':
      return keyedState(edit.draft, nextKey);
  }
}
