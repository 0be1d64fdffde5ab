import { extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FORMATS, type CsvDelimiter, type FormatOptions } from '../datasets/dataset-formats';
import { MAX_ROWS, MAX_SEED } from '../datasets/dataset-schema';
import { SQL_DIALECTS } from '../datasets/sql-dialects';
import { autoShard, type ShardEnvironment } from './shard-auto';

/** A mistake in the command's arguments: one sentence for the user, and exit code 2. */
export class UsageError extends Error {}

/** The command line writes Parquet too: a binary file of typed columns, which the Datasets page does not offer. */
export const COMMAND_FORMATS = [...FORMATS, 'parquet'] as const;
export type CommandFormatOptions = FormatOptions | (Omit<FormatOptions, 'format'> & { format: 'parquet' });

const count = (n: number) => n.toLocaleString('en');
const oneOf = (names: readonly string[]) => `one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** More processes than a machine's cores only wait on each other and on the database. */
export const MAX_JOBS = 16;

/** What --to takes, in the words of its messages. */
export const TO_TAKES = 'a database: postgresql://user@host/db, mysql://…, mariadb://… or sqlite:file.db';

/** Each option, and what it takes, in the words its error message uses. */
const OPTIONS = {
  rows: { type: 'string', takes: `a whole number from 1 to ${count(MAX_ROWS)}` },
  seed: { type: 'string', takes: `a whole number from 0 to ${count(MAX_SEED)}` },
  format: { type: 'string', takes: oneOf(COMMAND_FORMATS) },
  dialect: { type: 'string', takes: oneOf(SQL_DIALECTS) },
  delimiter: { type: 'string', takes: 'one of , ; tab or |' },
  batch: { type: 'string', takes: 'a whole number of rows per INSERT, at least 1' },
  shard: { type: 'string', takes: 'i/n, slice i of n with 1 ≤ i ≤ n, such as 1/4, or auto' },
  shards: { type: 'string', takes: 'a whole number of shards, at least 1' },
  table: { type: 'string', takes: "a table's name" },
  out: { type: 'string', takes: 'a file name' },
  to: { type: 'string', takes: TO_TAKES },
  replace: { type: 'boolean', takes: 'no value' },
  'create-only': { type: 'boolean', takes: 'no value' },
  jobs: { type: 'string', takes: `a whole number of processes from 1 to ${MAX_JOBS}` },
  quiet: { type: 'boolean', takes: 'no value' },
  help: { type: 'boolean', takes: 'no value' },
} as const;
type OptionName = keyof typeof OPTIONS;

const DELIMITER_NAMES = new Map<string, CsvDelimiter>([
  [',', ','],
  ['comma', ','],
  [';', ';'],
  ['semicolon', ';'],
  ['tab', '\t'],
  ['\t', '\t'],
  ['|', '|'],
  ['pipe', '|'],
]);
const EXTENSION_FORMATS: Record<string, CommandFormatOptions> = {
  '.csv': { format: 'csv' },
  '.tsv': { format: 'csv', delimiter: '\t' },
  '.json': { format: 'json' },
  '.ndjson': { format: 'ndjson' },
  '.jsonl': { format: 'ndjson' },
  '.sql': { format: 'sql' },
  '.parquet': { format: 'parquet' },
};

export interface DatasetOptions {
  /** The schema file, resolved against the folder the command was typed in. */
  schemaPath: string;
  rows?: number;
  seed?: number;
  format: CommandFormatOptions;
  shard?: { index: number; count: number };
  /** The one table to write, of a schema with several. */
  table?: string;
  /** Resolved like `schemaPath`; standard output when absent. */
  out?: string;
  /** --to: the database to load into, as typed, with --replace, --create-only, --batch and --jobs as given. */
  to?: { url: string; replace: boolean; createOnly: boolean; batch?: number; jobs?: number };
  /** --jobs for a Parquet file: the processes that make its row groups. */
  jobs?: number;
  quiet: boolean;
}

/** --to loads every table into a database, so the options of files do not go with it, and --replace needs it. */
function checkDatabaseOptions(values: Partial<Record<OptionName, string>>): void {
  const fileOptions = (['out', 'format', 'dialect', 'delimiter', 'table'] as const).filter((name) => name in values);
  if (values.to !== undefined && fileOptions.length)
    throw new UsageError(`--to loads every table into the database, so it takes no --${fileOptions[0]}.`);
  const databaseOptions = (['replace', 'create-only'] as const).filter((name) => name in values);
  if (values.to === undefined && databaseOptions.length)
    throw new UsageError(`--${databaseOptions[0]} is for loading into a database with --to.`);
  if (values.to !== undefined && values.jobs !== undefined && values.shard !== undefined)
    throw new UsageError('--jobs runs shards of its own, so it takes no --shard.');
  if (values.jobs !== undefined && values['create-only'] !== undefined)
    throw new UsageError('--create-only loads no rows, so it takes no --jobs.');
  if (values.shard !== undefined && databaseOptions.length)
    throw new UsageError(
      `--shard loads into tables that the other shards share, so it takes no --${databaseOptions[0]}: make the tables once with --create-only (and --replace), then run the shards.`,
    );
}

function invalid(name: OptionName, value: string): UsageError {
  return new UsageError(`--${name} takes ${OPTIONS[name].takes}, not "${value}".`);
}

function wholeNumber(name: OptionName, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw invalid(name, text);
  return Number(text);
}

function oneOfList<T extends string>(name: OptionName, text: string | undefined, list: readonly T[]): T | undefined {
  if (text === undefined || list.includes(text as T)) return text as T | undefined;
  throw invalid(name, text);
}

/** Reads the tokens, refusing anything that is not one of OPTIONS with the kind of value it takes. */
function readTokens(argv: string[]): { values: Partial<Record<OptionName, string>>; positionals: string[] } {
  // Not strict: a strict parseArgs reads `--rows -5` as a missing value and says so in its own words.
  const { tokens, positionals } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(OPTIONS).map(([name, { type }]) => [name, { type }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const values: Partial<Record<OptionName, string>> = {};
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!Object.hasOwn(OPTIONS, token.name)) {
      const names = Object.keys(OPTIONS).map((name) => `--${name}`);
      throw new UsageError(
        `${token.rawName} is not an option; the options are ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`,
      );
    }
    const name = token.name as OptionName;
    const { type, takes } = OPTIONS[name];
    if (type === 'boolean') {
      if (token.value !== undefined) throw invalid(name, token.value);
      values[name] = '';
    } else if (token.value === undefined) {
      throw new UsageError(`--${name} takes ${takes}, and none was given.`);
    } else if (!token.inlineValue && /^--?[a-z]/i.test(token.value)) {
      throw new UsageError(`--${name} takes ${takes}, not the option ${token.value}.`);
    } else {
      values[name] = token.value;
    }
  }
  return { values, positionals };
}

/**
 * Checks every argument, before any file is read, into the command's options, with paths
 * resolved against `folder`; or throws a UsageError naming the option and what it takes.
 * `--shard auto` reads the shard from `env`, as a Kubernetes Indexed Job sets it (shard-auto.ts).
 * @example readOptions(['s.json', '--rows', '0'], '/data') // throws '--rows takes a whole number from 1 to 10,000,000, not "0".'
 */
export function readOptions(argv: string[], folder: string, env: ShardEnvironment = process.env): DatasetOptions {
  const { values, positionals } = readTokens(argv);
  checkDatabaseOptions(values);
  const rows = wholeNumber('rows', values.rows, 1, MAX_ROWS);
  const seed = wholeNumber('seed', values.seed, 0, MAX_SEED);
  const batchSize = wholeNumber('batch', values.batch, 1, Number.MAX_SAFE_INTEGER) ?? 1000;
  const fromExtension = values.out === undefined ? undefined : EXTENSION_FORMATS[extname(values.out).toLowerCase()];
  const format = oneOfList('format', values.format, COMMAND_FORMATS) ?? fromExtension?.format ?? 'csv';
  if (values.to === undefined && values.jobs !== undefined && format !== 'parquet')
    throw new UsageError('--jobs is for loading into a database with --to, or for --format parquet.');
  const dialect = oneOfList('dialect', values.dialect, SQL_DIALECTS) ?? 'postgresql';
  const delimiter =
    values.delimiter === undefined ? (fromExtension?.delimiter ?? ',') : DELIMITER_NAMES.get(values.delimiter);
  if (!delimiter) throw invalid('delimiter', values.delimiter!);
  let shard: DatasetOptions['shard'];
  if (values.shards !== undefined && values.shard !== 'auto')
    throw new UsageError('--shards is for --shard auto; --shard i/n gives the count itself.');
  if (values.shard === 'auto') {
    const auto = autoShard(values.shards, env);
    if ('problem' in auto) throw new UsageError(auto.problem);
    shard = auto;
  } else if (values.shard !== undefined) {
    const [, index, total] = /^(\d+)\/(\d+)$/.exec(values.shard) ?? [];
    if (!index || !total || Number(index) < 1 || Number(index) > Number(total)) throw invalid('shard', values.shard);
    shard = { index: Number(index), count: Number(total) };
  }
  if (positionals.length === 0) throw new UsageError('Give a schema file, such as examples/customers.schema.json.');
  if (positionals.length > 1)
    throw new UsageError(`Give one schema file, not ${positionals.length}: ${positionals.join(', ')}.`);
  const jobs = wholeNumber('jobs', values.jobs, 1, MAX_JOBS);
  return {
    schemaPath: resolve(folder, positionals[0]!),
    rows,
    seed,
    format: { format, dialect, delimiter, batchSize },
    shard,
    table: values.table,
    out: values.out === undefined ? undefined : resolve(folder, values.out),
    to:
      values.to === undefined
        ? undefined
        : {
            url: values.to,
            replace: values.replace !== undefined,
            createOnly: values['create-only'] !== undefined,
            batch: values.batch === undefined ? undefined : batchSize,
            jobs,
          },
    jobs: values.to === undefined ? jobs : undefined,
    quiet: values.quiet !== undefined,
  };
}
