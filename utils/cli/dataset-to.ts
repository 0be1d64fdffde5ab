import type { RowRange } from '../datasets/dataset-chunks';
import type { Cell } from '../datasets/dataset-rows';
import {
  addKeyStatements,
  createBatchRows,
  createTableStatements,
  deleteRowsStatement,
  dropTableStatements,
  loadBatches,
  loadRanges,
} from '../datasets/load-rows';
import type { DatasetFile } from '../datasets/related-schema';
import { createFaker } from '../values/create-faker';
import { RowFailure, type Database } from './database';
import { openDatabase } from './open-database';
import { hideSecrets, type DatabaseTarget } from './database-target';

/** What --to loads, and how. */
export interface DatabaseLoad {
  target: DatabaseTarget;
  file: DatasetFile;
  shard?: { index: number; count: number };
  /** Drop the schema's tables first, children first, if they exist. */
  replace: boolean;
  /** Make the tables and load no rows: the step before shards that share them. */
  createOnly: boolean;
  /** Rows per transaction. */
  batchRows: number;
  /** Processes that load the rows at once, each a shard (--jobs); one, or none given, loads them in this one. */
  jobs?: { count: number; run: ShardJob };
  /** A shard that a run with --jobs started: that run drops the tables if anything fails, so this one undoes nothing. */
  job?: boolean;
}

/**
 * Loads shard `shard` of the rows into the tables a run made, in a process of its own, telling
 * the rows it loaded so far; rejects with a ShardFailure. `signal` ends it at once.
 */
export type ShardJob = (
  shard: { index: number; count: number },
  onRows: (rows: number) => void,
  signal: AbortSignal,
) => Promise<void>;

/** A shard's failure, in the sentence its process said it with (which table and row). */
export class ShardFailure extends Error {}

/** Rows per transaction when --batch is not given: a commit costs little beside this many rows. */
export const BATCH_ROWS = 50_000;

/** A load that did not happen or was undone, in one plain sentence or two, with no password in it. */
export class LoadError extends Error {}

/** The rows a load makes: none with --create-only. */
export function loadRowCount(load: Omit<DatabaseLoad, 'target'>): number {
  if (load.createOnly) return 0;
  return loadRanges(load.file, load.shard).reduce((sum, range) => sum + range.end - range.start, 0);
}

const rowsText = (count: number) => `${count.toLocaleString('en')} row${count === 1 ? '' : 's'}`;
const andList = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Node's connection errors carry their reason in a code, sometimes with no message (several addresses refused). */
function reason(error: unknown): string {
  const { message, code, errors } = error as { message?: string; code?: string; errors?: { message?: string }[] };
  return message || errors?.[0]?.message || code || String(error);
}

class Stopped extends Error {}

/**
 * Loads the dataset into the database of `load.target`, table by table in dependency order,
 * a transaction per batch; into PostgreSQL, a run that makes the tables adds their keys
 * once the rows are in. A run that makes the tables drops them again if it fails; a shard,
 * which shares them, deletes the rows it added by their keys. Throws a LoadError that says
 * which table and row failed, and what was undone.
 */
export async function loadIntoDatabase(
  load: DatabaseLoad,
  onProgress: (rowsDone: number) => void,
  stopped: () => boolean,
  open: (target: DatabaseTarget) => Promise<Database> = openDatabase,
): Promise<void> {
  const { target } = load;
  let db: Database;
  try {
    db = await open(target);
  } catch (error) {
    throw new LoadError(
      hideSecrets(sentence(`Cannot connect to the database ${target.shown}: ${reason(error)}`), target),
    );
  }
  try {
    await loadRows(db, load, onProgress, stopped);
  } catch (error) {
    const message = error instanceof LoadError ? error.message : `Loading failed: ${sentence(reason(error))}`;
    throw new LoadError(hideSecrets(message, target));
  } finally {
    await db.close().catch(() => undefined);
  }
}

async function loadRows(
  db: Database,
  load: DatabaseLoad,
  onProgress: (rowsDone: number) => void,
  stopped: () => boolean,
): Promise<void> {
  const { target, file, shard } = load;
  const names = file.tables.map((table) => table.schema.name);
  // Shards share the tables: each makes those still missing, one shard at a time, and never drops them.
  const shared = shard !== undefined && !load.createOnly;
  if (!shared) {
    const existing = await db.existing(names);
    if (existing.length && !load.replace)
      throw new LoadError(
        `${existing.length > 1 ? `Tables ${andList(existing)} already exist` : `Table ${existing[0]} already exists`} in ${target.shown}: give --replace to drop and recreate the schema's tables.`,
      );
  }
  const drops = dropTableStatements(file, db.dialect);
  const loaded: (RowRange | undefined)[] = file.tables.map(() => undefined);
  // PostgreSQL checks each row a COPY brought against its parent's key as the COPY ends, a lookup a row, while the
  // client waits, and puts each row in each key's index; keys added once the rows are in build each index in one
  // sort and check the parents in one join. Shards load into tables that already hold their keys, and a run that
  // only makes tables makes them whole.
  const keysLater = !shared && !load.createOnly && db.dialect === 'postgresql';
  let where = 'Making the tables';
  let made = false;
  let done = 0;
  try {
    // A job's tables stand already, made by the run that started it.
    if (!load.job)
      await db.exclusive([
        ...(load.replace && !shared ? drops : []),
        ...createTableStatements(file, db.dialect, shared, !keysLater),
      ]);
    made = true;
    if (load.createOnly) return;
    if (load.jobs && load.jobs.count > 1 && !shared) {
      await loadInJobs(load.jobs, onProgress, stopped);
    } else {
      const rowsOf = createBatchRows(file, createFaker(file.tables[0]!.schema.locale, 0));
      for (const batch of loadBatches(loadRanges(file, shard), load.batchRows)) {
        const table = file.tables[batch.table]!;
        where = `Loading ${table.schema.name}`;
        await db.load(table, counted(rowsOf(batch)), batch.start);
        loaded[batch.table] = { start: loaded[batch.table]?.start ?? batch.start, end: batch.end };
        // SQLite loads without waiting on anything: a turn of the event loop lets Ctrl+C be heard.
        await new Promise(setImmediate);
      }
    }
    if (keysLater) {
      where = 'Adding the keys';
      await db.run(addKeyStatements(file, db.dialect));
    }
  } catch (error) {
    const undone = load.job
      ? ''
      : await undo(db, load, made, shared ? loaded : undefined).catch(
          (undoError: unknown) => `Undoing it failed too: ${sentence(reason(undoError))}`,
        );
    if (error instanceof Stopped) throw new LoadError(`Stopped: ${undone}`);
    if (error instanceof ShardFailure) throw new LoadError(`${sentence(error.message)} ${undone}`);
    const failed = error instanceof RowFailure && error.rows;
    const at = !failed
      ? ''
      : failed.end - failed.start === 1
        ? ` at row ${(failed.start + 1).toLocaleString('en')}`
        : ` in rows ${(failed.start + 1).toLocaleString('en')} to ${failed.end.toLocaleString('en')}`;
    throw new LoadError(`${where}${at} failed: ${sentence(reason(error))} ${undone}`);
  }

  function* counted(rows: Iterable<Cell[]>): Generator<Cell[]> {
    for (const cells of rows) {
      yield cells;
      if (++done % 1024 === 0) {
        if (stopped()) throw new Stopped();
        onProgress(done);
      }
    }
    onProgress(done);
  }
}

/**
 * Runs the shards of a load side by side, each a process of its own, and waits for all; the first
 * that fails ends the others. Progress is the sum of the rows each has loaded.
 */
async function loadInJobs(
  jobs: { count: number; run: ShardJob },
  onProgress: (rowsDone: number) => void,
  stopped: () => boolean,
): Promise<void> {
  const ending = new AbortController();
  // The shards ended because of it fail too: the first failure is the one to tell.
  let first: { error: unknown } | undefined;
  const rows = new Array<number>(jobs.count).fill(0);
  const shards = rows.map((_, at) =>
    jobs
      .run(
        { index: at + 1, count: jobs.count },
        (done) => {
          rows[at] = done;
          onProgress(rows.reduce((sum, count) => sum + count, 0));
          if (stopped()) ending.abort();
        },
        ending.signal,
      )
      .catch((error: unknown) => {
        first ??= { error };
        ending.abort();
      }),
  );
  await Promise.all(shards);
  if (stopped()) throw new Stopped();
  if (first) throw first.error;
}

/**
 * Undoes what a failed run added: the tables it made, or a shard's rows (`loaded`), children
 * first. Tables that failed to be made are left alone: someone else may have made them meanwhile.
 */
async function undo(
  db: Database,
  load: DatabaseLoad,
  made: boolean,
  loaded: (RowRange | undefined)[] | undefined,
): Promise<string> {
  const { file } = load;
  if (!made) return 'No rows were loaded.';
  if (!loaded) {
    await db.run(dropTableStatements(file, db.dialect));
    return load.replace
      ? 'The tables this run made were dropped (the ones it replaced are gone).'
      : 'The tables this run made were dropped.';
  }
  let deleted = 0;
  const kept = new Set<number>();
  for (let index = file.tables.length - 1; index >= 0; index--) {
    const range = loaded[index];
    if (!range) continue;
    const table = file.tables[index]!;
    // A table without a key keeps its rows, and so its parents keep theirs, which those rows reference.
    const statement = kept.has(index) ? undefined : deleteRowsStatement(table, range, db.dialect);
    if (statement) {
      await db.run([statement]);
      deleted += range.end - range.start;
    } else {
      kept.add(index);
      if (table.parent) kept.add(table.parent.table);
    }
  }
  const keptNames = [...kept].sort((a, b) => a - b).map((index) => file.tables[index]!.schema.name);
  const keptText = `The rows it added to ${andList(keptNames)} stay: a table without a key cannot tell its rows from others', and the parent rows they reference stay with them.`;
  if (!deleted) return keptNames.length ? keptText : 'This run had added no rows.';
  return `The ${rowsText(deleted)} this run had added were deleted.${keptNames.length ? ` ${keptText}` : ''}`;
}
