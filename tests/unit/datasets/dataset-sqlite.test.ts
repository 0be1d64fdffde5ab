import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { createRowMaker } from '@/utils/datasets/dataset-rows';
import { datasetText, exampleSchema, fakerFor, schemaOf } from '../support/dataset-schemas';
import { NASTY_VALUES, NUL_VALUE } from '../support/nasty-values';

/** Loads the SQLite file into a real SQLite (sql.js: SQLite compiled to WebAssembly, shipped inside the npm package). */
async function loadSqlite(sql: string) {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.exec(sql);
  return db;
}

describe('SQLite output in SQLite', () => {
  it('loads the example: every row, and each column of the declared type', async () => {
    const schema = exampleSchema({ rows: 2500 });
    const db = await loadSqlite(datasetText(schema, { format: 'sql', dialect: 'sqlite' }));
    expect(db.exec('SELECT count(*) FROM customers')[0]!.values).toEqual([[2500]]);
    const declared = db.exec("SELECT name, type FROM pragma_table_info('customers')")[0]!.values;
    expect(declared).toEqual(
      schema.columns.map((column) => [column.name, { id: 'INTEGER', balance: 'REAL' }[column.name] ?? 'TEXT']),
    );
    const stored = db.exec(
      'SELECT DISTINCT typeof(id), typeof(email), typeof(balance), typeof(signed_up) FROM customers',
    )[0]!.values;
    expect(stored).toEqual([['integer', 'text', 'real', 'text']]);
    const nulls = db.exec('SELECT count(*) FROM customers WHERE company IS NULL')[0]!.values[0]![0] as number;
    expect(nulls / 2500).toBeGreaterThan(0.25);
    expect(nulls / 2500).toBeLessThan(0.35);
    db.close();
  });

  it('reads back every awkward value exactly, NUL included', async () => {
    const values = [...NASTY_VALUES, NUL_VALUE];
    const schema = schemaOf(
      [
        { name: 'v', kind: 'helpers.arrayElement', values, unique: true },
        { name: 'flag', kind: 'datatype.boolean' },
      ],
      { rows: values.length },
    );
    const db = await loadSqlite(datasetText(schema, { format: 'sql', dialect: 'sqlite', batchSize: 4 }));
    const rowAt = createRowMaker(schema, fakerFor(schema));
    const expected = Array.from({ length: schema.rows }, (_, row) => rowAt(row));
    const stored = db.exec('SELECT v, hex(v), flag FROM t')[0]!.values;
    expect(stored.map(([, hex]) => Buffer.from(hex as string, 'hex').toString('utf8'))).toEqual(
      expected.map(([value]) => value),
    );
    expect(stored.map(([, , flag]) => flag)).toEqual(expected.map(([, flag]) => (flag === 'true' ? 1 : 0)));
    db.close();
  });
});
