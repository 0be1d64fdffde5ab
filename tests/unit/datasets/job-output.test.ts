import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeDatasetBlob, type DatasetJob } from '@/utils/datasets/dataset-job';
import type { FormatOptions } from '@/utils/datasets/dataset-formats';
import { jobOutput } from '@/utils/datasets/job-output';
import { createFaker } from '@/utils/values/create-faker';

/*
 * The Datasets page's file of a related schema is the command line's, byte for byte:
 * the same schema file, the same seed, the same rows.
 */

const BIN = resolve('utils/cli/understudy.mjs');
const SHOP = 'examples/shop.schema.json';
const ROWS = 6;

/** The shop example with `rows` customers, as `--rows` sets it on the command line. */
function shop(rows: number) {
  const json = JSON.parse(readFileSync(SHOP, 'utf8'));
  json.tables[0].rows = rows;
  return json;
}

async function cli(args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(BIN, ['dataset', resolve(SHOP), '--rows', String(ROWS), ...args], {
    maxBuffer: 1 << 26,
  });
  return stdout;
}

async function page(format: FormatOptions, table?: string): Promise<string> {
  const job: DatasetJob = { schema: shop(ROWS), format, table };
  return (await makeDatasetBlob(job, createFaker('en_US', 0))).text();
}

describe('the page’s file of a related schema', { timeout: 60_000 }, () => {
  it.each(['postgresql', 'mysql', 'sqlite'] as const)('is the command line’s SQL in %s', async (dialect) => {
    expect(await page({ format: 'sql', dialect })).toBe(await cli(['--format', 'sql', '--dialect', dialect]));
  });

  it.each(['customers', 'orders', 'line_items'])('is the command line’s CSV of %s, the table chosen', async (table) => {
    expect(await page({ format: 'csv' }, table)).toBe(await cli(['--format', 'csv', '--table', table]));
  });

  // Three runs of the command line, where the others make one: each is given the others' time.
  it('holds every table in JSON, each as the command line writes it alone', { timeout: 180_000 }, async () => {
    const all = JSON.parse(await page({ format: 'json' })) as Record<string, unknown[]>;
    expect(Object.keys(all)).toEqual(['customers', 'orders', 'line_items']);
    for (const table of Object.keys(all))
      expect(all[table]).toEqual(JSON.parse(await cli(['--format', 'json', '--table', table])));
  });

  it('counts the rows of every table it writes, and names the file after the schema and its table', () => {
    const sql = jobOutput({ schema: shop(ROWS), format: { format: 'sql' } });
    const orders = jobOutput({ schema: shop(ROWS), format: { format: 'csv' }, table: 'orders' });
    expect(sql.rows).toBe(sql.file.tables.reduce((sum, table) => sum + table.schema.rows, 0));
    expect([sql.baseName, sql.extension]).toEqual(['shop', 'sql']);
    expect([orders.baseName, orders.rows]).toEqual(['shop-orders', sql.file.tables[1]!.schema.rows]);
  });

  it('names a table the schema lacks, and a schema that is not one', () => {
    expect(() => jobOutput({ schema: shop(ROWS), format: { format: 'csv' }, table: 'nope' })).toThrow('"nope"');
    const broken = shop(ROWS);
    broken.tables[1].columns[1].references = 'clients.id';
    expect(() => jobOutput({ schema: broken, format: { format: 'sql' } })).toThrow('no table "clients"');
  });
});
