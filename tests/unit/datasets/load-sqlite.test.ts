import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseTarget } from '@/utils/cli/database-target';
import { loadIntoDatabase } from '@/utils/cli/dataset-to';
import { openDatabase } from '@/utils/cli/open-database';
import { createTableRowMaker } from '@/utils/datasets/related-rows';
import { createFaker } from '@/utils/values/create-faker';
import { runDataset } from '../support/dataset-run';
import { shopFile } from '../support/related-schemas';

const SHOP = resolve('examples/shop.schema.json');

describe('--to sqlite:file.db through Node’s built-in SQLite', () => {
  let folder: string;
  let db: DatabaseSync | undefined;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'understudy-load-sqlite-'));
  });
  afterEach(() => {
    db?.close();
    db = undefined;
    rmSync(folder, { recursive: true, force: true });
  });
  const file = shopFile((json) => (json.tables[0]!.rows = 300));
  const open = () => (db = new DatabaseSync(join(folder, 'shop.db')));
  const value = (sql: string) => Object.values(open().prepare(sql).get()!)[0];
  const tables = () => open().prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();

  it('loads every table with its keys, the file taken from the folder the command was typed in', async () => {
    expect(
      (await runDataset([SHOP, '--rows', '300', '--to', 'sqlite:shop.db', '--batch', '250', '--quiet'], folder)).code,
    ).toBe(0);
    for (const table of file.tables) expect(value(`SELECT count(*) FROM ${table.schema.name}`)).toBe(table.schema.rows);
    expect(
      value('SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL'),
    ).toBe(0);
    expect(value('SELECT count(*) FROM line_items l LEFT JOIN orders o ON o.id = l.order_id WHERE o.id IS NULL')).toBe(
      0,
    );
    const order = open().prepare('SELECT * FROM orders WHERE id = 7').get();
    const made = createTableRowMaker(file, 1, createFaker('en_US', 0))(6).cells;
    expect(Object.values(order!).map(String)).toEqual(made.map((cell) => String(Number(cell) || cell)));
    db!.exec('PRAGMA foreign_keys = ON');
    expect(() => db!.exec("INSERT INTO line_items VALUES (0, 999999, 'desk', 1)")).toThrow(/FOREIGN KEY/);
  });

  it('refuses a file whose tables exist, unless --replace', async () => {
    await runDataset([SHOP, '--rows', '20', '--to', 'sqlite:shop.db', '--quiet'], folder);
    const refused = await runDataset([SHOP, '--rows', '30', '--to', 'sqlite:shop.db'], folder);
    expect(refused).toEqual({
      code: 1,
      errors: [
        `Tables customers, orders and line_items already exist in sqlite:${join(folder, 'shop.db')}: give --replace to drop and recreate the schema's tables.`,
      ],
    });
    expect(value('SELECT count(*) FROM customers')).toBe(20);
    db!.close();
    expect(
      (await runDataset([SHOP, '--rows', '30', '--to', 'sqlite:shop.db', '--replace', '--quiet'], folder)).code,
    ).toBe(0);
    expect(value('SELECT count(*) FROM customers')).toBe(30);
  });

  it('names the exact row of a clash, and a run that made the tables drops them again', async () => {
    const orderNo = createTableRowMaker(file, 1, createFaker('en_US', 0))(199).cells[2]!;
    // A trigger stands in for anything that refuses a row part way: the 200th order.
    const target = databaseTarget('sqlite:shop.db', folder, {});
    const withClash = async () => {
      const opened = await openDatabase(target);
      return {
        ...opened,
        load: async (...args: Parameters<typeof opened.load>) => {
          await opened.run([
            `CREATE TRIGGER IF NOT EXISTS clash BEFORE INSERT ON orders WHEN NEW.order_no = '${orderNo}' BEGIN SELECT RAISE(ABORT, 'order_no taken'); END`,
          ]);
          return opened.load(...args);
        },
      };
    };
    const load = { file, target, replace: false, createOnly: false, batchRows: 100 };
    await expect(
      loadIntoDatabase(
        load,
        () => undefined,
        () => false,
        withClash,
      ),
    ).rejects.toThrow('Loading orders at row 200 failed: order_no taken. The tables this run made were dropped.');
    expect(tables()).toEqual([]);
  });
});

describe('--to sqlite: a shard that fails in a table without a key', () => {
  it('deletes what it can tell apart, and says which rows stay', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'understudy-load-sqlite-'));
    const notes = join(folder, 'notes.schema.json');
    writeFileSync(
      notes,
      JSON.stringify({
        version: 1,
        name: 'notes',
        locale: 'en_US',
        seed: 1,
        tables: [
          {
            name: 'people',
            rows: 100,
            columns: [
              { name: 'id', kind: 'row.id' },
              { name: 'name', kind: 'person.fullName' },
            ],
          },
          {
            name: 'cities',
            rows: 50,
            columns: [
              { name: 'id', kind: 'row.id' },
              { name: 'city', kind: 'location.city' },
            ],
          },
          {
            name: 'notes',
            rowsPerParent: 2,
            columns: [
              { name: 'person_id', references: 'people.id' },
              { name: 'word', kind: 'location.city' },
            ],
          },
        ],
      }),
    );
    const db = new DatabaseSync(join(folder, 'notes.db'));
    try {
      expect(await runDataset([notes, '--to', 'sqlite:notes.db', '--create-only'], folder)).toMatchObject({ code: 0 });
      // The 150th note is refused, after the first batch of 100 notes went in.
      db.exec(
        "CREATE TRIGGER full BEFORE INSERT ON notes WHEN (SELECT count(*) FROM notes) >= 149 BEGIN SELECT RAISE(ABORT, 'notes are full'); END",
      );
      const { code, errors } = await runDataset(
        [notes, '--to', 'sqlite:notes.db', '--shard', '1/1', '--batch', '100'],
        folder,
      );
      expect({ code, errors }).toEqual({
        code: 1,
        errors: [
          "Loading notes at row 150 failed: notes are full. The 50 rows this run had added were deleted. The rows it added to people and notes stay: a table without a key cannot tell its rows from others', and the parent rows they reference stay with them.",
        ],
      });
      const count = (table: string) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n;
      expect([count('people'), count('cities'), count('notes')]).toEqual([100, 0, 100]);
    } finally {
      db.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
