import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTarget, hideSecrets } from '@/utils/cli/database-target';
import { defaultJobs, ROWS_PER_JOB } from '@/utils/cli/shard-jobs';
import { runDataset } from '../support/dataset-run';

const SHOP = resolve('examples/shop.schema.json');

describe('--to: which database', () => {
  it.each([
    {
      to: 'postgresql://me:Sw0rd%2Ffish@db.example:5433/shop',
      shown: 'postgresql://me:***@db.example:5433/shop',
      kind: 'postgresql',
    },
    {
      to: 'postgres://me@/shop?host=/run/postgresql',
      shown: 'postgres://me@/shop?host=/run/postgresql',
      kind: 'postgresql',
    },
    { to: 'postgresql://db/shop?password=Sw0rdfish', shown: 'postgresql://db/shop?password=***', kind: 'postgresql' },
    { to: 'mariadb://root:Sw0rdfish@localhost/shop', shown: 'mariadb://root:***@localhost/shop', kind: 'mysql' },
    { to: 'mysql://app@10.0.0.5:3307/shop', shown: 'mysql://app@10.0.0.5:3307/shop', kind: 'mysql' },
    { to: 'sqlite:shop.db', shown: 'sqlite:/work/seed/shop.db', kind: 'sqlite' },
    { to: 'sqlite:///tmp/shop.db', shown: 'sqlite:/tmp/shop.db', kind: 'sqlite' },
  ])('$to is $kind, shown as $shown', ({ to, shown, kind }) => {
    const target = databaseTarget(to, '/work/seed', {});
    expect(target).toMatchObject({ kind, shown });
    expect(shown).not.toMatch(/Sw0rd/);
  });

  it('reads MySQL parts from the URL, a socket as ?socket=', () => {
    expect(databaseTarget('mariadb://app:p%40ss@db:3307/shop?socket=/run/m.sock', '/', {})).toMatchObject({
      options: { host: 'db', port: 3307, user: 'app', password: 'p@ss', database: 'shop', socketPath: '/run/m.sock' },
    });
  });

  it('takes every password out of a message, the URL’s and PGPASSWORD', () => {
    const target = databaseTarget('postgresql://me:Sw0rd%2Ffish@db/shop', '/', { PGPASSWORD: 'hunter22' });
    expect(hideSecrets('no: Sw0rd/fish, Sw0rd%2Ffish, hunter22', target)).toBe('no: ***, ***, ***');
  });
});

describe('npm run dataset -- --to: messages', () => {
  it.each([
    {
      argv: ['--to', 'sqlite:x.db', '--out', 'x.sql'],
      error: '--to loads every table into the database, so it takes no --out.',
    },
    {
      argv: ['--to', 'sqlite:x.db', '--format', 'csv'],
      error: '--to loads every table into the database, so it takes no --format.',
    },
    { argv: ['--replace'], error: '--replace is for loading into a database with --to.' },
    {
      argv: ['--to', 'sqlite:x.db', '--shard', '1/4', '--replace'],
      error:
        '--shard loads into tables that the other shards share, so it takes no --replace: make the tables once with --create-only (and --replace), then run the shards.',
    },
    {
      argv: ['--to', 'redis://me:Sw0rdfish@db'],
      error: '--to takes a database: postgresql://user@host/db, mysql://…, mariadb://… or sqlite:file.db.',
    },
    { argv: ['--to', 'mysql://me@db'], error: '--to takes a database by name, such as mysql://user@host/shop.' },
    { argv: ['--jobs', '2'], error: '--jobs is for loading into a database with --to, or for --format parquet.' },
    {
      argv: ['--out', 'x.csv', '--jobs', '2'],
      error: '--jobs is for loading into a database with --to, or for --format parquet.',
    },
    {
      argv: ['--to', 'postgresql://db/shop', '--jobs', '2', '--shard', '1/2'],
      error: '--jobs runs shards of its own, so it takes no --shard.',
    },
    {
      argv: ['--to', 'postgresql://db/shop', '--jobs', '2', '--create-only'],
      error: '--create-only loads no rows, so it takes no --jobs.',
    },
    {
      argv: ['--to', 'postgresql://db/shop', '--jobs', '0'],
      error: '--jobs takes a whole number of processes from 1 to 16, not "0".',
    },
    {
      argv: ['--to', 'sqlite:x.db', '--jobs', '2'],
      error: '--jobs is for PostgreSQL, MySQL and MariaDB: SQLite takes one writer at a time.',
    },
  ])('$argv: exit code 2 and one sentence', async ({ argv, error }) => {
    expect(await runDataset([SHOP, ...argv])).toEqual({ code: 2, errors: [error] });
  });

  it.each([
    {
      to: 'postgresql://me:Sw0rdfish@127.0.0.1:1/shop',
      error: 'Cannot connect to the database postgresql://me:***@127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1.',
    },
    {
      to: 'mariadb://me:Sw0rdfish@127.0.0.1:1/shop',
      error: 'Cannot connect to the database mariadb://me:***@127.0.0.1:1/shop: connect ECONNREFUSED 127.0.0.1:1.',
    },
  ])('an unreachable $to: one sentence, exit code 1, no password', async ({ to, error }) => {
    const { code, errors } = await runDataset([SHOP, '--to', to]);
    expect({ code, errors }).toEqual({ code: 1, errors: [error] });
    expect(errors.join('\n')).not.toMatch(/Sw0rdfish/);
  });
});

describe('--to without --jobs: the processes a load takes', () => {
  it.each([
    { kind: 'postgresql', rows: 9_742_443, cores: 2, jobs: 2 },
    { kind: 'mysql', rows: 9_742_443, cores: 16, jobs: 4 },
    { kind: 'postgresql', rows: 250_000, cores: 8, jobs: 2 },
    { kind: 'postgresql', rows: 2 * ROWS_PER_JOB - 1, cores: 8, jobs: 1 },
    { kind: 'postgresql', rows: 0, cores: 8, jobs: 1 },
    { kind: 'postgresql', rows: 9_742_443, cores: 1, jobs: 1 },
    { kind: 'sqlite', rows: 9_742_443, cores: 8, jobs: 1 },
  ] as const)('$rows rows into $kind on $cores cores: $jobs', ({ kind, rows, cores, jobs }) => {
    expect(defaultJobs(kind, rows, { cores })).toBe(jobs);
  });

  it('a shard loads in its own process alone', () => {
    expect(defaultJobs('postgresql', 9_742_443, { cores: 8, shard: true })).toBe(1);
  });
});
