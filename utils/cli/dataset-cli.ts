import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { datasetChunks, shardRange, type RowRange } from '../datasets/dataset-chunks';
import type { FormatOptions } from '../datasets/dataset-formats';
import { clockText, datasetProgress } from '../datasets/dataset-progress';
import { MAX_ROWS, MAX_SEED, parseDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { createFaker } from '../values/create-faker';
import { setAllLocalesSource } from '../values/all-locales-source';
import { readOptions, UsageError } from './dataset-options';
import { typedFolder } from './typed-folder';

/*
 * The command line of the Datasets feature: the same schema file and the same code
 * (utils/datasets) as the extension's Datasets page, for CI and database seeding.
 * Node-only (files, the terminal), so it lives here, apart from the pure code.
 */

export const USAGE = `Usage: understudy dataset <schema.json> [options]
   or, in this repository: npm run dataset -- <schema.json> [options]

  --rows N           rows to make (1 to ${MAX_ROWS.toLocaleString('en')}); default: the schema's
  --seed N           seed (0 to ${MAX_SEED.toLocaleString('en')}); default: the schema's
  --format F         csv, json, ndjson or sql; default: from --out's extension, else csv
  --dialect D        for sql: postgresql, mysql or sqlite (default postgresql)
  --delimiter C      for csv: , ; tab or | (default ,)
  --batch N          for sql: rows per INSERT (default 1000)
  --shard i/n        make slice i of n (1-based); the n slices joined are the whole file
  --out FILE         write FILE (through FILE.partial, removed on failure); default: standard output
  --quiet            no progress or summary on standard error
  --help             this text

Paths are taken from the folder the command was typed in.`;

export interface DatasetCommand {
  schema: DatasetSchema;
  format: FormatOptions;
  range: RowRange;
  out?: string;
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
  if (options.out !== undefined) checkOutFolder(options.out);
  const json = await readSchemaJson(options.schemaPath, read);
  const { rows, seed } = options;
  const overridden =
    typeof json === 'object' && json !== null
      ? { ...json, ...(rows !== undefined && { rows }), ...(seed !== undefined && { seed }) }
      : json;
  const parsed = parseDatasetSchema(overridden);
  if (!parsed.ok) throw new UsageError(`${options.schemaPath} is not a valid dataset schema:\n${parsed.error}`);
  const range = options.shard
    ? shardRange(parsed.schema.rows, options.shard.index, options.shard.count)
    : { start: 0, end: parsed.schema.rows };
  return { schema: parsed.schema, format: options.format, range, out: options.out, quiet: options.quiet };
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
