import type { Faker } from '@faker-js/faker';
import { createEncoder, type FormatOptions } from './dataset-formats';
import { createRowMaker, type Cell } from './dataset-rows';
import type { DatasetSchema } from './dataset-schema';

/** Rows [start, end) of the whole. */
export interface RowRange {
  start: number;
  end: number;
}

/**
 * Slice `index` (1-based, as Playwright's and Jest's `--shard` count) of `count`: even
 * slices, the remainder spread, so the slices in order cover every row once.
 * @example shardRange(10, 1, 3) // { start: 0, end: 3 }
 * @example shardRange(10, 3, 3) // { start: 6, end: 10 }
 */
export function shardRange(rows: number, index: number, count: number): RowRange {
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count)
    throw new RangeError(`A shard is i/n with 1 ≤ i ≤ n, not ${index}/${count}.`);
  return { start: Math.floor(((index - 1) * rows) / count), end: Math.floor((index * rows) / count) };
}

export interface Chunk {
  text: string;
  /** Rows written so far in this range, for progress. */
  rowsDone: number;
}

/** About 64 K characters a chunk: big enough that writing is cheap, small enough that memory stays flat. */
export const CHUNK_CHARS = 1 << 14;

/**
 * The dataset's text for rows [start, end), in chunks, with the file's head when the
 * range holds row 0 and its tail when it holds the last row: so the chunks of
 * `shardRange(rows, 1, n)` … `shardRange(rows, n, n)` joined are the whole file.
 * A generator, so the caller decides the pace (a disk write, a progress update, Cancel)
 * and never holds more than one chunk. `rowAt` makes the rows of a table of a related
 * schema (createTableRowMaker); a one-table schema makes its own.
 */
export function* datasetChunks(
  schema: DatasetSchema,
  faker: Faker,
  format: FormatOptions,
  range: RowRange = { start: 0, end: schema.rows },
  chunkChars: number = CHUNK_CHARS,
  rowAt: (row: number) => Cell[] = createRowMaker(schema, faker),
): Generator<Chunk, void, undefined> {
  const encoder = createEncoder(schema, format);
  // The range holding row 0 writes the head, the one holding the last row the tail; empty ranges (more shards than rows) write nothing.
  const empty = range.start >= range.end;
  let text = range.start === 0 && !empty ? encoder.head() : '';
  for (let row = range.start; row < range.end; row++) {
    text += encoder.row(rowAt(row), row);
    if (text.length >= chunkChars) {
      yield { text, rowsDone: row + 1 - range.start };
      text = '';
    }
  }
  if (range.end === schema.rows && !empty) text += encoder.tail();
  if (text) yield { text, rowsDone: range.end - range.start };
}
