import { readFileSync } from 'node:fs';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { describe, expect, it } from 'vitest';
import { valueType } from '@/utils/datasets/column-types';
import { shardRange, type RowRange } from '@/utils/datasets/dataset-chunks';
import { createRowMaker, type Cell } from '@/utils/datasets/dataset-rows';
import type { DatasetSchema } from '@/utils/datasets/dataset-schema';
import { ByteWriter, ParquetWriter } from 'hyparquet-writer';
import {
  parquetChunks,
  parquetGroup,
  parquetGroupRanges,
  ParquetFile,
  type ParquetGroup,
} from '@/utils/datasets/parquet-chunks';
import { parquetColumns, parquetSchema } from '@/utils/datasets/parquet-columns';
import { createTableRowMaker, relatedShardRanges } from '@/utils/datasets/related-rows';
import { parseDatasetFile } from '@/utils/datasets/related-schema';
import { createFaker } from '@/utils/values/create-faker';
import { exampleSchema, fakerFor, schemaOf } from '../support/dataset-schemas';
import { NASTY_VALUES } from '../support/nasty-values';

/** Every value type, empty cells, and text that breaks careless writers. */
const wide = schemaOf(
  [
    { name: 'id', kind: 'row.id' },
    { name: 'small', kind: 'number.int', min: -5, max: 5, nullShare: 0.2 },
    { name: 'big', kind: 'number.int', min: 0, max: 2 ** 40 },
    { name: 'amount', kind: 'finance.amount', min: -50, max: 5000 },
    { name: 'paid', kind: 'datatype.boolean', nullShare: 0.1 },
    { name: 'born', kind: 'date.birthdate' },
    { name: 'at', kind: 'date.datetimeLocal' },
    { name: 'alarm', kind: 'date.time' },
    { name: 'name', kind: 'person.fullName', nullShare: 0.3 },
    { name: 'note', kind: 'helpers.arrayElement', values: NASTY_VALUES },
    { name: 'uuid', kind: 'string.uuid', unique: true },
  ],
  { rows: 3000 },
);

/** The file a run of chunks makes. */
function fileOf(
  schema: DatasetSchema,
  range?: RowRange,
  groupRows?: number,
  rowAt = createRowMaker(schema, fakerFor(schema)),
) {
  const parts = [...parquetChunks(schema, rowAt, range, groupRows)].map((chunk) => chunk.bytes);
  const bytes = Buffer.concat(parts);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

const read = (file: ArrayBuffer) => parquetReadObjects({ file });

/** What hyparquet should read back for a cell: the value in the column's type, not its text. */
function expected(schema: DatasetSchema, cells: Cell[]): Record<string, unknown> {
  return Object.fromEntries(
    schema.columns.map((column, at) => {
      const cell = cells[at]!;
      if (cell === null) return [column.name, null];
      const value = {
        text: () => cell,
        integer: () => (column.kind === 'number.int' && (column.max ?? 0) >= 2 ** 31 ? BigInt(cell) : Number(cell)),
        decimal: () => Number(cell),
        boolean: () => cell === 'true',
        date: () => new Date(`${cell}T00:00:00Z`),
        datetime: () => new Date(`${cell}:00Z`),
        time: () => Number(cell.slice(0, 2)) * 3_600_000 + Number(cell.slice(3, 5)) * 60_000,
      }[valueType(column)]();
      return [column.name, value];
    }),
  );
}

describe('Parquet, read back by hyparquet', () => {
  it('types each column as the schema says, and knows which can be empty', () => {
    const { schema, num_rows, row_groups } = parquetMetadata(fileOf(wide, undefined, 1000));
    expect(num_rows).toBe(3000n);
    expect(row_groups.map((group) => group.num_rows)).toEqual([1000n, 1000n, 1000n]);
    const types = Object.fromEntries(
      schema
        .slice(1)
        .map((element) => [
          element.name,
          [element.type, element.logical_type?.type ?? element.converted_type ?? '', element.repetition_type].join(' '),
        ]),
    );
    expect(types).toEqual({
      id: 'INT32  REQUIRED',
      small: 'INT32  OPTIONAL',
      big: 'INT64  REQUIRED',
      amount: 'INT64 DECIMAL REQUIRED',
      paid: 'BOOLEAN  OPTIONAL',
      born: 'INT32 DATE REQUIRED',
      at: 'INT64 TIMESTAMP REQUIRED',
      alarm: 'INT32 TIME REQUIRED',
      name: 'BYTE_ARRAY STRING OPTIONAL',
      note: 'BYTE_ARRAY STRING REQUIRED',
      uuid: 'BYTE_ARRAY STRING REQUIRED',
    });
    expect(schema.find((element) => element.name === 'amount')).toMatchObject({ precision: 18, scale: 2 });
  });

  it('holds every row, each value in its type, nulls as null', async () => {
    const rows = await read(fileOf(wide, undefined, 700));
    const rowAt = createRowMaker(wide, fakerFor(wide));
    expect(rows).toHaveLength(3000);
    expect(rows).toEqual(Array.from({ length: 3000 }, (_, row) => expected(wide, rowAt(row))));
    // A few values by eye: the first id, empty cells in each optional column, every awkward string.
    expect(rows[0]!.id).toBe(1);
    for (const name of ['small', 'paid', 'name']) expect(rows.some((row) => row[name] === null)).toBe(true);
    expect(new Set(rows.map((row) => row.note))).toEqual(new Set(NASTY_VALUES));
  });

  it('writes the same rows whatever the row groups', async () => {
    const schema = exampleSchema({ rows: 2500 });
    expect(await read(fileOf(schema, undefined, 333))).toEqual(await read(fileOf(schema)));
  });

  it('writes a file with no rows for an empty shard, which still reads', async () => {
    const file = fileOf(wide, { start: 10, end: 10 });
    expect(parquetMetadata(file).num_rows).toBe(0n);
    expect(await read(file)).toEqual([]);
  });
});

describe('Parquet row groups made apart', () => {
  // Paragraphs fill more than a page (1 MB) a row group, so the column chunks have page indexes to place too.
  const long = schemaOf(
    [
      { name: 'id', kind: 'row.id' },
      { name: 'text', kind: 'lorem.paragraph' },
      { name: 'n', kind: 'number.int', min: 0, max: 9, nullShare: 0.2 },
    ],
    { rows: 24_000 },
  );
  // Rows are put together from 100 made rows' paragraphs: making 24,000 took a loaded machine most of 30 s.
  const makeRow = createRowMaker(long, fakerFor(long));
  const paragraphs = Array.from({ length: 100 }, (_, row) => makeRow(row)[1]!);
  const rowAt = (row: number): Cell[] => [
    String(row + 1),
    `${row} ${paragraphs[row % paragraphs.length]}`,
    row % 5 === 0 ? null : String(row % 10),
  ];
  const columns = parquetColumns(long);
  const range = { start: 0, end: long.rows };
  const groupRows = 10_000;
  const bytesOf = (parts: Uint8Array[]) => Buffer.concat(parts);

  /** The file as hyparquet-writer writes it with one writer for all the groups: offsets counted as it goes. */
  let written: Buffer | undefined;
  const oneWriter = () => (written ??= writeWithOneWriter());
  function writeWithOneWriter(): Buffer {
    const writer = new ByteWriter();
    const file = new ParquetWriter({ writer, schema: parquetSchema(columns), createdBy: 'understudy' });
    for (const { start, end } of parquetGroupRanges(range, groupRows)) {
      const rows = Array.from({ length: end - start }, (_, row) => rowAt(start + row));
      const data = columns.map((column, at) =>
        rows.map((cells) => (cells[at] === null ? null : column.value(cells[at]!))),
      );
      void file.write({
        columnData: columns.map((column, at) => ({ name: column.element.name, data: data[at]! })),
        rowGroupSize: end - start,
      });
    }
    void file.finish();
    return Buffer.from(writer.getBytes());
  }

  it('make the file one writer makes, byte for byte, page indexes included', () => {
    const made = bytesOf([...parquetChunks(long, rowAt, range, groupRows)].map((chunk) => chunk.bytes));
    expect(made.equals(oneWriter())).toBe(true);
    const metadata = parquetMetadata(made.buffer.slice(made.byteOffset, made.byteOffset + made.byteLength));
    expect(metadata.row_groups.map((group) => group.num_rows)).toEqual([10_000n, 10_000n, 4_000n]);
    expect(metadata.row_groups[1]!.columns[1]!.offset_index_offset).toBeDefined();
    // More than a page of text in the group, so its column chunk's page index has pages to place.
    expect(metadata.row_groups[1]!.columns[1]!.meta_data!.total_uncompressed_size).toBeGreaterThan(1_048_576n);
  });

  it('make the same file in whatever order they are made, as processes making them at once do', () => {
    const groups = parquetGroupRanges(range, groupRows);
    const made = new Array<ParquetGroup>(groups.length);
    for (let at = groups.length - 1; at >= 0; at--)
      made[at] = parquetGroup(columns, rowAt, groups[at]!.start, groups[at]!.end - groups[at]!.start);
    const file = new ParquetFile(columns);
    const assembled = bytesOf([...made.map((group) => file.add(group)), file.finish()]);
    expect(assembled.equals(oneWriter())).toBe(true);
  });
});

describe('Parquet shards', () => {
  it('four shards of a table read together are one run, row for row', async () => {
    const schema = exampleSchema({ rows: 1999 });
    const whole = await read(fileOf(schema));
    const shards = [1, 2, 3, 4].map((index) => fileOf(schema, shardRange(schema.rows, index, 4), 128));
    expect((await Promise.all(shards.map(read))).flat()).toEqual(whole);
  });

  it("four shards of a related schema's child table read together are one run, and keep their parents' keys", async () => {
    const parsed = parseDatasetFile({
      ...JSON.parse(readFileSync('examples/shop.schema.json', 'utf8')),
      seed: 11,
    });
    if (!parsed.ok) throw new Error(parsed.error);
    const { file } = parsed;
    const faker = createFaker('en_US', 0);
    const orders = file.tables[1]!.schema;
    const rowsOf = (range?: RowRange) => {
      const rowAt = createTableRowMaker(file, 1, faker);
      return read(fileOf(orders, range, 100, (row) => rowAt(row).cells));
    };
    const whole = await rowsOf();
    const shards = await Promise.all([1, 2, 3, 4].map((index) => rowsOf(relatedShardRanges(file, index, 4)[1])));
    expect(shards.flat()).toEqual(whole);
    expect(whole).toHaveLength(orders.rows);
    // Each shard's orders belong to that shard's customers.
    shards.forEach((rows, at) => {
      const customers = relatedShardRanges(file, at + 1, 4)[0]!;
      for (const row of rows) expect(row.customer_id).toBeGreaterThan(customers.start);
      for (const row of rows) expect(row.customer_id).toBeLessThanOrEqual(customers.end);
    });
  });
});
