import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import type { RowRange } from './dataset-chunks';
import type { Cell } from './dataset-rows';
import type { DatasetSchema } from './dataset-schema';
import { parquetColumns, parquetSchema, type ParquetValue } from './parquet-columns';

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

/** The bytes written since the last take, copied out; the buffer is then reused, so it holds one row group at most. */
function takeBytes(writer: ByteWriter): Uint8Array {
  const bytes = new Uint8Array(writer.buffer.slice(0, writer.index));
  writer.index = 0;
  return bytes;
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
  const writer = new ByteWriter();
  const file = new ParquetWriter({ writer, schema: parquetSchema(columns), createdBy: 'understudy' });
  for (let start = range.start; start < range.end; start += groupRows) {
    const size = Math.min(groupRows, range.end - start);
    const data = columns.map(() => new Array<ParquetValue>(size));
    for (let at = 0; at < size; at++) {
      const cells = rowAt(start + at);
      for (let column = 0; column < columns.length; column++) {
        const cell = cells[column]!;
        data[column]![at] = cell === null ? null : columns[column]!.value(cell);
      }
    }
    void file.write({
      columnData: columns.map((column, at) => ({ name: column.element.name, data: data[at]! })),
      rowGroupSize: size,
    });
    yield { bytes: takeBytes(writer), rowsDone: start + size - range.start };
  }
  void file.finish();
  yield { bytes: takeBytes(writer), rowsDone: Math.max(0, range.end - range.start) };
}
