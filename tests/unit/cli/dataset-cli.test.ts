import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { parquetReadObjects } from 'hyparquet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main, parseCommand, writeDataset } from '@/utils/cli/dataset-cli';
import { UsageError } from '@/utils/cli/dataset-options';
import type { FormatOptions } from '@/utils/datasets/dataset-formats';
import { relatedShardRanges } from '@/utils/datasets/related-rows';
import { datasetText } from '../support/dataset-schemas';

const example = readFileSync('examples/customers.schema.json', 'utf8');
const read = async () => example;
const command = (...argv: string[]) => parseCommand(['examples/customers.schema.json', ...argv], process.cwd(), read);

describe('npm run dataset: arguments', () => {
  it('takes rows, seed, shard and format from the arguments, and the format from --out when not given', async () => {
    const parsed = await command('--rows', '90', '--seed', '5', '--shard', '2/3', '--out', 'x.tsv');
    expect(parsed.schema).toMatchObject({ rows: 90, seed: 5 });
    expect(parsed.range).toEqual({ start: 30, end: 60 });
    expect(parsed.format).toMatchObject({ format: 'csv', delimiter: '\t' });
    expect((await command('--out', 'x.sql', '--dialect', 'sqlite')).format).toMatchObject({
      format: 'sql',
      dialect: 'sqlite',
    });
    expect((await command('--format', 'ndjson')).format.format).toBe('ndjson');
  });

  it('takes the schema and --out from the folder it is given: ../examples/… from docs/', async () => {
    const paths: string[] = [];
    const parsed = await parseCommand(
      ['../examples/customers.schema.json', '--out', 'x.csv'],
      resolve('docs'),
      (path) => {
        paths.push(path);
        return read();
      },
    );
    expect(paths).toEqual([resolve('examples/customers.schema.json')]);
    expect(parsed.out).toBe(resolve('docs', 'x.csv'));
  });

  it('checks the options before it reads the schema', async () => {
    const reads = vi.fn(read);
    await expect(parseCommand(['s.json', '--rows', '0'], '/data', reads)).rejects.toThrow(/^--rows takes/);
    await expect(parseCommand(['s.json', '--out', 'missing/x.csv'], tmpdir(), reads)).rejects.toThrow(/^--out takes/);
    expect(reads).not.toHaveBeenCalled();
  });

  it('says what is wrong with the schema file', async () => {
    await expect(command('--rows', '20', '--seed', '1')).resolves.toBeDefined();
    const missing = resolve('nowhere.schema.json');
    await expect(parseCommand(['nowhere.schema.json'], process.cwd())).rejects.toThrow(
      `There is no schema file ${missing}.`,
    );
    await expect(parseCommand(['s.json'], '/data', async () => '{ nope')).rejects.toThrow(
      /^Cannot read \/data\/s.json as JSON/,
    );
    await expect(parseCommand(['s.json'], '/data', async () => '{ "rows": 1 }')).rejects.toThrow(
      /^\/data\/s.json is not a valid dataset schema:/,
    );
  });
});

describe('npm run dataset: exit codes and messages', () => {
  let folder: string;
  let errors: string[];
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'understudy-cli-'));
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => errors.push(text));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const schema = resolve('examples/customers.schema.json');

  it.each([
    { argv: ['--rows', '-5'], error: '--rows takes a whole number from 1 to 10,000,000, not "-5".' },
    { argv: ['--rows', '0'], error: '--rows takes a whole number from 1 to 10,000,000, not "0".' },
    {
      argv: ['--shard', '5/4'],
      error: '--shard takes i/n, slice i of n with 1 ≤ i ≤ n, such as 1/4, or auto, not "5/4".',
    },
    { argv: ['--format', 'xlsx'], error: '--format takes one of csv, json, ndjson, sql or parquet, not "xlsx".' },
    { argv: ['--seed', 'x'], error: '--seed takes a whole number from 0 to 2,147,483,647, not "x".' },
    {
      argv: ['--out', 'missing/x.csv'],
      error: '--out takes a file in an existing folder, and FOLDER/missing does not exist.',
    },
    {
      argv: ['--out', 'x.csv/y.csv', '--rows', '1'],
      error: '--out takes a file in an existing folder, and FOLDER/x.csv is not a folder.',
      before: 'x.csv',
    },
  ])('$argv: exit code 2 and one sentence, nothing written', async ({ argv, error, before }) => {
    if (before) await main([schema, '--rows', '1', '--quiet', '--out', before], folder);
    const written = readdirSync(folder);
    errors.length = 0;
    expect(await main([schema, ...argv], folder)).toBe(2);
    expect(errors).toEqual([error.replace('FOLDER', folder)]);
    expect(readdirSync(folder)).toEqual(written);
  });

  it('writes --out in the folder it is given, and says where', async () => {
    expect(await main([schema, '--rows', '3', '--out', 'x.csv'], folder)).toBe(0);
    expect(readdirSync(folder)).toEqual(['x.csv']);
    expect(readFileSync(join(folder, 'x.csv'), 'utf8').split('\n')).toHaveLength(5);
    expect(errors.at(-1)).toMatch(new RegExp(`^3 rows in .* to ${join(folder, 'x.csv')}\\.$`));
  });
});

describe('npm run dataset: writing', () => {
  it('waits for a slow sink (backpressure) and writes exactly the file', async () => {
    let written = '';
    let waits = 0;
    const sink = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        setTimeout(done, 0);
      },
    });
    sink.on('drain', () => waits++);
    const parsed = await command('--rows', '2000', '--format', 'json');
    const progress: number[] = [];
    await writeDataset(
      parsed,
      sink,
      (rows) => progress.push(rows),
      () => false,
    );
    await new Promise((resolve) => sink.end(resolve));
    expect(written).toBe(datasetText(parsed.schema, parsed.format as FormatOptions));
    expect(waits).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(2000);
  });

  it('stops when told to', async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const parsed = await command('--rows', '5000');
    await expect(
      writeDataset(
        parsed,
        sink,
        () => undefined,
        () => true,
      ),
    ).rejects.toThrow('Stopped.');
  });
});

describe('npm run dataset: a schema with tables', () => {
  const shop = readFileSync('examples/shop.schema.json', 'utf8');
  const shopCommand = (...argv: string[]) => parseCommand(['shop.schema.json', ...argv], '/data', async () => shop);
  const shopPath = resolve('/data/shop.schema.json');

  it('writes every table as SQL, and --rows sets the table that gives rows', async () => {
    const parsed = await shopCommand('--format', 'sql', '--rows', '40');
    expect(parsed.related?.file.tables.map((table) => table.schema.rows)[0]).toBe(40);
    expect(parsed.rows).toBe(parsed.related!.file.tables.reduce((sum, table) => sum + table.schema.rows, 0));
  });

  it('writes the one table --table names, as shard i of n holds it', async () => {
    const parsed = await shopCommand('--table', 'orders', '--shard', '2/3', '--rows', '300');
    expect(parsed.schema.name).toBe('orders');
    expect(parsed.range).toEqual(relatedShardRanges(parsed.related!.file, 2, 3)[1]);
  });

  it.each([
    {
      argv: [],
      error: `${shopPath} has 3 tables: give --table with one of customers, orders or line_items for csv, or --format sql for all of them.`,
    },
    {
      argv: ['--table', 'order'],
      error: '--table takes a table of the schema, one of customers, orders or line_items, not "order".',
    },
    {
      argv: ['--table', 'orders', '--format', 'sql'],
      error: '--table is for csv, json, ndjson and parquet: sql writes every table.',
    },
  ])('$argv: one sentence', async ({ argv, error }) => {
    await expect(shopCommand(...argv)).rejects.toThrow(new UsageError(error));
  });

  it('takes --table with the name of a one-table schema, and refuses any other', async () => {
    await expect(command('--table', 'customers')).resolves.toMatchObject({ schema: { name: 'customers' } });
    await expect(command('--table', 'orders')).rejects.toThrow(
      new UsageError('--table takes the schema\'s one table, customers, not "orders".'),
    );
  });
});

describe('npm run dataset: Parquet files', () => {
  let folder: string;
  let errors: string[];
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'understudy-parquet-'));
    errors = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => errors.push(text));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(folder, { recursive: true, force: true });
  });
  const shop = resolve('examples/shop.schema.json');
  const readParquet = (name: string) => {
    const bytes = readFileSync(join(folder, name));
    return parquetReadObjects({ file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) });
  };

  it("writes one table of a related schema, typed, with its parents' keys", async () => {
    expect(await main([shop, '--rows', '50', '--table', 'orders', '--quiet', '--out', 'orders.parquet'], folder)).toBe(
      0,
    );
    expect(readdirSync(folder)).toEqual(['orders.parquet']);
    const orders = await readParquet('orders.parquet');
    const expectedRows = (await parseCommand([shop, '--rows', '50', '--table', 'orders'], folder)).rows;
    expect(orders).toHaveLength(expectedRows);
    expect(orders[0]).toMatchObject({ id: 1, customer_id: expect.any(Number), total: expect.any(Number) });
    expect(orders[0]!.ordered).toBeInstanceOf(Date);
    expect(orders.every((order) => order.customer_id >= 1 && order.customer_id <= 50)).toBe(true);
  });

  it('--shard auto 1…4 of 4, as a Job runs them, read together as one run', async () => {
    const argv = [shop, '--rows', '40', '--table', 'line_items', '--quiet'];
    expect(await main([...argv, '--out', 'all.parquet'], folder)).toBe(0);
    vi.stubEnv('UNDERSTUDY_SHARDS', '4');
    for (const index of ['0', '1', '2', '3']) {
      vi.stubEnv('JOB_COMPLETION_INDEX', index);
      expect(await main([...argv, '--shard', 'auto', '--out', `part-${index}.parquet`], folder)).toBe(0);
    }
    const parts = await Promise.all(['0', '1', '2', '3'].map((index) => readParquet(`part-${index}.parquet`)));
    expect(parts.every((part) => part.length > 0)).toBe(true);
    expect(parts.flat()).toEqual(await readParquet('all.parquet'));
  });

  it('--shard auto outside a Job: exit code 2, one sentence, nothing written', async () => {
    vi.stubEnv('JOB_COMPLETION_INDEX', undefined);
    expect(
      await main([shop, '--table', 'orders', '--shard', 'auto', '--shards', '4', '--out', 'x.parquet'], folder),
    ).toBe(2);
    expect(errors).toEqual([
      '--shard auto reads the shard from JOB_COMPLETION_INDEX, which a Kubernetes Indexed Job sets, and it is not set: outside a Job, give --shard i/n.',
    ]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a related schema without --table, naming the tables', async () => {
    expect(await main([shop, '--out', 'x.parquet'], folder)).toBe(2);
    expect(errors).toEqual([
      `${shop} has 3 tables: give --table with one of customers, orders or line_items for parquet, or --format sql for all of them.`,
    ]);
  });

  // /dev/full fails every write with ENOSPC, as a full disk does: the .partial file is a link to it.
  it.skipIf(!existsSync('/dev/full')).each(['x.parquet', 'x.csv', 'x.sql'])(
    '%s on a full disk: one sentence, and no file left',
    async (name) => {
      symlinkSync('/dev/full', join(folder, `${name}.partial`));
      expect(
        await main([resolve('examples/customers.schema.json'), '--rows', '20000', '--quiet', '--out', name], folder),
      ).toBe(1);
      expect(errors).toEqual([`The disk is full: ${name} was not written, and nothing of it is left.`]);
      expect(readdirSync(folder)).toEqual([]);
    },
  );
});
