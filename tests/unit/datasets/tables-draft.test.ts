import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyColumn, REFERENCE } from '@/utils/datasets/schema-draft';
import { parseSchemaFile } from '@/utils/datasets/schema-file';
import {
  emptyTable,
  fileDraftFromSchema,
  referenceTargets,
  referencingTables,
  renameReferences,
  schemaFromFileDraft,
  type FileDraft,
} from '@/utils/datasets/tables-draft';

const shopJson = () => JSON.parse(readFileSync('examples/shop.schema.json', 'utf8')) as Record<string, unknown>;
const customersJson = () =>
  JSON.parse(readFileSync('examples/customers.schema.json', 'utf8')) as Record<string, unknown>;

/** The shop example in the page's boxes. */
function shopDraft(): FileDraft {
  const parsed = parseSchemaFile(shopJson());
  if (!parsed.ok) throw new Error(parsed.error);
  return fileDraftFromSchema(parsed.schema);
}

describe('schema drafts of several tables (the Datasets page)', () => {
  it('round-trips the shop example through the page’s boxes into exactly the file’s form', () => {
    const result = schemaFromFileDraft(shopDraft());
    expect(result.ok && result.schema).toEqual(shopJson());
    expect(result.ok && result.file.tables.map((table) => table.schema.name)).toEqual([
      'customers',
      'orders',
      'line_items',
    ]);
  });

  it('writes a one-table draft in today’s one-table form, unchanged', () => {
    const parsed = parseSchemaFile(customersJson());
    if (!parsed.ok) throw new Error(parsed.error);
    const draft = fileDraftFromSchema(parsed.schema);
    expect(draft.tables).toHaveLength(1);
    const result = schemaFromFileDraft(draft);
    expect(result.ok && result.schema).toEqual(customersJson());
    expect(result.ok && 'tables' in result.schema).toBe(false);
  });

  it('reads a fixed count and a range per parent, and writes back what was chosen', () => {
    const draft = shopDraft();
    expect(draft.tables[1]!.perParent).toMatchObject({ range: true, min: '0', max: '5' });
    draft.tables[1]!.perParent = { ...draft.tables[1]!.perParent, range: false, count: '2' };
    const result = schemaFromFileDraft(draft);
    if (!result.ok || !('tables' in result.schema)) throw new Error('not related');
    expect(result.schema.tables[1]!.rowsPerParent).toBe(2);
    expect(result.file.tables[1]!.schema.rows).toBe(2000);
  });

  it('keeps fromParent only in a table with a parent, where the schema allows it', () => {
    const draft = shopDraft();
    draft.tables[0]!.columns[1]!.fromParent = true;
    const result = schemaFromFileDraft(draft);
    expect(result.ok).toBe(true);
    expect(result.ok && 'tables' in result.schema && result.schema.tables[0]!.columns[1]).toEqual({
      name: 'name',
      kind: 'person.fullName',
    });
  });

  it('names a reference not chosen yet, as the command line does', () => {
    const draft = shopDraft();
    draft.tables[1]!.columns[1]!.references = '';
    const result = schemaFromFileDraft(draft);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('table.column');
  });
});

describe('referenceTargets', () => {
  it('offers the keys of other tables: row.id and unique columns never empty', () => {
    expect(referenceTargets(shopDraft(), 2)).toEqual([
      'customers.id',
      'customers.email',
      'orders.id',
      'orders.order_no',
    ]);
  });

  it('leaves out the table itself and every table below it, so no choice closes a cycle', () => {
    expect(referenceTargets(shopDraft(), 0)).toEqual([]);
    expect(referenceTargets(shopDraft(), 1)).toEqual(['customers.id', 'customers.email']);
  });

  it('leaves out a key that is sometimes empty, and a column taken from the parent', () => {
    const draft = shopDraft();
    draft.tables[0]!.columns[2]!.emptyPercent = '10';
    draft.tables[1]!.columns[2]!.fromParent = true;
    expect(referenceTargets(draft, 2)).toEqual(['customers.id', 'orders.id']);
  });

  it('still ends on a draft whose references already loop', () => {
    const draft = shopDraft();
    draft.tables[0]!.columns.push({ ...emptyColumn('line', REFERENCE), references: 'line_items.id' });
    expect(referenceTargets(draft, 0)).toEqual([]);
    expect(schemaFromFileDraft(draft).ok).toBe(false);
  });
});

describe('referencingTables and renameReferences', () => {
  it('names the tables that reference a table', () => {
    const draft = shopDraft();
    expect(referencingTables(draft, 0)).toEqual(['orders']);
    expect(referencingTables(draft, 1)).toEqual(['line_items']);
    expect(referencingTables(draft, 2)).toEqual([]);
  });

  it('follows a table’s rename and a key column’s rename, and nothing else', () => {
    const { tables } = shopDraft();
    const renamed = renameReferences(tables, 'customers', 'clients');
    expect(renamed[1]!.columns[1]!.references).toBe('clients.id');
    expect(renamed[2]).toBe(tables[2]);
    const key = renameReferences(tables, 'orders.id', 'orders.order_id');
    expect(key[2]!.columns[1]!.references).toBe('orders.order_id');
    expect(renameReferences(tables, 'order', 'x')[2]!.columns[1]!.references).toBe('orders.id');
  });

  it('makes a new table that is valid on its own', () => {
    const draft = { ...shopDraft(), tables: [...shopDraft().tables, emptyTable('extra')] };
    expect(schemaFromFileDraft(draft).ok).toBe(true);
  });
});
