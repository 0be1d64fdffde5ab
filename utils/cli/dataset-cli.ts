import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { datasetChunks, shardRange, CHUNK_CHARS, type Chunk, type RowRange } from '../datasets/dataset-chunks';
import { clockText, datasetProgress } from '../datasets/dataset-progress';
import { createRowMaker, type Cell } from '../datasets/dataset-rows';
import { MAX_ROWS, MAX_SEED, type DatasetSchema } from '../datasets/dataset-schema';
import { parquetChunks, parquetGroupRows, type ParquetChunk } from '../datasets/parquet-chunks';
import { parquetColumns } from '../datasets/parquet-columns';
import { parquetChunksInJobs, parquetPart, sendParquetGroups, type ParquetPart } from './parquet-jobs';
import { createTableRowMaker, relatedShardRanges } from '../datasets/related-rows';
import { parseDatasetFile, type DatasetFile } from '../datasets/related-schema';
import { relatedRowCount, relatedSqlChunks } from '../datasets/related-sql';
import { createFaker } from '../values/create-faker';
import { setAllLocalesSource } from '../values/all-locales-source';
import { databaseTarget } from './database-target';
import { readOptions, UsageError, type CommandFormatOptions, type DatasetOptions } from './dataset-options';
import { BATCH_ROWS, loadIntoDatabase, LoadError, loadRowCount, type DatabaseLoad } from './dataset-to';
import { defaultJobs, isShardJob, ROWS_PER_JOB, shardJob, tellRows } from './shard-jobs';
import { typedFolder } from './typed-folder';
import { writeFailureText } from './write-failure';

/*
 * The command line of the Datasets feature: the same schema file and the same code
 * (utils/datasets) as the extension's Datasets page, for CI and database seeding.
 * Node-only (files, the terminal), so it lives here, apart from the pure code.
 */

export const USAGE = `Usage: understudy dataset <schema.json> [options]
   or, in this repository: npm run dataset -- <schema.json> [options]

  --rows N           rows to make (1 to ${MAX_ROWS.toLocaleString('en')}); default: the schema's
                     (a schema with tables: the rows of each table that gives rows)
  --seed N           seed (0 to ${MAX_SEED.toLocaleString('en')}); default: the schema's
  --format F         csv, json, ndjson, sql or parquet; default: from --out's extension, else csv
  --dialect D        for sql: postgresql, mysql or sqlite (default postgresql)
  --delimiter C      for csv: , ; tab or | (default ,)
  --batch N          for sql: rows per INSERT (default 1000)
  --shard i/n        make slice i of n (1-based); the n slices joined are the whole file
                     (a schema with tables: shard i holds the children of its parents' rows;
                     parquet: each slice is a file of its own, and the n files read as one table)
  --shard auto       in a Kubernetes Indexed Job: slice JOB_COMPLETION_INDEX + 1 of --shards
  --shards N         for --shard auto: the count, or the variable UNDERSTUDY_SHARDS
  --table NAME       of a schema with tables, the one table to write as csv, json, ndjson or
                     parquet; sql writes every table
  --out FILE         write FILE (through FILE.partial, removed on failure); default: standard output
  --to DATABASE      load every table into a database instead: postgresql://user@host/db (COPY;
                     the PG* variables fill in what the URL leaves out), mysql://… or mariadb://…
                     (?socket=/path for a socket), or sqlite:file.db; --batch is rows per
                     transaction (default ${BATCH_ROWS.toLocaleString('en')}). A failed run undoes what it added
  --replace          with --to: drop the schema's tables (children first) and make them anew
  --create-only      with --to: make the tables and load no rows, before shards that share them
  --jobs N           with --to: load in N processes at once, each a shard, into the tables this
                     run makes (PostgreSQL, MySQL, MariaDB); for parquet: make its row groups
                     in N processes at once, the same file; by default one a
                     ${ROWS_PER_JOB.toLocaleString('en')} rows, up to one a core and at most 4
  --quiet            no progress or summary on standard error
  --help             this text

Paths are taken from the folder the command was typed in.`;

export interface DatasetCommand {
  /** The table written: the schema's one table, or the one --table names. */
  schema: DatasetSchema;
  format: CommandFormatOptions;
  /** Rows of `schema` to write; a related schema's SQL writes each table's rows of the shard. */
  range: RowRange;
  /** A schema with tables: the file, the table --table names (every table in SQL), and the shard. */
  related?: { file: DatasetFile; table?: number; shard?: { index: number; count: number } };
  /** Rows the command makes, over all the tables it writes. */
  rows: number;
  out?: string;
  /** --to: every table loaded into a database instead of written. */
  to?: DatabaseLoad;
  /** A Parquet file whose row groups processes of this command make at once: their count, and the arguments they take. */
  parquetJobs?: { count: number; args: string[] };
  quiet: boolean;
}

/** --out must name a file in a folder that exists, found out before a row is made. */
function checkOutFolder(out: string): void {
  const folder = dirname(out);
  const stats = statSync(folder, { throwIfNoEntry: false });
  if (!stats) throw new UsageError(`--out takes a file in an existing folder, and ${folder} does not exist.`);
  if (!stats.isDirectory())
    throw new UsageError(`--out takes a file in an existing folder, and ${folder} is not a folder.`);
}

async function readSchemaJson(path: string, read: (path: string) => Promise<string>): Promise<unknown> {
  let text: string;
  try {
    text = await read(path);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new UsageError(
      missing ? `There is no schema file ${path}.` : `Cannot read ${path}: ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  }
}

/**
 * Reads the arguments, then the schema file, into one checked command, or throws a
 * UsageError that says what is wrong. Paths are taken from `folder`.
 */
export async function parseCommand(
  argv: string[],
  folder: string,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<DatasetCommand> {
  const options = readOptions(argv, folder);
  const command = await commandOf(options, folder, read);
  if (command.format.format !== 'parquet' || command.to) return command;
  // A Parquet file of many rows is made in the machine's cores unless told otherwise: its encoding costs as much as its rows.
  const count = options.jobs ?? defaultJobs('parquet', command.rows);
  return count > 1 ? { ...command, parquetJobs: { count, args: argv } } : command;
}

async function commandOf(
  options: DatasetOptions,
  folder: string,
  read: (path: string) => Promise<string>,
): Promise<DatasetCommand> {
  if (options.out !== undefined) checkOutFolder(options.out);
  if (options.format.format === 'parquet' && options.out === undefined && isTerminal())
    throw new UsageError('--format parquet writes a binary file: give --out FILE, or send standard output to a file.');
  const json = await readSchemaJson(options.schemaPath, read);
  const parsed = parseDatasetFile(withOverrides(json, options.rows, options.seed));
  if (!parsed.ok) throw new UsageError(`${options.schemaPath} is not a valid dataset schema:\n${parsed.error}`);
  const { file } = parsed;
  const { shard, format, out, quiet } = options;
  if (options.to) {
    const { url, replace, createOnly, batch } = options.to;
    const target = databaseTarget(url, folder, process.env);
    if (options.to.jobs !== undefined && options.to.jobs > 1 && target.kind === 'sqlite')
      throw new UsageError('--jobs is for PostgreSQL, MySQL and MariaDB: SQLite takes one writer at a time.');
    // Each job is this command again for one shard, with what decides the rows (the file, --rows, --seed).
    const jobArgs = [
      options.schemaPath,
      ...(options.rows === undefined ? [] : ['--rows', String(options.rows)]),
      ...(options.seed === undefined ? [] : ['--seed', String(options.seed)]),
      ...['--to', url],
      ...(batch === undefined ? [] : ['--batch', String(batch)]),
    ];
    const load: DatabaseLoad = {
      target,
      file,
      shard,
      replace,
      createOnly,
      batchRows: batch ?? BATCH_ROWS,
      ...(isShardJob() && { job: true }),
    };
    // The rows are the same however many processes load them.
    const rows = loadRowCount(load);
    // A load of many rows uses the machine's cores unless told otherwise: the client making rows is its slowest part.
    const jobs = options.to.jobs ?? defaultJobs(target.kind, rows, { shard: shard !== undefined });
    const to: DatabaseLoad = { ...load, ...(jobs > 1 && { jobs: { count: jobs, run: shardJob(jobArgs) } }) };
    const { schema } = file.tables[0]!;
    return { schema, format, range: { start: 0, end: schema.rows }, rows, to, quiet };
  }
  const names = file.tables.map((table) => table.schema.name);
  const table = options.table === undefined ? undefined : names.indexOf(options.table);
  if (table === -1)
    throw new UsageError(
      names.length === 1
        ? `--table takes the schema's one table, ${names[0]}, not "${options.table}".`
        : `--table takes a table of the schema, ${oneOfNames(names)}, not "${options.table}".`,
    );
  if (!file.related) {
    const { schema } = file.tables[0]!;
    const range = shard ? shardRange(schema.rows, shard.index, shard.count) : { start: 0, end: schema.rows };
    return { schema, format, range, rows: range.end - range.start, out, quiet };
  }
  if (format.format === 'sql') {
    if (table !== undefined)
      throw new UsageError('--table is for csv, json, ndjson and parquet: sql writes every table.');
    const { schema } = file.tables[0]!;
    const related = { file, shard };
    return {
      schema,
      format,
      range: { start: 0, end: schema.rows },
      related,
      rows: relatedRowCount(file, shard),
      out,
      quiet,
    };
  }
  if (table === undefined)
    throw new UsageError(
      `${options.schemaPath} has ${names.length} tables: give --table with ${oneOfNames(names)} for ${format.format}, or --format sql for all of them.`,
    );
  const { schema } = file.tables[table]!;
  const range = shard ? relatedShardRanges(file, shard.index, shard.count)[table]! : { start: 0, end: schema.rows };
  return { schema, format, range, related: { file, table, shard }, rows: range.end - range.start, out, quiet };
}

const oneOfNames = (names: string[]) => `one of ${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** --rows and --seed over the file's: --rows for each table that gives rows, in a schema with tables. */
function withOverrides(json: unknown, rows: number | undefined, seed: number | undefined): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const file = { ...json, ...(seed !== undefined && { seed }) } as Record<string, unknown>;
  if (rows === undefined) return file;
  if (!Array.isArray(file.tables)) return { ...file, rows };
  const tables = file.tables.map((table: unknown) =>
    typeof table === 'object' && table !== null && 'rows' in table ? { ...table, rows } : table,
  );
  return { ...file, tables };
}

const isTerminal = () => process.stdout.isTTY === true;

/** The rows of the table a Parquet command writes, by their index. */
function parquetRowAt(command: DatasetCommand): (row: number) => Cell[] {
  const faker = createFaker(command.schema.locale, 0);
  const { related } = command;
  const tableAt = related?.table === undefined ? undefined : createTableRowMaker(related.file, related.table, faker);
  return tableAt ? (row: number) => tableAt(row).cells : createRowMaker(command.schema, faker);
}

/** The chunks a command writes: text, or the pieces of a Parquet file. */
function commandChunks(command: DatasetCommand): Iterable<Chunk | ParquetChunk> | AsyncIterable<ParquetChunk> {
  const { related, format, schema, range, parquetJobs } = command;
  if (format.format === 'parquet') {
    const groupRows = parquetGroupRows(schema.columns.length);
    return parquetJobs
      ? parquetChunksInJobs(parquetJobs.args, parquetJobs.count, parquetColumns(schema), range, groupRows)
      : parquetChunks(schema, parquetRowAt(command), range, groupRows);
  }
  const faker = createFaker(command.schema.locale, 0);
  if (!related) return datasetChunks(command.schema, faker, format, command.range);
  if (related.table === undefined)
    return relatedSqlChunks(related.file, faker, {
      dialect: format.dialect ?? 'postgresql',
      batchSize: format.batchSize ?? 1000,
      shard: related.shard,
    });
  const rowAt = createTableRowMaker(related.file, related.table, faker);
  return datasetChunks(command.schema, faker, format, command.range, CHUNK_CHARS, (row) => rowAt(row).cells);
}

/** Writes the command's rows to `sink`, waiting whenever the sink's buffer is full, so memory stays flat however many rows. */
export async function writeDataset(
  command: DatasetCommand,
  sink: Writable,
  onProgress: (rowsDone: number) => void,
  stopped: () => boolean,
): Promise<void> {
  for await (const chunk of commandChunks(command)) {
    if (stopped()) throw new Error('Stopped.');
    // A sink that failed (a full disk) may never drain: stop making rows at once.
    if (sink.errored) throw sink.errored;
    if (!sink.write('text' in chunk ? chunk.text : chunk.bytes)) await once(sink, 'drain');
    onProgress(chunk.rowsDone);
  }
}

/** How many processes made the rows, where more than this one did. */
function processes({ to, parquetJobs }: DatasetCommand): string {
  const count = to?.jobs?.count ?? parquetJobs?.count;
  return count ? `, in ${count} processes` : '';
}

/** In a process that a Parquet run with --jobs started: its share of the row groups, sent to that run. */
async function makeParquetPart(command: DatasetCommand, part: ParquetPart): Promise<number> {
  let interrupted = false;
  const onInterrupt = () => (interrupted = true);
  process.once('SIGINT', onInterrupt);
  const { schema, range } = command;
  try {
    const columns = parquetColumns(schema);
    const groupRows = parquetGroupRows(schema.columns.length);
    await sendParquetGroups(part, columns, parquetRowAt(command), range, groupRows, () => interrupted);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return interrupted ? 130 : 1;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
}

function progressLine(rowsDone: number, rows: number, startedAt: number): string {
  const progress = datasetProgress(rowsDone, rows, performance.now() - startedAt);
  const left = progress.secondsLeft === undefined ? '' : `, ${clockText(progress.secondsLeft)} left`;
  return `${rowsDone.toLocaleString('en')} / ${rows.toLocaleString('en')} rows (${progress.percent}%), ${progress.rowsPerSecond.toLocaleString('en')} rows/s${left}`;
}

/** Runs the command; relative paths are taken from `folder`, by default where the command was typed. */
export async function main(argv: string[], folder = typedFolder(process.cwd(), process.env)): Promise<number> {
  // Node reads faker's locale objects synchronously (locale-source.ts).
  setAllLocalesSource();
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let command: DatasetCommand;
  try {
    command = await parseCommand(argv, folder);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const part = parquetPart();
  if (part && command.format.format === 'parquet') return makeParquetPart(command, part);
  const { rows } = command;
  const partial = command.out ? `${command.out}.partial` : undefined;
  const sink = partial ? createWriteStream(partial) : process.stdout;
  const terminal = !command.quiet && process.stderr.isTTY;
  let interrupted = false;
  const onInterrupt = () => (interrupted = true);
  process.once('SIGINT', onInterrupt);
  const startedAt = performance.now();
  let shownAt = 0;
  try {
    const onProgress = (rowsDone: number) => {
      // A terminal gets one line, rewritten at most five times a second; a log file gets none.
      if (!terminal || performance.now() - shownAt < 200) return;
      shownAt = performance.now();
      process.stderr.write(`\r\x1b[K${progressLine(rowsDone, rows, startedAt)}`);
    };
    if (command.to?.job) {
      const tell = tellRows();
      await loadIntoDatabase(command.to, tell, () => interrupted);
      tell(rows, true);
    } else if (command.to) await loadIntoDatabase(command.to, onProgress, () => interrupted);
    else await writeDataset(command, sink, onProgress, () => interrupted);
    if (partial) {
      sink.end();
      await once(sink, 'finish');
      renameSync(partial, command.out!);
    }
  } catch (error) {
    if (partial) {
      sink.destroy();
      rmSync(partial, { force: true });
    }
    if (terminal) process.stderr.write('\n');
    if (error instanceof LoadError) {
      console.error(error.message);
      return interrupted ? 130 : 1;
    }
    console.error(interrupted ? 'Stopped: no file was written.' : writeFailureText(error as Error, command.out));
    return interrupted ? 130 : 1;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  if (!command.quiet) {
    if (terminal) process.stderr.write('\r\x1b[K');
    if (command.to?.createOnly) console.error(`The tables are made in ${command.to.target.shown}.`);
    else
      console.error(
        `${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)${command.out ? ` to ${command.out}` : ''}${command.to ? ` into ${command.to.target.shown}` : ''}${processes(command)}.`,
      );
  }
  return 0;
}
