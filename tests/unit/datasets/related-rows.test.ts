import { describe, expect, it } from 'vitest';
import { createTableRowMaker, relatedShardRanges } from '@/utils/datasets/related-rows';
import { parseDatasetFile, type DatasetFile } from '@/utils/datasets/related-schema';
import { createFaker } from '@/utils/values/create-faker';
import { shopFile } from '../support/related-schemas';

const faker = createFaker('en_US', 0);
const column = (file: DatasetFile, table: number, name: string) =>
  file.tables[table]!.schema.columns.findIndex((candidate) => candidate.name === name);
const rowsOf = (file: DatasetFile, table: number, rows: number[]) => {
  const rowAt = createTableRowMaker(file, table, faker);
  return rows.map((row) => rowAt(row).cells);
};
const allRows = (file: DatasetFile, table: number) =>
  rowsOf(
    file,
    table,
    Array.from({ length: file.tables[table]!.schema.rows }, (_, row) => row),
  );

describe('related tables: row k of every table from (schema, seed, k) alone', () => {
  const file = shopFile((json) => (json.tables[0]!.rows = 300));

  it.each([2, 3, 5])('%i shards make, table by table, the same rows as one run, each once', (count) => {
    for (const table of file.tables.keys()) {
      const whole = allRows(file, table);
      const sharded = Array.from({ length: count }, (_, shard) => {
        const { start, end } = relatedShardRanges(file, shard + 1, count)[table]!;
        // A maker of its own per shard: nothing is carried over from the rows before.
        return rowsOf(
          file,
          table,
          Array.from({ length: end - start }, (_, at) => start + at),
        );
      }).flat();
      expect(sharded).toEqual(whole);
    }
  });

  it('makes a lone row, or rows backwards, as a full run makes them', () => {
    const lineItems = allRows(file, 2);
    const backwards = Array.from({ length: 60 }, (_, at) => lineItems.length - 1 - at * 7);
    expect(rowsOf(file, 2, backwards)).toEqual(backwards.map((row) => lineItems[row]));
  });

  it('a shard holds the parents of its children', () => {
    const count = 4;
    for (let shard = 1; shard <= count; shard++) {
      const ranges = relatedShardRanges(file, shard, count);
      for (const [table, plan] of file.tables.entries()) {
        if (!plan.parent) continue;
        const { start, end } = ranges[table]!;
        const parentIds = new Set(
          rowsOf(
            file,
            plan.parent.table,
            Array.from(
              { length: ranges[plan.parent.table]!.end - ranges[plan.parent.table]!.start },
              (_, at) => ranges[plan.parent!.table]!.start + at,
            ),
          ).map((cells) => cells[plan.parent!.key]),
        );
        const references = rowsOf(
          file,
          table,
          Array.from({ length: end - start }, (_, at) => start + at),
        ).map((cells) => cells[plan.parent!.via]);
        expect(references.every((id) => parentIds.has(id))).toBe(true);
      }
    }
  });

  it('gives each order its customer’s name and city, and each customer 0 to 5 orders', () => {
    const customers = allRows(file, 0);
    const orders = allRows(file, 1);
    const byId = new Map(customers.map((cells) => [cells[column(file, 0, 'id')], cells]));
    const perCustomer = new Map<string | null, number>();
    for (const order of orders) {
      const customer = byId.get(order[column(file, 1, 'customer_id')]!)!;
      expect(order[column(file, 1, 'ship_name')]).toBe(customer[column(file, 0, 'name')]);
      expect(order[column(file, 1, 'ship_city')]).toBe(customer[column(file, 0, 'city')]);
      perCustomer.set(customer[0]!, (perCustomer.get(customer[0]!) ?? 0) + 1);
    }
    const counts = [...perCustomer.values()];
    expect(Math.max(...counts)).toBe(5);
    expect(perCustomer.size).toBeLessThan(customers.length); // some customers have no orders
  });

  it('changes with the seed, and the tables of one schema draw apart', () => {
    const other = shopFile((json) => {
      json.tables[0]!.rows = 300;
      json.seed += 1;
    });
    expect(allRows(other, 1)).not.toEqual(allRows(file, 1));
    const twins = parseDatasetFile({
      version: 1,
      name: 'twins',
      locale: 'en_US',
      seed: 1,
      tables: ['a', 'b'].map((name) => ({ name, rows: 20, columns: [{ name: 'who', kind: 'person.fullName' }] })),
    });
    if (!twins.ok) throw new Error(twins.error);
    expect(allRows(twins.file, 0)).not.toEqual(allRows(twins.file, 1));
  });
});
