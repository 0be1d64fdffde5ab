import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableRowMaker } from '@/utils/datasets/related-rows';
import { createFaker } from '@/utils/values/create-faker';
import { runDataset, spawnDataset } from '../support/dataset-run';
import { shopFile } from '../support/related-schemas';
import { mariadbInstalled, startMariadb, type Mariadb } from '../support/throwaway-mariadb';

const installed = mariadbInstalled();
// CI installs Debian's mariadb-server (.ci/run), so there this test runs or fails; elsewhere it needs the package.
if (!installed && process.env.CI)
  throw new Error("MariaDB is not installed: .ci/run installs Debian's mariadb-server package.");

const SHOP = 'examples/shop.schema.json';
const ORPHANS =
  'SELECT (SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL) + (SELECT count(*) FROM line_items l LEFT JOIN orders o ON o.id = l.order_id WHERE o.id IS NULL);';

describe.skipIf(!installed)('--to mariadb://… into a real MariaDB server', () => {
  let server: Mariadb;
  beforeAll(async () => {
    server = await startMariadb();
  }, 60_000);
  afterAll(() => server?.stop());
  const file = shopFile((json) => (json.tables[0]!.rows = 1500));
  const counts = (database: string) =>
    server.sql(
      'SELECT (SELECT count(*) FROM customers), (SELECT count(*) FROM orders), (SELECT count(*) FROM line_items);',
      database,
    );

  it('loads customers, orders and line items with their keys on: the counts, no orphan, the foreign keys enforced', async () => {
    server.sql('CREATE DATABASE shop;');
    const { code, errors } = await runDataset([SHOP, '--rows', '1500', '--to', server.url('shop'), '--batch', '2000']);
    expect(errors.at(-1)).toMatch(/^[\d,]+ rows in .* into mariadb:\/\/root@localhost\/shop\?socket=/);
    expect(code).toBe(0);
    expect(counts('shop').trim().split('\t').map(Number)).toEqual(file.tables.map((table) => table.schema.rows));
    expect(server.sql(ORPHANS, 'shop').trim()).toBe('0');
    const keys = server.sql(
      "SELECT table_name, constraint_type FROM information_schema.table_constraints WHERE table_schema = 'shop' ORDER BY 1, 2;",
    );
    expect(keys.trim().split('\n')).toEqual([
      'customers\tPRIMARY KEY',
      'customers\tUNIQUE',
      'line_items\tFOREIGN KEY',
      'line_items\tPRIMARY KEY',
      'orders\tFOREIGN KEY',
      'orders\tPRIMARY KEY',
      'orders\tUNIQUE',
    ]);
    expect(() => server.sql("INSERT INTO line_items VALUES (0, 999999, 'desk', 1);", 'shop')).toThrow(/foreign key/);
    const [customer] = server.sql('SELECT name, email FROM customers WHERE id = 1;', 'shop').trim().split('\n');
    const made = createTableRowMaker(file, 0, createFaker('en_US', 0))(0).cells;
    expect(customer).toBe(`${made[1]}\t${made[2]}`);
  });

  it('with --jobs 2 loads in two processes at once the same rows as one process, the foreign keys on', async () => {
    server.sql('CREATE DATABASE one; CREATE DATABASE two;');
    expect((await runDataset([SHOP, '--rows', '400', '--to', server.url('one'), '--quiet'])).code).toBe(0);
    const jobs = await spawnDataset([SHOP, '--rows', '400', '--to', server.url('two'), '--jobs', '2', '--quiet']);
    expect(jobs).toEqual({ code: 0, stderr: '' });
    const digest = (database: string) =>
      server.sql(
        'SELECT (SELECT md5(group_concat(id, name, email ORDER BY id)) FROM customers), (SELECT md5(group_concat(id, customer_id, order_no ORDER BY id)) FROM orders), (SELECT md5(group_concat(id, order_id, product ORDER BY id)) FROM line_items);',
        database,
      );
    expect(digest('two')).toBe(digest('one'));
    expect(server.sql(ORPHANS, 'two').trim()).toBe('0');
    // Three processes start (the run and its two jobs), each loading the command line's TypeScript: slow on a busy CI.
  }, 90_000);

  it('refuses tables that exist, and undoes a shard whose later batch clashes, naming the rows', async () => {
    server.sql('CREATE DATABASE clash;');
    const url = server.url('clash').replace('root@', 'root:@');
    expect((await runDataset([SHOP, '--rows', '1500', '--to', url, '--create-only'])).code).toBe(0);
    const refused = await runDataset([SHOP, '--to', url]);
    expect(refused).toMatchObject({
      code: 1,
      errors: [expect.stringMatching(/^Tables customers, orders and line_items already exist in mariadb:/)],
    });
    const orderNo = createTableRowMaker(file, 1, createFaker('en_US', 0))(1499).cells[2]!;
    server.sql(
      `INSERT INTO customers VALUES (99999, 'x', 'x@x', 'x', '2024-01-01'); INSERT INTO orders VALUES (99999, 99999, '${orderNo}', 'x', 'x', 1, '2025-01-01');`,
      'clash',
    );
    const { code, errors } = await runDataset([
      SHOP,
      '--rows',
      '1500',
      '--to',
      url,
      '--shard',
      '1/1',
      '--batch',
      '500',
    ]);
    expect(code).toBe(1);
    expect(errors).toEqual([
      `Loading orders in rows 1,001 to 1,500 failed: Duplicate entry '${orderNo}' for key 'order_no'. The 2,500 rows this run had added were deleted.`,
    ]);
    expect(counts('clash').trim()).toBe('1\t1\t0');
  });
});
