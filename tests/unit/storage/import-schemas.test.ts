import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { importedSchemas, MAX_SAVED_SCHEMAS } from '@/utils/datasets/saved-schemas';
import { exportText, previewImport, readImport } from '@/utils/transfer/export-file';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';
import { loadSchemas, replaceSchemas, saveSchema, watchSchemas } from '@/utils/storage/dataset-store';
import { loadRuleBook, saveRule, storeRuleBook } from '@/utils/storage/rules-store';
import { schemaOf } from '../support/dataset-schemas';
import { enforceSyncQuotas } from '../support/quota-sync';
import { makeRule } from '../support/rules';

const customers = schemaOf([{ name: 'email', kind: 'internet.email' }], { name: 'customers' });
const orders = schemaOf([{ name: 'no', kind: 'template', template: 'ORD-{{string.numeric 6}}' }], { name: 'orders' });
const rule = makeRule({ id: 'a', name: 'Alpha', match: { words: ['coupon'] }, value: { type: 'text', text: 'A' } });
const book = { rules: [rule], profiles: [] };
const file = (schemas: unknown) =>
  JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [], schemas });

describe('saved dataset schemas in the export file', () => {
  it('exports them and reads them back', () => {
    const read = readImport(exportText(DEFAULT_SETTINGS, book, [customers, orders]));
    expect(read.ok && read.file.schemas).toEqual([customers, orders]);
  });

  it.each([
    [
      'a bad template, by its place and the column’s path',
      [customers, { ...orders, columns: [{ name: 'no', kind: 'template', template: '{{__proto__}}' }] }],
      /^“schemas\[1\]” columns\.0\.template: Template: unknown token “__proto__” at character 3\.$/,
    ],
    [
      'a schema with two problems, both named',
      [{ ...customers, rows: 0, seed: -1 }],
      /^“schemas\[0\]” seed: .+; rows: At least 1 row\.$/,
    ],
    ['two schemas of one name', [customers, customers], /“customers”/],
    [
      'more schemas than can be saved',
      Array.from({ length: MAX_SAVED_SCHEMAS + 1 }, (_, i) => ({ ...customers, name: `s${i}` })),
      /^“schemas” At most 50 schemas/,
    ],
    ['something else than a list', { customers }, /schemas/],
  ])('refuses %s', (_, schemas, error) => {
    const read = readImport(file(schemas));
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(error);
  });

  it('previews the schemas an import adds, changes and (replacing) removes, by name', () => {
    const read = readImport(file([{ ...customers, rows: 99 }, orders]));
    if (!read.ok) throw new Error(read.error);
    const stored = [customers, schemaOf([{ name: 'x', kind: 'row.id' }], { name: 'legacy' })];
    expect(previewImport({ rules: [], profiles: [] }, DEFAULT_SETTINGS, read.file, 'merge', stored)).toMatchObject({
      added: [{ kind: 'schema', name: 'orders' }],
      changed: [{ kind: 'schema', name: 'customers' }],
      removed: [],
    });
    expect(previewImport({ rules: [], profiles: [] }, DEFAULT_SETTINGS, read.file, 'replace', stored).removed).toEqual([
      { kind: 'schema', name: 'legacy' },
    ]);
    expect(
      importedSchemas(stored, read.file.schemas!, 'merge').map((schema) => [
        schema.name,
        'rows' in schema && schema.rows,
      ]),
    ).toEqual([
      ['customers', 99],
      ['legacy', 50],
      ['orders', 50],
    ]);
    expect(importedSchemas(stored, read.file.schemas!, 'replace').map((schema) => schema.name)).toEqual([
      'customers',
      'orders',
    ]);
  });

  it('leaves saved schemas alone when the file has none (an export from before they were in it)', () => {
    const read = readImport(
      JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [] }),
    );
    if (!read.ok) throw new Error(read.error);
    expect(read.file.schemas).toBeUndefined();
    expect(previewImport(book, DEFAULT_SETTINGS, read.file, 'replace', [customers]).removed).toEqual([
      { kind: 'rule', name: 'Alpha' },
    ]);
  });
});

describe('storing an import with schemas (storage.sync, then storage.local)', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  const snapshot = async () => ({
    sync: await fakeBrowser.storage.sync.get(null),
    local: await fakeBrowser.storage.local.get(null),
  });

  it('writes the rules to sync and the schemas to local', async () => {
    enforceSyncQuotas();
    await saveSchema(customers);
    const result = await storeRuleBook(book, { onlyEmpty: true }, () => replaceSchemas([orders]));
    expect(result.ok).toBe(true);
    expect((await loadRuleBook()).rules).toEqual([rule]);
    expect(await loadSchemas()).toEqual([orders]);
  });

  it('changes nothing, in either area, when the local write fails after sync took the rules', async () => {
    enforceSyncQuotas();
    await saveRule(makeRule({ id: 'old', name: 'Kept', match: { words: ['x'] }, value: { type: 'text', text: 'K' } }));
    await saveSchema(customers);
    const before = await snapshot();
    vi.spyOn(fakeBrowser.storage.local, 'set').mockRejectedValueOnce(new Error('QUOTA_BYTES quota exceeded'));
    const result = await storeRuleBook(book, { onlyEmpty: true }, () => replaceSchemas([orders]));
    expect(result).toEqual({ ok: false, error: expect.stringContaining('QUOTA_BYTES') });
    expect(await snapshot()).toEqual(before);
  });

  it('changes nothing when sync refuses the rules: the schemas are never written', async () => {
    enforceSyncQuotas();
    await saveSchema(customers);
    const before = await snapshot();
    const big = Array.from({ length: 14 }, (_, i) =>
      makeRule({ id: `r${i}`, match: { words: ['x'] }, value: { type: 'text', text: 'x'.repeat(7_500) } }),
    );
    const write = vi.fn(() => replaceSchemas([orders]));
    const result = await storeRuleBook({ rules: big, profiles: [] }, {}, write);
    expect(result.ok).toBe(false);
    expect(write).not.toHaveBeenCalled();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses schemas past the limits before writing them', async () => {
    await expect(
      replaceSchemas(Array.from({ length: MAX_SAVED_SCHEMAS + 1 }, (_, i) => ({ ...customers, name: `s${i}` }))),
    ).rejects.toThrow(/At most 50/);
  });

  it('tells an open Datasets page of an import: watchSchemas gets the checked schemas', async () => {
    const seen = vi.fn();
    const unwatch = watchSchemas(seen);
    await replaceSchemas([orders, customers]);
    await vi.waitFor(() => expect(seen).toHaveBeenCalledWith([customers, orders]));
    unwatch();
  });
});
