import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relatedSql, shopFile } from '../support/related-schemas';
import { postgresBin, startPostgres, type Postgres, SHOP_ORPHANS } from '../support/throwaway-postgres';

const bin = postgresBin();
// CI installs Debian's postgresql (.ci/run), so there this test runs or fails; elsewhere it needs the package.
if (!bin && process.env.CI)
  throw new Error("PostgreSQL is not installed: .ci/run installs Debian's postgresql package.");

describe.skipIf(!bin)('related tables in a real PostgreSQL server', () => {
  let server: Postgres;
  beforeAll(() => {
    server = startPostgres(bin!);
  }, 60_000);
  afterAll(() => server?.stop());
  const file = shopFile((json) => (json.tables[0]!.rows = 2000));
  const reset = () => server.psql('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');

  it('loads customers, orders and line items with their keys: the counts, no orphan, the constraints in place', () => {
    reset();
    server.psql(relatedSql(file, { dialect: 'postgresql', batchSize: 500 }));
    for (const table of file.tables)
      expect(server.psql(`SELECT count(*) FROM ${table.schema.name};`).trim()).toBe(String(table.schema.rows));
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
    const constraints = server
      .psql(
        "SELECT conrelid::regclass::text || ' ' || contype::text FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1;",
      )
      .trim()
      .split('\n');
    expect(constraints).toEqual([
      'customers p',
      'customers u',
      'line_items f',
      'line_items p',
      'orders f',
      'orders p',
      'orders u',
    ]);
    expect(() => server.psql("INSERT INTO line_items VALUES (0, 999999, 'desk', 1);")).toThrow(/foreign key/);
  });

  it('loads 4 shard files, shard 1 first and the others backwards, into the rows of one run', () => {
    reset();
    server.psql(relatedSql(file, { dialect: 'postgresql', batchSize: 500 }));
    const dump = () =>
      file.tables.map((table) =>
        server.psql(`SELECT md5(string_agg(t::text, '|' ORDER BY id)) FROM ${table.schema.name} t;`),
      );
    const whole = dump();
    reset();
    for (const index of [1, 4, 3, 2])
      server.psql(relatedSql(file, { dialect: 'postgresql', batchSize: 500, shard: { index, count: 4 } }));
    expect(dump()).toEqual(whole);
    for (const orphans of SHOP_ORPHANS) expect(server.psql(orphans).trim()).toBe('0');
  });
});
