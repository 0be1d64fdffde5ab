import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';
import { loadSchemas, replaceSchemas, saveSchema } from '@/utils/storage/dataset-store';
import { exportText, readImport } from '@/utils/transfer/export-file';
import type { SchemaFile } from '@/utils/datasets/schema-file';
import { schemaOf } from '../support/dataset-schemas';

/** Saved schemas and the export file keep a schema with tables, as the command line reads it. */

interface TableJson {
  rows?: number;
  rowsPerParent?: unknown;
  columns: Record<string, unknown>[];
}
/** The shop example as read from its file: unchecked, as an import or a stored entry is. */
const shop = () =>
  JSON.parse(readFileSync('examples/shop.schema.json', 'utf8')) as SchemaFile & { tables: TableJson[] };
type ShopJson = ReturnType<typeof shop>;
const people = schemaOf([{ name: 'email', kind: 'internet.email' }], { name: 'people' });
const file = (schemas: unknown) =>
  JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [], schemas });

describe('saved schemas with tables', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('are saved, loaded and exported as written, beside one-table schemas', async () => {
    expect((await saveSchema(shop())).ok).toBe(true);
    expect((await saveSchema(people)).ok).toBe(true);
    const saved = await loadSchemas();
    expect(saved).toEqual([people, shop()]);
    const read = readImport(exportText(DEFAULT_SETTINGS, { rules: [], profiles: [] }, saved));
    expect(read.ok && read.file.schemas).toEqual([people, shop()]);
  });

  it.each([
    [
      'a reference to a table it lacks',
      (json: ShopJson) => (json.tables[1]!.columns[1]!.references = 'clients.id'),
      /no table "clients"/,
    ],
    [
      'a cycle of references',
      (json: ShopJson) =>
        json.tables[0]!.columns.push({ name: 'line', references: 'line_items.id' }) && delete json.tables[0]!.rows,
      /cycle/,
    ],
    ['a child without rows per parent', (json: ShopJson) => delete json.tables[1]!.rowsPerParent, /rowsPerParent/],
  ])('refuse %s in an import, by its place, and leave the saved ones as they were', async (_, damage, error) => {
    await saveSchema(people);
    const broken = shop();
    damage(broken);
    const read = readImport(file([broken]));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(/^“schemas\[0\]” /);
    expect(!read.ok && read.error).toMatch(error);
    await expect(replaceSchemas([broken])).rejects.toThrow(error);
    expect(await loadSchemas()).toEqual([people]);
  });

  it('refuses a damaged one on save, keeping storage as it was', async () => {
    await saveSchema(shop());
    const broken = shop();
    broken.tables[2]!.rowsPerParent = { min: 4, max: 1 };
    const result = await saveSchema(broken);
    expect(result).toEqual({ ok: false, error: expect.stringContaining('min must not be above max') });
    expect(await loadSchemas()).toEqual([shop()]);
  });
});
