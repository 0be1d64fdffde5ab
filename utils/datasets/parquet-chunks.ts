import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import type { RowRange } from './dataset-chunks';
import type { Cell } from './dataset-rows';
import type { DatasetSchema } from './dataset-schema';
import { parquetColumns, parquetSchema, type ParquetColumn, type ParquetValue } from './parquet-columns';

export interface ParquetChunk {
  bytes: Uint8Array;
  /** Rows written so far in this range, for progress. */
  rowsDone: number;
}

/** Cells a row group holds: its rows are in memory twice (values, then encoded), so this bounds the heap whatever the rows. */
export const PARQUET_GROUP_CELLS = 1 << 17;

/**
 * Rows of a row group for a table of `columns` columns: about PARQUET_GROUP_CELLS cells, so a wide table
 * takes fewer rows a group, and at least 1,024 rows.
 * @example parquetGroupRows(12) // 10922
 */
export function parquetGroupRows(columns: number): number {
  return Math.max(1024, Math.floor(PARQUET_GROUP_CELLS / columns));
}

type RowGroup = ParquetWriter['row_groups'][number];
type PageIndexes = ParquetWriter['pendingIndexes'][number];

/**
 * One row group, encoded apart from its file: its bytes, its entry of the file's footer and its page
 * indexes, with offsets counted from the group's first byte. Plain data (bigints, bytes), so another
 * process can make it (`serialization: 'advanced'`) and ParquetFile place it.
 */
export interface ParquetGroup {
  bytes: Uint8Array;
  rowGroup: RowGroup;
  /** The page indexes of the group's column chunks, in the order of `rowGroup.columns`. */
  indexes: Array<Omit<PageIndexes, 'chunk'>>;
}

/** The 4-byte magic number a Parquet file starts and ends with ("PAR1"). */
const MAGIC_BYTES = 4;

const CREATED_BY = 'understudy';

/**
 * Rows [start, start + size) of a table as one row group: made by `rowAt`, encoded with the file's
 * settings (Snappy, statistics, page indexes). A row group depends on its rows alone, so groups can be
 * made in any order, or in several processes, and ParquetFile puts them together.
 * @example parquetGroup(parquetColumns(schema), rowAt, 0, 10_922).rowGroup.num_rows // 10922n
 */
export function parquetGroup(
  columns: ParquetColumn[],
  rowAt: (row: number) => Cell[],
  start: number,
  size: number,
): ParquetGroup {
  const data = columns.map(() => new Array<ParquetValue>(size));
  for (let at = 0; at < size; at++) {
    const cells = rowAt(start + at);
    for (let column = 0; column < columns.length; column++) {
      const cell = cells[column]!;
      data[column]![at] = cell === null ? null : columns[column]!.value(cell);
    }
  }
  const writer = new ByteWriter();
  const file = new ParquetWriter({ writer, schema: parquetSchema(columns), createdBy: CREATED_BY });
  void file.write({
    columnData: columns.map((column, at) => ({ name: column.element.name, data: data[at]! })),
    rowGroupSize: size,
  });
  // Offsets so far count the magic number this writer began with: from the group's first byte, they lose it.
  const rowGroup = file.row_groups[0]!;
  const indexes = file.pendingIndexes.map(({ chunk: _chunk, ...index }) => index);
  shiftGroup(rowGroup, indexes, -MAGIC_BYTES);
  return { bytes: new Uint8Array(writer.buffer.slice(MAGIC_BYTES, writer.index)), rowGroup, indexes };
}

/** Moves a row group's offsets (its column chunks', their pages') by `by` bytes. */
function shiftGroup(rowGroup: RowGroup, indexes: ParquetGroup['indexes'], by: number): void {
  const shift = BigInt(by);
  for (const chunk of rowGroup.columns) {
    if (chunk.file_offset !== undefined) chunk.file_offset += shift;
    const meta = chunk.meta_data;
    if (!meta) continue;
    meta.data_page_offset += shift;
    if (meta.dictionary_page_offset !== undefined) meta.dictionary_page_offset += shift;
  }
  for (const { offsetIndex } of indexes)
    for (const location of offsetIndex?.page_locations ?? []) location.offset += shift;
}

/**
 * A Parquet file put together from row groups made apart (parquetGroup), in the order they are
 * added: each call returns the bytes to write next, the magic number first and the footer last
 * (`finish`), so the file never needs to be in memory whole.
 * @example const file = new ParquetFile(columns); sink.write(file.add(group)); sink.write(file.finish())
 */
export class ParquetFile {
  private readonly writer = new ByteWriter();
  private readonly file: ParquetWriter;

  constructor(columns: ParquetColumn[]) {
    this.file = new ParquetWriter({ writer: this.writer, schema: parquetSchema(columns), createdBy: CREATED_BY });
  }

  /** The group's bytes, after the magic number on the first call, its offsets placed where it lands. */
  add(group: ParquetGroup): Uint8Array {
    shiftGroup(group.rowGroup, group.indexes, this.writer.offset);
    this.writer.appendBytes(group.bytes);
    this.file.row_groups.push(group.rowGroup);
    this.file.num_rows += group.rowGroup.num_rows;
    group.indexes.forEach((index, at) =>
      this.file.pendingIndexes.push({ ...index, chunk: group.rowGroup.columns[at]! }),
    );
    return this.take();
  }

  /** The page indexes and the footer, the file's last bytes (the magic number too, for a file of no rows). */
  finish(): Uint8Array {
    void this.file.finish();
    return this.take();
  }

  /** The bytes written since the last take, copied out; the buffer is then reused, so it holds one row group at most. */
  private take(): Uint8Array {
    const bytes = new Uint8Array(this.writer.buffer.slice(0, this.writer.index));
    this.writer.index = 0;
    return bytes;
  }
}

/** The row groups of rows [start, end): where each starts, and its rows. */
export function parquetGroupRanges(range: RowRange, groupRows: number): RowRange[] {
  const groups: RowRange[] = [];
  for (let start = range.start; start < range.end; start += groupRows)
    groups.push({ start, end: Math.min(start + groupRows, range.end) });
  return groups;
}

/**
 * Rows [start, end) of a table as one Parquet file of its own, in pieces: the file's
 * magic number with the first row group, then a row group a piece, then the footer. A
 * generator, as datasetChunks is, so the caller writes each piece before the next is
 * made, and memory holds one row group however many rows. Each shard's file is whole;
 * shards' files read together are the table.
 * @example for (const chunk of parquetChunks(schema, createRowMaker(schema, faker))) sink.write(chunk.bytes);
 */
export function* parquetChunks(
  schema: DatasetSchema,
  rowAt: (row: number) => Cell[],
  range: RowRange = { start: 0, end: schema.rows },
  groupRows: number = parquetGroupRows(schema.columns.length),
): Generator<ParquetChunk, void, undefined> {
  const columns = parquetColumns(schema);
  const file = new ParquetFile(columns);
  for (const { start, end } of parquetGroupRanges(range, groupRows)) {
    yield { bytes: file.add(parquetGroup(columns, rowAt, start, end - start)), rowsDone: end - range.start };
  }
  yield { bytes: file.finish(), rowsDone: Math.max(0, range.end - range.start) };
}
