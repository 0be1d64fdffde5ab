import type { Faker } from '@faker-js/faker';
import { datasetChunks, CHUNK_CHARS, type Chunk } from './dataset-chunks';
import { createEncoder, type FormatOptions } from './dataset-formats';
import { createTableRowMaker } from './related-rows';
import type { DatasetFile } from './related-schema';
import { relatedRowCount, relatedSqlChunks } from './related-sql';
import { parseSchemaFile, type SchemaFile } from './schema-file';

/** What a generation is asked to make: the schema and how to write it. */
export interface DatasetJob {
  schema: SchemaFile;
  format: FormatOptions;
  /** Of a schema with several tables, the one table a CSV or NDJSON file holds; SQL and JSON hold them all. */
  table?: string;
}

/** What a job writes: the checked tables, the rows it makes over all of them, the file's name and type, and its text. */
export interface JobOutput {
  file: DatasetFile;
  related: boolean;
  rows: number;
  /** The file's name before its extension: the schema's, and a CSV or NDJSON file's table after a dash. */
  baseName: string;
  extension: string;
  mimeType: string;
  chunks(faker: Faker): Iterable<Chunk>;
}

/**
 * How a job's file is made. A one-table schema writes as it always did. A related one
 * writes as the command line does: SQL makes every table in dependency order with its
 * keys (relatedSqlChunks); JSON is one object with an array a table, parents first; CSV
 * and NDJSON hold one table, `job.table`, as the command line's `--table`. Throws, saying
 * why, when the schema or the table is not one.
 * @example jobOutput({ schema: shop, format: { format: 'csv' }, table: 'orders' }).baseName // 'shop-orders'
 */
export function jobOutput(job: DatasetJob): JobOutput {
  const parsed = parseSchemaFile(job.schema);
  if (!parsed.ok) throw new Error(parsed.error);
  const { file } = parsed;
  const { format } = job;
  const first = file.tables[0]!.schema;
  if (!file.related) {
    const { extension, mimeType } = createEncoder(first, format);
    const chunks = (faker: Faker) => datasetChunks(first, faker, format);
    return { file, related: false, rows: first.rows, baseName: file.name, extension, mimeType, chunks };
  }
  if (format.format === 'sql' || format.format === 'json') {
    const { extension, mimeType } = createEncoder(first, format);
    const chunks = (faker: Faker) =>
      format.format === 'sql'
        ? relatedSqlChunks(file, faker, {
            dialect: format.dialect ?? 'postgresql',
            batchSize: format.batchSize ?? 1000,
          })
        : relatedJsonChunks(file, faker);
    return { file, related: true, rows: relatedRowCount(file), baseName: file.name, extension, mimeType, chunks };
  }
  const index = file.tables.findIndex((table) => table.schema.name === job.table);
  if (index < 0) throw new Error(`The schema has no table "${job.table ?? ''}" to write as ${format.format}.`);
  const { schema } = file.tables[index]!;
  const { extension, mimeType } = createEncoder(schema, format);
  const chunks = (faker: Faker) => {
    const rowAt = createTableRowMaker(file, index, faker);
    return datasetChunks(schema, faker, format, undefined, CHUNK_CHARS, (row) => rowAt(row).cells);
  };
  return {
    file,
    related: true,
    rows: schema.rows,
    baseName: `${file.name}-${schema.name}`,
    extension,
    mimeType,
    chunks,
  };
}

/**
 * Every table of a related schema as one JSON object, a table's rows an array under its
 * name, parents first: `{ "customers": [ {…}, … ], "orders": [ … ] }`.
 */
export function* relatedJsonChunks(
  file: DatasetFile,
  faker: Faker,
  chunkChars: number = CHUNK_CHARS,
): Generator<Chunk, void, undefined> {
  let text = '{\n';
  let rowsDone = 0;
  for (const [index, table] of file.tables.entries()) {
    const encoder = createEncoder(table.schema, { format: 'json' });
    const rowAt = createTableRowMaker(file, index, faker);
    text += `${index ? ',\n' : ''}${JSON.stringify(table.schema.name)}: [\n`;
    for (let row = 0; row < table.schema.rows; row++) {
      text += encoder.row(rowAt(row).cells, row);
      rowsDone++;
      if (text.length >= chunkChars) {
        yield { text, rowsDone };
        text = '';
      }
    }
    text += ']';
  }
  yield { text: `${text}\n}\n`, rowsDone };
}
