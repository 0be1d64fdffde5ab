import { describe, expect, it } from 'vitest';
import {
  addKeyStatements,
  copyLine,
  createTableStatements,
  deleteRowsStatement,
  dropTableStatements,
  loadBatches,
  loadRanges,
  sqliteCells,
} from '@/utils/datasets/load-rows';
import { relatedShardRanges } from '@/utils/datasets/related-rows';
import { shopFile } from '../support/related-schemas';

const file = shopFile((json) => (json.tables[0]!.rows = 100));
const [customers, orders] = file.tables;

describe('loading rows straight into a database', () => {
  it.each([
    { cells: ['1', 'plain', null], line: '1\tplain\t\\N\n' },
    { cells: ['a\tb', 'c\nd', 'e\rf'], line: 'a\\tb\tc\\nd\te\\rf\n' },
    { cells: ['back\\slash', 'nul\0here', '\\N'], line: 'back\\\\slash\tnulhere\t\\\\N\n' },
  ])('COPY text of $cells', ({ cells, line }) => {
    expect(copyLine(cells)).toBe(line);
  });

  it('cuts each table into batches of at most n rows, tables in order', () => {
    expect([
      ...loadBatches(
        [
          { start: 0, end: 5 },
          { start: 3, end: 4 },
        ],
        2,
      ),
    ]).toEqual([
      { table: 0, start: 0, end: 2 },
      { table: 0, start: 2, end: 4 },
      { table: 0, start: 4, end: 5 },
      { table: 1, start: 3, end: 4 },
    ]);
  });

  it("loads a shard's rows as the SQL shard files do", () => {
    expect(loadRanges(file)).toEqual(file.tables.map((table) => ({ start: 0, end: table.schema.rows })));
    expect(loadRanges(file, { index: 2, count: 3 })).toEqual(relatedShardRanges(file, 2, 3));
  });

  it('makes the tables parents first, IF NOT EXISTS for shards, and drops them children first', () => {
    const made = createTableStatements(file, 'postgresql', true);
    expect(made.map((sql) => /^CREATE TABLE IF NOT EXISTS "(\w+)" \(/.exec(sql)?.[1])).toEqual([
      'customers',
      'orders',
      'line_items',
    ]);
    expect(createTableStatements(file, 'mysql', false)[0]).toMatch(
      /^CREATE TABLE `customers` \(.*\) DEFAULT CHARSET=utf8mb4$/s,
    );
    expect(dropTableStatements(file, 'sqlite')).toEqual([
      'DROP TABLE IF EXISTS "line_items"',
      'DROP TABLE IF EXISTS "orders"',
      'DROP TABLE IF EXISTS "customers"',
    ]);
  });

  it('makes the tables without their keys where asked, and adds the keys after: primary and unique, then foreign, parents first', () => {
    const whole = createTableStatements(file, 'postgresql', false).join('\n');
    for (const key of ['PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY']) expect(whole).toContain(key);
    const bare = createTableStatements(file, 'postgresql', false, false).join('\n');
    for (const key of ['PRIMARY KEY', 'UNIQUE', 'FOREIGN KEY']) expect(bare).not.toContain(key);
    expect(bare).toContain('NOT NULL');
    expect(addKeyStatements(file, 'postgresql')).toEqual([
      'ALTER TABLE "customers" ADD PRIMARY KEY ("id"), ADD UNIQUE ("email")',
      'ALTER TABLE "orders" ADD PRIMARY KEY ("id"), ADD UNIQUE ("order_no")',
      'ALTER TABLE "line_items" ADD PRIMARY KEY ("id")',
      'ALTER TABLE "orders" ADD FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")',
      'ALTER TABLE "line_items" ADD FOREIGN KEY ("order_id") REFERENCES "orders" ("id")',
    ]);
  });

  it('finds the rows a run added by their key range', () => {
    expect(deleteRowsStatement(customers!, { start: 10, end: 20 }, 'mysql')).toBe(
      'DELETE FROM `customers` WHERE `id` >= 11 AND `id` < 21',
    );
    const keyless = { ...orders!, primaryKey: undefined };
    expect(deleteRowsStatement(keyless, { start: 0, end: 5 }, 'postgresql')).toBeUndefined();
  });

  it('binds booleans for SQLite as 1 and 0, as its SQL file writes them', () => {
    const table = {
      ...customers!,
      schema: { ...customers!.schema, columns: [{ name: 'ok', kind: 'datatype.boolean' as const }] },
    };
    expect(sqliteCells(table)(['true'])).toEqual([1]);
    expect(sqliteCells(table)(['false'])).toEqual([0]);
    expect(sqliteCells(table)([null])).toEqual([null]);
  });
});
