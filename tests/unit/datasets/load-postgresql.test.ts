import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadIntoDatabase, BATCH_ROWS, ShardFailure, type ShardJob } from '@/utils/cli/dataset-to';
import { databaseTarget } from '@/utils/cli/database-target';
import { defaultJobs, ROWS_PER_JOB } from '@/utils/cli/shard-jobs';
import { openPostgresql } from '@/utils/cli/load-postgresql';
import { createTableRowMaker } from '@/utils/datasets/related-rows';
import { createFaker } from '@/utils/values/create-faker';
import { datasetText, schemaOf } from '../support/dataset-schemas';
import { runDataset, spawnDataset } from '../support/dataset-run';
import { NASTY_VALUES } from '../support/nasty-values';
import { relatedSql, shopFile } from '../support/related-schemas';
import { postgresBin, startPostgres, type Postgres, SHOP_ORPHANS } from '../support/throwaway-postgres';

const bin = postgresBin();
// CI installs Debian's postgresql (.ci/run), so there this test runs or fails; elsewhere it needs the package.
if (!bin && process.env.CI)
  throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");

const SHOP = 'examples/shop.schema.json';
const TABLES = ['customers', 'orders', 'line_items'];

describe.skipIf(!bin)('--to postgresql://… into a real PostgreSQL server', () => {
  let server: Postgres;
  beforeAll(() => {
    server = startPostgres(bin!);
  }, 60_000);
  afterAll(() => server?.stop());
  const reset = () => server.psql('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const file = shopFile((json) => (json.tables[0]!.rows = 2000));
  const count = (table: string) => Number(server.psql(`SELECT count(*) FROM ${table};`));
  const md5s = () =>
    TABLES.map((table) => server.psql(`SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM ${table} t;`));
  const exists = (table: string) => server.psql(`SELECT to_regclass('${table}') IS NOT NULL;`).trim() === 't';

  it('streams the rows with COPY: the same rows, keys and constraints as the SQL file, no orphan', async () => {
    reset();
    server.psql(relatedSql(file, { dialect: 'postgresql', batchSize: 500 }));
    const fromFile = md5s();
    reset();
    const { code, errors } = await runDataset([SHOP, '--rows', '2000', '--to', server.url, '--batch', '700']);
    expect(code).toBe(0);
    expect(errors.at(-1)).toMatch(/^[\d,]+ rows in .* into postgresql:\/\/postgres@\/postgres\?host=/);
    expect(md5s()).toEqual(fromFile);
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
    const constraints = server.psql(
      "SELECT count(*) FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('p', 'f', 'u');",
    );
    expect(constraints.trim()).toBe('7');
    // The foreign keys, added once the rows were in, checked every row.
    const checkedKeys = server.psql(
      "SELECT count(*) FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype = 'f' AND convalidated;",
    );
    expect(checkedKeys.trim()).toBe('2');
  });

  it.each([
    {
      what: 'a foreign key added after the rows finds a row without its parent',
      slipped: "INSERT INTO orders VALUES (99999, 99999, 'ORPHAN', 'x', 'x', 1, '2025-01-01');",
      told: 'Adding the keys failed: insert or update on table "orders" violates foreign key constraint "orders_customer_id_fkey" (Key (customer_id)=(99999) is not present in table "customers").',
    },
    {
      what: 'a unique key added after the rows finds a value twice',
      slipped: 'INSERT INTO customers SELECT id + 99999, name, email, city, signed_up FROM customers WHERE id = 1;',
      told: 'Adding the keys failed: could not create unique index "customers_email_key" (Key (email)=(',
    },
  ])('drops the tables it made when $what', async ({ slipped, told }) => {
    reset();
    const target = databaseTarget(server.url, '/', {});
    // The rows are in and the keys not yet added: a row the keys refuse is slipped in.
    const withSlipped = async () => {
      const db = await openPostgresql(server.url);
      return {
        ...db,
        run: async (statements: string[]) => {
          if (statements[0]?.startsWith('ALTER TABLE')) server.psql(slipped);
          await db.run(statements);
        },
      };
    };
    const failure = loadIntoDatabase(
      { file, target, replace: false, createOnly: false, batchRows: 500 },
      () => undefined,
      () => false,
      withSlipped,
    );
    await expect(failure).rejects.toThrow(told);
    await expect(failure).rejects.toThrow(/The tables this run made were dropped\.$/);
    expect(TABLES.filter(exists)).toEqual([]);
  });

  it('writes every awkward value through COPY exactly as the INSERTs do (tabs, newlines, backslashes, quotes)', async () => {
    const values = NASTY_VALUES;
    const schema = schemaOf(
      [
        { name: 'id', kind: 'row.id' },
        { name: 'v', kind: 'helpers.arrayElement', values, unique: true },
        { name: 'flag', kind: 'datatype.boolean', nullShare: 0.3 },
        { name: 'born', kind: 'date.birthdate' },
      ],
      { rows: values.length, name: 'nasty "table"' },
    );
    reset();
    server.psql(datasetText(schema, { format: 'sql', dialect: 'postgresql', batchSize: 4 }));
    const dump = () => server.psql(`SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM "nasty ""table""" t;`);
    const fromFile = dump();
    reset();
    const load = {
      file: { name: 'n', related: false, seed: schema.seed, tables: [{ schema, fromParent: [], salt: 0 }] },
    };
    await loadIntoDatabase(
      { ...load, target: databaseTarget(server.url, '/', {}), replace: false, createOnly: false, batchRows: 5 },
      () => undefined,
      () => false,
    );
    expect(dump()).toEqual(fromFile);
  });

  it('refuses tables that exist, and with --replace drops them, children first, and makes them anew', async () => {
    reset();
    expect((await runDataset([SHOP, '--rows', '50', '--to', server.url])).code).toBe(0);
    server.psql(
      "INSERT INTO customers (id, name, email, city, signed_up) VALUES (9999, 'x', 'x@x', 'x', '2024-01-01');",
    );
    const refused = await runDataset([SHOP, '--rows', '50', '--to', server.url]);
    expect(refused.code).toBe(1);
    expect(refused.errors).toEqual([
      `Tables customers, orders and line_items already exist in ${databaseTarget(server.url, '/', {}).shown}: give --replace to drop and recreate the schema's tables.`,
    ]);
    expect(count('customers')).toBe(51);
    expect((await runDataset([SHOP, '--rows', '50', '--to', server.url, '--replace', '--quiet'])).code).toBe(0);
    expect(count('customers')).toBe(50);
  });

  it('takes what the URL leaves out from the PG* variables', async () => {
    reset();
    const url = new URL(server.url.replace('@/', '@localhost/'));
    vi.stubEnv('PGHOST', url.searchParams.get('host')!);
    vi.stubEnv('PGPORT', url.searchParams.get('port')!);
    vi.stubEnv('PGUSER', 'postgres');
    expect(await runDataset([SHOP, '--to', 'postgresql:///postgres', '--create-only'])).toEqual({
      code: 0,
      errors: ['The tables are made in postgresql:///postgres.'],
    });
    expect(TABLES.filter(exists)).toEqual(TABLES);
    vi.unstubAllEnvs();
  });

  it('undoes a failed run: a UNIQUE clash in a later batch names the table and row, and never shows the password', async () => {
    reset();
    const url = server.url.replace('postgres@', 'postgres:Sw0rdfish%21@');
    expect((await runDataset([SHOP, '--rows', '2000', '--to', url, '--create-only'])).code).toBe(0);
    expect(count('customers')).toBe(0);
    // Order 1,500 will clash with an order already there, in the third batch of 500 orders.
    const orderNo = createTableRowMaker(file, 1, createFaker('en_US', 0))(1499).cells[2]!;
    server.psql(
      `INSERT INTO customers VALUES (99999, 'x', 'x@x', 'x', '2024-01-01'); INSERT INTO orders VALUES (99999, 99999, '${orderNo}', 'x', 'x', 1, '2025-01-01');`,
    );
    const { code, errors } = await runDataset([
      SHOP,
      '--rows',
      '2000',
      '--to',
      url,
      '--shard',
      '1/1',
      '--batch',
      '500',
    ]);
    expect(code).toBe(1);
    expect(errors).toEqual([
      `Loading orders at row 1,500 failed: duplicate key value violates unique constraint "orders_order_no_key" (Key (order_no)=(${orderNo}) already exists). The 3,000 rows this run had added were deleted.`,
    ]);
    expect(errors.join('\n')).not.toMatch(/Sw0rdfish/);
    expect([count('customers'), count('orders'), count('line_items')]).toEqual([1, 1, 0]);
  });

  it('drops the tables it made when a run that made them stops part way', async () => {
    reset();
    const load = { file, target: databaseTarget(server.url, '/', {}), replace: false, createOnly: false };
    let rows = 0;
    await expect(
      loadIntoDatabase(
        { ...load, batchRows: 500 },
        (done) => (rows = done),
        () => rows > 2500,
      ),
    ).rejects.toThrow('Stopped: The tables this run made were dropped.');
    expect(TABLES.filter(exists)).toEqual([]);
    expect(BATCH_ROWS).toBeGreaterThan(500);
  });

  it('with --jobs 2 loads in two processes at once the rows of one run, the keys added after them', async () => {
    reset();
    expect((await runDataset([SHOP, '--rows', '2000', '--to', server.url, '--quiet'])).code).toBe(0);
    const whole = md5s();
    reset();
    const { code, stderr } = await spawnDataset([SHOP, '--rows', '2000', '--to', server.url, '--jobs', '2']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: expect.stringMatching(/^[\d,]+ rows in .* into postgresql:/) });
    expect(md5s()).toEqual(whole);
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
    const checkedKeys = server.psql(
      "SELECT count(*) FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype = 'f' AND convalidated;",
    );
    expect(checkedKeys.trim()).toBe('2');
    // Three processes start (the run and its two jobs), each loading the command line's TypeScript: slow on a busy CI.
  }, 90_000);

  it('without --jobs, a load of many rows takes a process per ROWS_PER_JOB rows, up to one a core', async () => {
    reset();
    // The shop makes about ten rows a customer: enough customers for two processes' rows.
    const customers = String(Math.ceil((2.2 * ROWS_PER_JOB) / 9.5));
    const { code, stderr } = await spawnDataset([SHOP, '--rows', customers, '--to', server.url]);
    const processes = defaultJobs('postgresql', 2 * ROWS_PER_JOB);
    expect({ code, stderr }).toEqual({
      code: 0,
      stderr: expect.stringMatching(
        processes > 1 ? `into postgresql:.*, in ${processes} processes\\.\\n$` : /[^s]\.\n$/,
      ),
    });
    expect(server.psql('SELECT count(*) FROM customers;').trim()).toBe(customers);
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
  }, 90_000);

  it('with jobs, tells the first shard that failed, ends the others, and drops the tables it made', async () => {
    reset();
    const ended: boolean[] = [];
    const run: ShardJob = ({ index }, onRows, signal) =>
      new Promise((_, reject) => {
        onRows(10);
        if (index === 2) return reject(new ShardFailure('Loading orders at row 7 failed: it broke.'));
        signal.addEventListener('abort', () => {
          ended.push(true);
          reject(new ShardFailure('Shard ended (SIGTERM).'));
        });
      });
    const load = { file, target: databaseTarget(server.url, '/', {}), replace: false, createOnly: false };
    await expect(
      loadIntoDatabase(
        { ...load, batchRows: 500, jobs: { count: 3, run } },
        () => undefined,
        () => false,
      ),
    ).rejects.toThrow('Loading orders at row 7 failed: it broke. The tables this run made were dropped.');
    expect(ended).toEqual([true, true]);
    expect(TABLES.filter(exists)).toEqual([]);
  });

  it('loads 4 shards run at once, as 4 processes, into the rows of one run', async () => {
    reset();
    expect((await runDataset([SHOP, '--rows', '2000', '--to', server.url, '--quiet'])).code).toBe(0);
    const whole = md5s();
    reset();
    const shards = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        spawnDataset([
          SHOP,
          '--rows',
          '2000',
          '--to',
          server.url,
          '--shard',
          `${index}/4`,
          '--batch',
          '400',
          '--quiet',
        ]),
      ),
    );
    expect(shards).toEqual([1, 2, 3, 4].map(() => ({ code: 0, stderr: '' })));
    expect(md5s()).toEqual(whole);
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
  }, 60_000);
});
