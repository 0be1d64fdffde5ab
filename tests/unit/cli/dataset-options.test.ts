import { describe, expect, it } from 'vitest';
import { readOptions, UsageError } from '@/utils/cli/dataset-options';
import { MAX_SEED, parseDatasetSchema } from '@/utils/datasets/dataset-schema';

const options = (...argv: string[]) => readOptions(['s.json', ...argv], '/data/here');

describe('readOptions: arguments into options', () => {
  it('resolves the schema and --out against the folder the command was typed in, and keeps absolute paths', () => {
    expect(readOptions(['../s.json', '--out', 'x.csv'], '/data/here')).toMatchObject({
      schemaPath: '/data/s.json',
      out: '/data/here/x.csv',
    });
    expect(readOptions(['/abs/s.json', '--out=/abs/x.csv'], '/data/here')).toMatchObject({
      schemaPath: '/abs/s.json',
      out: '/abs/x.csv',
    });
  });

  it.each([
    { argv: ['--rows', '1'], expected: { rows: 1 } },
    { argv: ['--rows', '10000000'], expected: { rows: 10_000_000 } },
    { argv: ['--seed', '0'], expected: { seed: 0 } },
    { argv: ['--seed', String(MAX_SEED)], expected: { seed: MAX_SEED } },
    { argv: ['--shard', '2/3'], expected: { shard: { index: 2, count: 3 } } },
    { argv: ['--out', 'x.tsv'], expected: { format: { format: 'csv', delimiter: '\t' } } },
    { argv: ['--out', 'x.sql', '--dialect', 'sqlite'], expected: { format: { format: 'sql', dialect: 'sqlite' } } },
    { argv: ['--format', 'ndjson', '--out', 'x.csv'], expected: { format: { format: 'ndjson' } } },
    { argv: ['--delimiter', 'tab'], expected: { format: { format: 'csv', delimiter: '\t' } } },
    { argv: ['--batch', '50'], expected: { format: { batchSize: 50 } } },
    { argv: ['--quiet'], expected: { quiet: true } },
    { argv: ['--out', 'x.parquet'], expected: { format: { format: 'parquet' } } },
    { argv: ['--format', 'parquet'], expected: { format: { format: 'parquet' } } },
    { argv: ['--out', 'x.parquet', '--jobs', '2'], expected: { jobs: 2, to: undefined } },
    {
      argv: ['--format', 'parquet', '--jobs', '2', '--shard', '1/2'],
      expected: { jobs: 2, shard: { index: 1, count: 2 } },
    },
    { argv: [], expected: { quiet: false, format: { format: 'csv', delimiter: ',', batchSize: 1000 } } },
  ])('$argv', ({ argv, expected }) => {
    expect(options(...argv)).toMatchObject(expected);
  });

  it('agrees with the schema on the largest seed', () => {
    const schema = { version: 1, name: 't', locale: 'en', rows: 1, columns: [{ name: 'n', kind: 'row.id' }] };
    expect(parseDatasetSchema({ ...schema, seed: MAX_SEED })).toMatchObject({ ok: true });
    expect(parseDatasetSchema({ ...schema, seed: MAX_SEED + 1 })).toMatchObject({ ok: false, error: /^seed:/ });
  });
});

describe('readOptions: one sentence naming the option and what it takes', () => {
  it.each([
    ['--rows', '-5', '--rows takes a whole number from 1 to 10,000,000, not "-5".'],
    ['--rows', '0', '--rows takes a whole number from 1 to 10,000,000, not "0".'],
    ['--rows', '10000001', '--rows takes a whole number from 1 to 10,000,000, not "10000001".'],
    ['--rows', '1.5', '--rows takes a whole number from 1 to 10,000,000, not "1.5".'],
    ['--rows=-5', undefined, '--rows takes a whole number from 1 to 10,000,000, not "-5".'],
    ['--rows', undefined, '--rows takes a whole number from 1 to 10,000,000, and none was given.'],
    ['--seed', '-1', '--seed takes a whole number from 0 to 2,147,483,647, not "-1".'],
    ['--seed', '2147483648', '--seed takes a whole number from 0 to 2,147,483,647, not "2147483648".'],
    ['--batch', '0', '--batch takes a whole number of rows per INSERT, at least 1, not "0".'],
    ['--shard', '3/2', '--shard takes i/n, slice i of n with 1 ≤ i ≤ n, such as 1/4, or auto, not "3/2".'],
    ['--shard', '0/2', '--shard takes i/n, slice i of n with 1 ≤ i ≤ n, such as 1/4, or auto, not "0/2".'],
    ['--shard', 'half', '--shard takes i/n, slice i of n with 1 ≤ i ≤ n, such as 1/4, or auto, not "half".'],
    ['--format', 'xml', '--format takes one of csv, json, ndjson, sql or parquet, not "xml".'],
    ['--dialect', 'oracle', '--dialect takes one of postgresql, mysql or sqlite, not "oracle".'],
    ['--delimiter', 'x', '--delimiter takes one of , ; tab or |, not "x".'],
    ['--delimiter', 'toString', '--delimiter takes one of , ; tab or |, not "toString".'],
    ['--out', '--quiet', '--out takes a file name, not the option --quiet.'],
    ['--out', undefined, '--out takes a file name, and none was given.'],
    ['--quiet=yes', undefined, '--quiet takes no value, not "yes".'],
    [
      '--bogus',
      undefined,
      '--bogus is not an option; the options are --rows, --seed, --format, --dialect, --delimiter, --batch, --shard, --shards, --table, --out, --to, --replace, --create-only, --jobs, --quiet and --help.',
    ],
    [
      '-x',
      undefined,
      '-x is not an option; the options are --rows, --seed, --format, --dialect, --delimiter, --batch, --shard, --shards, --table, --out, --to, --replace, --create-only, --jobs, --quiet and --help.',
    ],
  ])('%s %s', (option, value, sentence) => {
    const argv = value === undefined ? [option] : [option, value];
    expect(() => options(...argv)).toThrow(new UsageError(sentence));
  });

  it.each([
    [[], 'Give a schema file, such as examples/customers.schema.json.'],
    [['a.json', 'b.json'], 'Give one schema file, not 2: a.json, b.json.'],
  ])('%j', (argv, sentence) => {
    expect(() => readOptions(argv, '/data')).toThrow(new UsageError(sentence));
  });
});

describe('readOptions: --shard auto, in a Kubernetes Indexed Job', () => {
  const auto = (env: Record<string, string>, ...argv: string[]) =>
    readOptions(['s.json', '--shard', 'auto', ...argv], '/data', env).shard;

  it('takes the 0-based JOB_COMPLETION_INDEX as shard index + 1, and the count from --shards or UNDERSTUDY_SHARDS', () => {
    expect(auto({ JOB_COMPLETION_INDEX: '0' }, '--shards', '8')).toEqual({ index: 1, count: 8 });
    expect(auto({ JOB_COMPLETION_INDEX: '7', UNDERSTUDY_SHARDS: '8' })).toEqual({ index: 8, count: 8 });
    expect(auto({ JOB_COMPLETION_INDEX: '2', UNDERSTUDY_SHARDS: '4' }, '--shards', '4')).toEqual({
      index: 3,
      count: 4,
    });
  });

  it.each([
    [
      { JOB_COMPLETION_INDEX: '0' },
      [],
      '--shard auto takes the shard count from --shards N or the variable UNDERSTUDY_SHARDS, and neither is given.',
    ],
    [
      {},
      ['--shards', '4'],
      '--shard auto reads the shard from JOB_COMPLETION_INDEX, which a Kubernetes Indexed Job sets, and it is not set: outside a Job, give --shard i/n.',
    ],
    [
      { JOB_COMPLETION_INDEX: '4' },
      ['--shards', '4'],
      'JOB_COMPLETION_INDEX is "4", and 4 shards take 0 to 3: make the Job\'s completions the shard count.',
    ],
    [
      { JOB_COMPLETION_INDEX: '1' },
      ['--shards', '1'],
      'JOB_COMPLETION_INDEX is "1", and 1 shard takes 0 to 0: make the Job\'s completions the shard count.',
    ],
    [
      { JOB_COMPLETION_INDEX: '-1' },
      ['--shards', '4'],
      'JOB_COMPLETION_INDEX is "-1", and 4 shards take 0 to 3: make the Job\'s completions the shard count.',
    ],
    [{ JOB_COMPLETION_INDEX: '0' }, ['--shards', '0'], '--shards takes a whole number of shards, at least 1, not "0".'],
    [
      { JOB_COMPLETION_INDEX: '0', UNDERSTUDY_SHARDS: 'eight' },
      [],
      'UNDERSTUDY_SHARDS takes a whole number of shards, at least 1, not "eight".',
    ],
    [
      { JOB_COMPLETION_INDEX: '0', UNDERSTUDY_SHARDS: '4' },
      ['--shards', '8'],
      '--shards 8 and UNDERSTUDY_SHARDS=4 disagree: give the shard count once.',
    ],
  ])('%j %j: one sentence', (env, argv, sentence) => {
    expect(() => auto(env, ...argv)).toThrow(new UsageError(sentence));
  });

  it('refuses --shards without --shard auto, and ignores the variables without it', () => {
    const sentence = '--shards is for --shard auto; --shard i/n gives the count itself.';
    expect(() => readOptions(['s.json', '--shards', '4'], '/data', {})).toThrow(new UsageError(sentence));
    expect(() => readOptions(['s.json', '--shard', '1/4', '--shards', '4'], '/data', {})).toThrow(
      new UsageError(sentence),
    );
    const env = { JOB_COMPLETION_INDEX: '3', UNDERSTUDY_SHARDS: '4' };
    expect(readOptions(['s.json', '--shard', '1/2'], '/data', env).shard).toEqual({ index: 1, count: 2 });
    expect(readOptions(['s.json'], '/data', env).shard).toBeUndefined();
  });
});
