import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { parseDatasetFile, type DatasetFile } from '@/utils/datasets/related-schema';
import { createTableSql } from '@/utils/datasets/related-sql';
import { dialectOf } from '@/utils/datasets/sql-dialects';
import { relatedSql, shopFile } from '../support/related-schemas';

function smallFile(): DatasetFile {
  const parsed = parseDatasetFile({
    version: 1,
    name: 'shop',
    locale: 'en_US',
    seed: 1,
    tables: [
      {
        name: 'orders',
        rowsPerParent: 2,
        columns: [
          { name: 'id', kind: 'row.id' },
          { name: 'customer_id', references: 'customers.id' },
          { name: 'note', kind: 'person.jobTitle', nullShare: 0.5 },
        ],
      },
      {
        name: 'customers',
        rows: 3,
        columns: [
          { name: 'id', kind: 'row.id' },
          { name: 'email', kind: 'internet.email', unique: true },
        ],
      },
    ],
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

describe('CREATE TABLE for related tables', () => {
  it.each([
    {
      dialect: 'postgresql' as const,
      customers:
        'CREATE TABLE "customers" (\n  "id" INTEGER NOT NULL,\n  "email" TEXT NOT NULL,\n  PRIMARY KEY ("id"),\n  UNIQUE ("email")\n);\n',
      orders:
        'CREATE TABLE "orders" (\n  "id" INTEGER NOT NULL,\n  "customer_id" INTEGER NOT NULL,\n  "note" TEXT,\n  PRIMARY KEY ("id"),\n  FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")\n);\n',
    },
    {
      dialect: 'mysql' as const,
      customers:
        'CREATE TABLE `customers` (\n  `id` INT NOT NULL,\n  `email` VARCHAR(255) NOT NULL,\n  PRIMARY KEY (`id`),\n  UNIQUE (`email`)\n) DEFAULT CHARSET=utf8mb4;\n',
      orders:
        'CREATE TABLE `orders` (\n  `id` INT NOT NULL,\n  `customer_id` INT NOT NULL,\n  `note` VARCHAR(255),\n  PRIMARY KEY (`id`),\n  FOREIGN KEY (`customer_id`) REFERENCES `customers` (`id`)\n) DEFAULT CHARSET=utf8mb4;\n',
    },
    {
      dialect: 'sqlite' as const,
      customers:
        'CREATE TABLE "customers" (\n  "id" INTEGER NOT NULL,\n  "email" TEXT NOT NULL,\n  PRIMARY KEY ("id"),\n  UNIQUE ("email")\n);\n',
      orders:
        'CREATE TABLE "orders" (\n  "id" INTEGER NOT NULL,\n  "customer_id" INTEGER NOT NULL,\n  "note" TEXT,\n  PRIMARY KEY ("id"),\n  FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")\n);\n',
    },
  ])('$dialect: keys as table constraints, parents first', ({ dialect, customers, orders }) => {
    const file = smallFile();
    expect(file.tables.map((table) => createTableSql(file, file.tables.indexOf(table), dialectOf(dialect)))).toEqual([
      customers,
      orders,
    ]);
    const sql = relatedSql(file, { dialect, batchSize: 1000 });
    expect(sql.indexOf(customers)).toBeLessThan(sql.indexOf(orders));
  });

  it('gives a reference its key’s type, BIGINT when the key is', () => {
    const parsed = parseDatasetFile({
      version: 1,
      name: 'big',
      locale: 'en_US',
      seed: 1,
      tables: [
        { name: 'a', rows: 2, columns: [{ name: 'id', kind: 'row.id', min: 2 ** 31 }] },
        { name: 'b', rowsPerParent: 1, columns: [{ name: 'a_id', references: 'a.id' }] },
      ],
    });
    if (!parsed.ok) throw new Error(parsed.error);
    expect(createTableSql(parsed.file, 1, dialectOf('mysql'))).toContain('`a_id` BIGINT NOT NULL');
    expect(createTableSql(parsed.file, 1, dialectOf('postgresql'))).toContain('"a_id" BIGINT NOT NULL');
  });
});

/** Node's own SQLite (node:sqlite), foreign keys on as the file asks, checked after every statement. */
function loadSqlite(...files: string[]) {
  const db = new DatabaseSync(':memory:');
  for (const sql of files) db.exec(sql);
  return db;
}
const count = (db: DatabaseSync, sql: string) => Number(Object.values(db.prepare(sql).get()!)[0]);
const ORPHANS = {
  orders: 'SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL',
  line_items: 'SELECT count(*) FROM line_items l LEFT JOIN orders o ON o.id = l.order_id WHERE o.id IS NULL',
};

describe('related SQL in SQLite (node:sqlite), foreign keys on', () => {
  const file = shopFile((json) => (json.tables[0]!.rows = 400));
  const options = { dialect: 'sqlite' as const, batchSize: 100 };

  it('loads every table: the counts, no orphan, each order named as its customer', () => {
    const db = loadSqlite(relatedSql(file, options));
    expect(count(db, 'PRAGMA foreign_keys')).toBe(1);
    for (const table of file.tables)
      expect(count(db, `SELECT count(*) FROM ${table.schema.name}`)).toBe(table.schema.rows);
    expect(count(db, ORPHANS.orders)).toBe(0);
    expect(count(db, ORPHANS.line_items)).toBe(0);
    expect(
      count(db, 'SELECT count(*) FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.ship_name <> c.name'),
    ).toBe(0);
    expect(count(db, 'SELECT max(n) FROM (SELECT count(*) n FROM orders GROUP BY customer_id)')).toBe(5);
    // The keys hold: SQLite refuses an orphan, and a second customer with the same email.
    expect(() =>
      db.exec(
        "INSERT INTO orders (id, customer_id, order_no, ship_name, ship_city, total, ordered) VALUES (0, 99999, 'x', 'x', 'x', 1, '2025-01-01')",
      ),
    ).toThrow(/FOREIGN KEY/);
    expect(() =>
      db.exec('INSERT INTO customers SELECT id + 100000, name, email, city, signed_up FROM customers LIMIT 1'),
    ).toThrow(/UNIQUE/);
    db.close();
  });

  it('loads shard files on their own, shard 1 first and the rest in any order, into the rows of one run', () => {
    const whole = loadSqlite(relatedSql(file, options));
    const shards = [1, 2, 3, 4].map((index) => relatedSql(file, { ...options, shard: { index, count: 4 } }));
    const sharded = loadSqlite(shards[0]!, shards[3]!, shards[1]!, shards[2]!);
    for (const table of file.tables) {
      const all = (db: DatabaseSync) => db.prepare(`SELECT * FROM ${table.schema.name} ORDER BY id`).all();
      expect(all(sharded)).toEqual(all(whole));
    }
    expect(count(sharded, ORPHANS.line_items)).toBe(0);
    whole.close();
    sharded.close();
  });
});
