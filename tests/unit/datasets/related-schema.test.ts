import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDatasetSchema } from '@/utils/datasets/dataset-schema';
import { parseDatasetFile } from '@/utils/datasets/related-schema';

const customers = {
  name: 'customers',
  rows: 10,
  columns: [
    { name: 'id', kind: 'row.id' },
    { name: 'name', kind: 'person.fullName' },
  ],
};
const orders = {
  name: 'orders',
  rowsPerParent: { min: 0, max: 5 },
  columns: [
    { name: 'id', kind: 'row.id' },
    { name: 'customer_id', references: 'customers.id' },
    { name: 'ship_name', kind: 'person.fullName', fromParent: true },
  ],
};
const fileOf = (...tables: unknown[]) => ({ version: 1, name: 'shop', locale: 'en_US', seed: 3, tables });
const errorOf = (input: unknown) => {
  const result = parseDatasetFile(input);
  return result.ok ? undefined : result.error;
};

describe('parseDatasetFile: the one-table form', () => {
  it.each(['examples/customers.schema.json', 'examples/orders.schema.json'])(
    '%s loads unchanged, as one table',
    (path) => {
      const json = JSON.parse(readFileSync(path, 'utf8'));
      const parsed = parseDatasetFile(json);
      const alone = parseDatasetSchema(json);
      expect(alone.ok).toBe(true);
      expect(parsed).toMatchObject({
        ok: true,
        file: { related: false, tables: [{ schema: alone.ok && alone.schema }] },
      });
    },
  );

  it('gives the one-table form its own messages', () => {
    expect(errorOf({ version: 1, name: 't', locale: 'en_US', seed: 1, rows: 0, columns: [] })).toBe(
      'rows: At least 1 row.\ncolumns: A dataset needs at least one column.',
    );
  });
});

describe('parseDatasetFile: tables', () => {
  it('puts parents before children, whatever order the file lists them in, and types a reference as its key', () => {
    const parsed = parseDatasetFile(fileOf(orders, customers));
    if (!parsed.ok) throw new Error(parsed.error);
    const [first, second] = parsed.file.tables;
    expect([first!.schema.name, second!.schema.name]).toEqual(['customers', 'orders']);
    expect(second).toMatchObject({
      parent: { table: 0, key: 0, via: 1, perParent: { min: 0, max: 5 } },
      fromParent: [2],
      primaryKey: 0,
    });
    expect(second!.schema.columns[1]).toEqual({ name: 'customer_id', kind: 'row.id' });
    expect(first!.schema.rows).toBe(10);
    expect(second!.schema.rows).toBeGreaterThan(0);
  });

  it('never makes a reference, or a column from the parent, the primary key', () => {
    const parsed = parseDatasetFile(
      fileOf(customers, {
        name: 'notes',
        rowsPerParent: 1,
        columns: [
          { name: 'customer_id', references: 'customers.id' },
          { name: 'copy', kind: 'row.id', fromParent: true },
          { name: 'id', kind: 'row.id' },
        ],
      }),
    );
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.tables[1]!.primaryKey).toBe(2);
  });

  it('keeps one version number: a schema with tables is version 1 too', () => {
    expect(errorOf({ ...fileOf(customers), version: 2 })).toMatch(/^version: /);
  });

  it.each([
    {
      case: 'a reference to a missing table',
      tables: [customers, { ...orders, columns: [{ name: 'customer_id', references: 'clients.id' }] }],
      error: 'Table "orders": column "customer_id" references clients.id, and there is no table "clients".',
    },
    {
      case: 'a reference to a missing column',
      tables: [customers, { ...orders, columns: [{ name: 'customer_id', references: 'customers.uid' }] }],
      error:
        'Table "orders": column "customer_id" references customers.uid, and table "customers" has no column "uid".',
    },
    {
      case: 'a cycle of references',
      tables: [
        {
          ...customers,
          rows: undefined,
          rowsPerParent: 1,
          columns: [...customers.columns, { name: 'o', references: 'orders.id' }],
        },
        orders,
      ],
      error:
        'The tables reference each other in a cycle (customers → orders → customers): one of them must be a table of its own, with rows.',
    },
    {
      case: 'a table that references itself',
      tables: [
        {
          name: 'staff',
          rowsPerParent: 2,
          columns: [
            { name: 'id', kind: 'row.id' },
            { name: 'boss', references: 'staff.id' },
          ],
        },
      ],
      error:
        'The tables reference each other in a cycle (staff → staff): one of them must be a table of its own, with rows.',
    },
    {
      case: 'a child range with no parents',
      tables: [
        customers,
        { name: 'notes', rowsPerParent: { min: 0, max: 3 }, columns: [{ name: 'n', kind: 'person.jobTitle' }] },
      ],
      error:
        'Table "notes" gives rowsPerParent but has no parent: one column must reference its parent table, such as { "name": "customer_id", "references": "customers.id" }.',
    },
    {
      case: 'a range with no rows at all',
      tables: [customers, { ...orders, rowsPerParent: { min: 0, max: 0 } }],
      error: 'Table "orders" has at most 0 rows per parent, so it would have no rows.',
    },
    {
      case: 'a child that gives rows',
      tables: [customers, { ...orders, rowsPerParent: undefined, rows: 5 }],
      error:
        'Table "orders" references a parent, so it gives rowsPerParent (a number, or { "min": 0, "max": 5 }) instead of rows.',
    },
    {
      case: 'a child that gives rows and rowsPerParent',
      tables: [customers, { ...orders, rows: 5 }],
      error: 'Table "orders" has a parent, so its rows come from rowsPerParent, not rows.',
    },
    {
      case: 'a reference to a column that is not a key',
      tables: [customers, { ...orders, columns: [{ name: 'customer', references: 'customers.name' }] }],
      error:
        'Table "orders" references customers.name, which is not a key: a key is a row.id or a unique column, never empty.',
    },
    {
      case: "a reference to the parent's own reference, which repeats",
      tables: [
        customers,
        orders,
        { name: 'items', rowsPerParent: 2, columns: [{ name: 'c', references: 'orders.customer_id' }] },
      ],
      error:
        'Table "items" references orders.customer_id, which is not a key: a key is a row.id or a unique column, never empty.',
    },
    {
      case: 'a column from the parent in a table without one',
      tables: [
        { ...customers, columns: [...customers.columns, { name: 'x', kind: 'location.city', fromParent: true }] },
      ],
      error: 'Table "customers": column "x" is fromParent, but the table has no parent.',
    },
    {
      case: 'a unique column from the parent',
      tables: [
        customers,
        {
          ...orders,
          columns: [
            ...orders.columns.slice(0, 2),
            { name: 'e', kind: 'internet.email', unique: true, fromParent: true },
          ],
        },
      ],
      error: 'Table "orders": column "e" comes from the parent, the same for all its children, so it cannot be unique.',
    },
    {
      case: 'two parents',
      tables: [customers, { ...orders, columns: [...orders.columns, { name: 'again', references: 'customers.id' }] }],
      error: 'Table "orders" has 2 reference columns; a table has one parent, which one column references.',
    },
    {
      case: 'two tables of one name',
      tables: [customers, { ...customers, name: 'Customers' }],
      error: 'Two tables are named "Customers" (ignoring case, as MySQL does).',
    },
  ])('$case: one clear message', ({ tables, error }) => {
    const strip = (table: object) =>
      Object.fromEntries(Object.entries(table).filter(([, value]) => value !== undefined));
    expect(errorOf(fileOf(...tables.map(strip)))).toBe(error);
  });

  it('names the table, and where in it, for a column problem', () => {
    expect(errorOf(fileOf({ ...customers, columns: [{ name: 'a', kind: 'person.fulName' }] }))).toBe(
      'tables.0.columns.0.kind: Unknown kind.',
    );
    expect(errorOf(fileOf(customers, { ...orders, columns: [{ name: 'c', references: 'customers' }] }))).toBe(
      'tables.1.columns.0.references: A reference is written table.column, such as customers.id.',
    );
    expect(
      errorOf(
        fileOf({ ...customers, rows: 3, columns: [{ name: 'n', kind: 'number.int', min: 1, max: 2, unique: true }] }),
      ),
    ).toBe('Table "customers": Column "n" is unique but has only 2 possible values for 3 rows.');
  });

  it('refuses a file with both tables and columns', () => {
    expect(errorOf({ ...fileOf(customers), columns: [] })).toBe(
      'A schema has either tables, or rows and columns of one table, not both.',
    );
  });
});
