import { describe, expect, it } from 'vitest';
import { shardRange } from '@/utils/datasets/dataset-chunks';
import { createRowMaker } from '@/utils/datasets/dataset-rows';
import { parseDatasetSchema, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import { readFileSync } from 'node:fs';
import { datasetText, fakerFor, schemaOf } from '../support/dataset-schemas';

const rowsOf = (schema: DatasetSchema) => {
  const rowAt = createRowMaker(schema, fakerFor(schema));
  return Array.from({ length: schema.rows }, (_, row) => rowAt(row));
};

const base = { version: 1, name: 't', locale: 'en_US', seed: 7, rows: 10 };

describe('template and list columns', () => {
  it('reports a template that does not parse with the column’s path, and a kind without its template', () => {
    const bad = parseDatasetSchema({
      ...base,
      columns: [
        { name: 'id', kind: 'row.id' },
        { name: 'order', kind: 'template', template: 'ORD-{{string.numeric 6}' },
      ],
    });
    expect(bad).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^columns\.1\.template: Template: “\{\{” is never closed by “\}\}” at character 5\.$/,
      ),
    });
    const unknown = parseDatasetSchema({
      ...base,
      columns: [{ name: 'x', kind: 'template', template: '{{constructor}}' }],
    });
    expect(unknown).toEqual({
      ok: false,
      error: expect.stringContaining('columns.0.template: Template: unknown token “constructor”'),
    });
    expect(parseDatasetSchema({ ...base, columns: [{ name: 'x', kind: 'template' }] })).toEqual({
      ok: false,
      error: expect.stringContaining('columns.0.template: A template column needs a template'),
    });
    expect(parseDatasetSchema({ ...base, columns: [{ name: 'x', kind: 'person.firstName', template: 'a' }] }).ok).toBe(
      false,
    );
  });

  it('resolves persona tokens from the row’s persona, so they match the row’s name columns', () => {
    const schema = schemaOf(
      [
        // Before the name columns on purpose: the persona is made on first use, whichever column asks.
        { name: 'login', kind: 'template', template: '{{person.firstName}}.{{number.int 1 99}}@qa.example' },
        { name: 'first', kind: 'person.firstName' },
        { name: 'order', kind: 'template', template: 'ORD-{{string.numeric 6}}' },
        { name: 'greeting', kind: 'template', template: 'Dear {{person.firstName}} {{person.lastName}}' },
        { name: 'last', kind: 'person.lastName' },
      ],
      { rows: 200 },
    );
    const rows = rowsOf(schema);
    for (const [login, first, order, greeting, last] of rows) {
      const [name, number] = login!.split(/[.@]/);
      expect(name).toBe(first);
      expect(Number(number)).toBeGreaterThanOrEqual(1);
      expect(Number(number)).toBeLessThanOrEqual(99);
      expect(login).toMatch(/@qa\.example$/);
      expect(order).toMatch(/^ORD-\d{6}$/);
      expect(greeting).toBe(`Dear ${first} ${last}`);
    }
    expect(new Set(rows.map((row) => row[2])).size).toBeGreaterThan(190);
  });

  it('makes row k from (schema, seed, k) alone, and the seed token is the schema’s', () => {
    const schema = schemaOf(
      [
        { name: 'ref', kind: 'template', template: '{{seed}}-{{string.alphanumeric 8}}', unique: true },
        { name: 'plan', kind: 'helpers.arrayElement', values: ['free', 'team', 'enterprise'] },
      ],
      { rows: 100 },
    );
    const all = rowsOf(schema);
    expect(rowsOf(schema)).toEqual(all);
    const rowAt = createRowMaker(schema, fakerFor(schema));
    expect([rowAt(77), rowAt(2)]).toEqual([all[77], all[2]]);
    expect(all.every(([ref]) => ref!.startsWith('7-'))).toBe(true);
    expect(new Set(all.map(([ref]) => ref)).size).toBe(100);
    expect(new Set(all.map(([, plan]) => plan))).toEqual(new Set(['free', 'team', 'enterprise']));
    expect(rowsOf({ ...schema, seed: 8 })).not.toEqual(all);
  });

  it('keeps shards concatenated equal to the whole file with template and list columns (the shipped orders example)', () => {
    const parsed = parseDatasetSchema({
      ...JSON.parse(readFileSync('examples/orders.schema.json', 'utf8')),
      rows: 257,
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const schema = parsed.schema;
    expect(schema.columns.map((column) => column.kind)).toEqual(
      expect.arrayContaining(['template', 'helpers.arrayElement']),
    );
    const whole = datasetText(schema, { format: 'csv' });
    const shards = [1, 2, 3].map((index) =>
      datasetText(schema, { format: 'csv' }, shardRange(schema.rows, index, 3), 500),
    );
    expect(shards.join('')).toBe(whole);
  });
});
