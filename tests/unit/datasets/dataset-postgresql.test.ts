import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRowMaker } from '@/utils/datasets/dataset-rows';
import { datasetText, exampleSchema, fakerFor, schemaOf } from '../support/dataset-schemas';
import { NASTY_VALUES, NUL_VALUE } from '../support/nasty-values';
import { postgresBin, startPostgres, type Postgres } from '../support/throwaway-postgres';

const bin = postgresBin();
// CI installs Debian's postgresql (.ci/run), so there this test runs or fails; elsewhere it needs the package.
if (!bin && process.env.CI)
  throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");

describe.skipIf(!bin)('PostgreSQL output in a real PostgreSQL server', () => {
  let server: Postgres;
  beforeAll(() => {
    server = startPostgres(bin!);
  }, 60_000);
  afterAll(() => server?.stop());

  it('loads the example: every row, and each column of the declared type', () => {
    const schema = exampleSchema({ rows: 5000 });
    server.psql(datasetText(schema, { format: 'sql', dialect: 'postgresql' }));
    expect(server.psql('SELECT count(*) FROM customers;').trim()).toBe('5000');
    const types = server.psql(
      "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'customers' ORDER BY ordinal_position;",
    );
    const expected = schema.columns.map(
      (column) => `${column.name}|${{ id: 'integer', signed_up: 'date', balance: 'numeric' }[column.name] ?? 'text'}`,
    );
    expect(types.trim().split('\n')).toEqual(expected);
    const nulls = Number(server.psql('SELECT count(*) FROM customers WHERE company IS NULL;'));
    expect(nulls / 5000).toBeGreaterThan(0.25);
    expect(nulls / 5000).toBeLessThan(0.35);
    expect(server.psql('SELECT count(DISTINCT email) FROM customers;').trim()).toBe('5000');
  });

  it('reads back every awkward value exactly (NUL dropped: PostgreSQL text cannot hold it)', () => {
    const values = [...NASTY_VALUES, NUL_VALUE];
    const schema = schemaOf(
      [
        { name: 'id', kind: 'row.id' },
        { name: 'v', kind: 'helpers.arrayElement', values, unique: true },
        { name: 'flag', kind: 'datatype.boolean' },
        { name: 'born', kind: 'date.birthdate' },
      ],
      { rows: values.length, name: 'nasty "table"' },
    );
    server.psql(datasetText(schema, { format: 'sql', dialect: 'postgresql', batchSize: 4 }));
    const rowAt = createRowMaker(schema, fakerFor(schema));
    const expected = Array.from({ length: schema.rows }, (_, row) => rowAt(row));
    const stored = server
      .psql(`SELECT encode(convert_to(v, 'UTF8'), 'hex'), flag, born FROM "nasty ""table""" ORDER BY id;`)
      .trim()
      .split('\n')
      .map((line) => line.split('|'));
    expect(stored.map(([hex]) => Buffer.from(hex!, 'hex').toString('utf8'))).toEqual(
      expected.map(([, value]) => value!.replaceAll('\0', '')),
    );
    expect(stored.map(([, flag]) => flag)).toEqual(expected.map(([, , flag]) => (flag === 'true' ? 't' : 'f')));
    expect(stored.map(([, , born]) => born)).toEqual(expected.map(([, , , born]) => born));
  });
});
