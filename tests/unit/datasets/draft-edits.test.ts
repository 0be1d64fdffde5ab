import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keyedState, schemaEditor, type EditorState } from '@/utils/datasets/draft-edits';
import { parseSchemaFile } from '@/utils/datasets/schema-file';
import { emptyColumn } from '@/utils/datasets/schema-draft';
import { emptyTable, fileDraftFromSchema, schemaFromFileDraft } from '@/utils/datasets/tables-draft';

function shopState(): EditorState {
  const parsed = parseSchemaFile(JSON.parse(readFileSync('examples/shop.schema.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.error);
  return keyedState(fileDraftFromSchema(parsed.schema), 0);
}

const names = (state: EditorState) => state.draft.tables.map((table) => table.name);
const selectedName = (state: EditorState) => state.draft.tables.find((table) => table.key === state.selected)?.name;

describe('schemaEditor with tables', () => {
  it('refuses to remove a table that others reference, leaving every reference whole', () => {
    const state = shopState();
    const customers = state.draft.tables[0]!.key;
    expect(schemaEditor(state, { type: 'removeTable', key: customers })).toBe(state);
  });

  it('removes a table no other references and selects the one that takes its place', () => {
    let state = shopState();
    state = schemaEditor(state, { type: 'selectTable', key: state.draft.tables[2]!.key });
    state = schemaEditor(state, { type: 'removeTable', key: state.draft.tables[2]!.key });
    expect(names(state)).toEqual(['customers', 'orders']);
    expect(selectedName(state)).toBe('orders');
    expect(schemaFromFileDraft(state.draft).ok).toBe(true);
  });

  it('renames the references to a renamed table and to a renamed key column', () => {
    let state = shopState();
    const [customers, orders] = state.draft.tables;
    state = schemaEditor(state, { type: 'changeTable', key: customers!.key, patch: { name: 'clients' } });
    state = schemaEditor(state, { type: 'changeColumn', key: orders!.columns[0]!.key, patch: { name: 'order_id' } });
    expect(state.draft.tables[1]!.columns[1]!.references).toBe('clients.id');
    expect(state.draft.tables[2]!.columns[1]!.references).toBe('orders.order_id');
    const result = schemaFromFileDraft(state.draft);
    expect(result.ok && result.file.tables.map((table) => table.schema.name)).toEqual([
      'clients',
      'orders',
      'line_items',
    ]);
  });

  it('turns one table into two: the first is named after the schema, the new one selected, no key reused', () => {
    const one = keyedState(
      {
        name: 'people',
        locale: 'en_US',
        seed: '1',
        tables: [{ ...emptyTable(''), columns: [emptyColumn('id', 'row.id')] }],
      },
      0,
    );
    const two = schemaEditor(one, { type: 'addTable' });
    expect(names(two)).toEqual(['people', 'table_2']);
    expect(selectedName(two)).toBe('table_2');
    const keys = two.draft.tables.flatMap((table) => [table.key, ...table.columns.map((column) => column.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Math.max(...keys)).toBeLessThan(two.nextKey);
    expect(names(schemaEditor(two, { type: 'addTable' }))).toEqual(['people', 'table_2', 'table_3']);
  });

  it('adds a column to the table named, and moves and removes columns within their own table', () => {
    let state = shopState();
    const lineItems = state.draft.tables[2]!;
    state = schemaEditor(state, { type: 'addColumn', table: lineItems.key });
    expect(state.draft.tables[2]!.columns.map((column) => column.name)).toEqual([
      'id',
      'order_id',
      'product',
      'quantity',
      'column_5',
    ]);
    state = schemaEditor(state, { type: 'moveColumn', key: lineItems.columns[0]!.key, by: -1 });
    expect(state.draft.tables[2]!.columns[0]!.name).toBe('id');
    state = schemaEditor(state, { type: 'removeColumn', key: lineItems.columns[3]!.key });
    expect(state.draft.tables[2]!.columns.map((column) => column.name)).toEqual([
      'id',
      'order_id',
      'product',
      'column_5',
    ]);
    expect(state.draft.tables[1]!.columns).toHaveLength(7);
  });
});
