import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { datasetChunks, shardRange, type RowRange } from '../datasets/dataset-chunks';
import {
  CSV_DELIMITERS,
  FORMATS,
  type CsvDelimiter,
  type DatasetFormat,
  type FormatOptions,
} from '../datasets/dataset-formats';
import { clockText, datasetProgress } from '../datasets/dataset-progress';
import { MAX_ROWS, parseDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { SQL_DIALECTS, type SqlDialectName } from '../datasets/sql-dialects';
import { createFaker } from '../values/create-faker';
import { setAllLocalesSource } from '../values/all-locales-source';

/*
 * The command line of the Datasets feature: the same schema file and the same code
 * (utils/datasets) as the extension's Datasets page, for CI and database seeding.
 * Node-only (files, the terminal), so it lives here, apart from the pure code.
 */

export const USAGE = `Usage: npm run dataset -- <schema.json> [options]

  --rows N           rows to make (1 to ${MAX_ROWS.toLocaleString('en')}); default: the schema's
  --seed N           seed; default: the schema's
  --format F         csv, json, ndjson or sql; default: from --out's extension, else csv
  --dialect D        for sql: postgresql, mysql or sqlite (default postgresql)
  --delimiter C      for csv: , ; tab or | (default ,)
  --batch N          for sql: rows per INSERT (default 1000)
  --shard i/n        make slice i of n (1-based); the n slices joined are the whole file
  --out FILE         write FILE (through FILE.partial, removed on failure); default: standard output
  --quiet            no progress or summary on standard error
  --help             this text`;

const DELIMITER_NAMES: Record<string, CsvDelimiter> = {
  ',': ',',
  comma: ',',
  ';': ';',
  semicolon: ';',
  tab: '\t',
  '\t': '\t',
  '|': '|',
  pipe: '|',
};
const EXTENSION_FORMATS: Record<string, FormatOptions> = {
  '.csv': { format: 'csv' },
  '.tsv': { format: 'csv', delimiter: '\t' },
  '.json': { format: 'json' },
  '.ndjson': { format: 'ndjson' },
  '.jsonl': { format: 'ndjson' },
  '.sql': { format: 'sql' },
};

class UsageError extends Error {}

export interface DatasetCommand {
  schema: DatasetSchema;
  format: FormatOptions;
  range: RowRange;
  out?: string;
  quiet: boolean;
}

function wholeNumber(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`${name} takes a whole number, not "${text}".`);
  return Number(text);
}

/**
 * Reads the arguments and the schema file into one checked command, or throws a
 * UsageError that says what is wrong.
 */
export async function parseCommand(
  argv: string[],
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<DatasetCommand> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      rows: { type: 'string' },
      seed: { type: 'string' },
      format: { type: 'string' },
      dialect: { type: 'string' },
      delimiter: { type: 'string' },
      batch: { type: 'string' },
      shard: { type: 'string' },
      out: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError('Give exactly one schema file.');
  const path = positionals[0]!;
  let json: unknown;
  try {
    json = JSON.parse(await read(path));
  } catch (error) {
    throw new UsageError(`Cannot read ${path} as JSON: ${(error as Error).message}`);
  }
  const rows = wholeNumber(values.rows, '--rows');
  const seed = wholeNumber(values.seed, '--seed');
  const overridden =
    typeof json === 'object' && json !== null
      ? { ...json, ...(rows !== undefined && { rows }), ...(seed !== undefined && { seed }) }
      : json;
  const parsed = parseDatasetSchema(overridden);
  if (!parsed.ok) throw new UsageError(`${path} is not a valid dataset schema:\n${parsed.error}`);

  const fromExtension = values.out ? EXTENSION_FORMATS[extname(values.out).toLowerCase()] : undefined;
  const format = (values.format ?? fromExtension?.format ?? 'csv') as DatasetFormat;
  if (!FORMATS.includes(format)) throw new UsageError(`--format is one of ${FORMATS.join(', ')}, not "${format}".`);
  const dialect = (values.dialect ?? 'postgresql') as SqlDialectName;
  if (!SQL_DIALECTS.includes(dialect))
    throw new UsageError(`--dialect is one of ${SQL_DIALECTS.join(', ')}, not "${dialect}".`);
  const delimiter =
    values.delimiter === undefined ? (fromExtension?.delimiter ?? ',') : DELIMITER_NAMES[values.delimiter];
  if (!delimiter || !CSV_DELIMITERS.includes(delimiter))
    throw new UsageError(`--delimiter is one of , ; tab |, not "${values.delimiter}".`);
  const batchSize = wholeNumber(values.batch, '--batch') ?? 1000;
  if (batchSize < 1) throw new UsageError('--batch is at least 1.');

  let range: RowRange = { start: 0, end: parsed.schema.rows };
  if (values.shard !== undefined) {
    const match = /^(\d+)\/(\d+)$/.exec(values.shard);
    if (!match) throw new UsageError(`--shard is i/n, such as 1/4, not "${values.shard}".`);
    try {
      range = shardRange(parsed.schema.rows, Number(match[1]), Number(match[2]));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  return {
    schema: parsed.schema,
    format: { format, dialect, delimiter, batchSize },
    range,
    out: values.out,
    quiet: values.quiet,
  };
}

/** Writes the command's rows to `sink`, waiting whenever the sink's buffer is full, so memory stays flat however many rows. */
export async function writeDataset(
  command: DatasetCommand,
  sink: Writable,
  onProgress: (rowsDone: number) => void,
  stopped: () => boolean,
): Promise<void> {
  const faker = createFaker(command.schema.locale, 0);
  for (const chunk of datasetChunks(command.schema, faker, command.format, command.range)) {
    if (stopped()) throw new Error('Stopped.');
    if (!sink.write(chunk.text)) await once(sink, 'drain');
    onProgress(chunk.rowsDone);
  }
}

function progressLine(rowsDone: number, rows: number, startedAt: number): string {
  const progress = datasetProgress(rowsDone, rows, performance.now() - startedAt);
  const left = progress.secondsLeft === undefined ? '' : `, ${clockText(progress.secondsLeft)} left`;
  return `${rowsDone.toLocaleString('en')} / ${rows.toLocaleString('en')} rows (${progress.percent}%), ${progress.rowsPerSecond.toLocaleString('en')} rows/s${left}`;
}

export async function main(argv: string[]): Promise<number> {
  // Node reads faker's locale objects synchronously (locale-source.ts).
  setAllLocalesSource();
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let command: DatasetCommand;
  try {
    command = await parseCommand(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const rows = command.range.end - command.range.start;
  const partial = command.out ? `${command.out}.partial` : undefined;
  const sink = partial ? createWriteStream(partial) : process.stdout;
  const terminal = !command.quiet && process.stderr.isTTY;
  let interrupted = false;
  const onInterrupt = () => (interrupted = true);
  process.once('SIGINT', onInterrupt);
  const startedAt = performance.now();
  let shownAt = 0;
  try {
    await writeDataset(
      command,
      sink,
      (rowsDone) => {
        // A terminal gets one line, rewritten at most five times a second; a log file gets none.
        if (!terminal || performance.now() - shownAt < 200) return;
        shownAt = performance.now();
        process.stderr.write(`\r\x1b[K${progressLine(rowsDone, rows, startedAt)}`);
      },
      () => interrupted,
    );
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
    console.error(interrupted ? 'Stopped: no file was written.' : `Failed: ${(error as Error).message}`);
    return interrupted ? 130 : 1;
  } finally {
    process.off('SIGINT', onInterrupt);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  if (!command.quiet) {
    if (terminal) process.stderr.write('\r\x1b[K');
    console.error(
      `${rows.toLocaleString('en')} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString('en')} rows/s)${command.out ? ` to ${command.out}` : ''}.`,
    );
  }
  return 0;
}
