import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { datasetChunks } from '../../../utils/datasets/dataset-chunks';
import { createRowMaker, type Cell } from '../../../utils/datasets/dataset-rows';
import { parseDatasetSchema, type DatasetSchema } from '../../../utils/datasets/dataset-schema';
import { parquetChunks } from '../../../utils/datasets/parquet-chunks';
import { createTableRowMaker } from '../../../utils/datasets/related-rows';
import { parseDatasetFile, type DatasetFile } from '../../../utils/datasets/related-schema';
import { createFaker } from '../../../utils/values/create-faker';

/*
 * The Parquet side of bench:datasets, on three shapes: the customers example (the floor's
 * own 12 columns), a wide flat table of 40 columns of every value type, and the shop's
 * customers → orders → line items, each table a file of its own (--table). Each
 * measurement runs in a process of its own, as the rest of the benchmark does.
 */

export type Shape = 'customers' | 'wide' | 'shop';
export type Writer = 'csv' | 'parquet';

/** 40 columns: text of every length, integers of both widths, amounts, booleans, dates, date-times, times, lists, empty cells. */
const WIDE_COLUMNS: DatasetSchema['columns'] = [
  { name: 'id', kind: 'row.id' },
  { name: 'first_name', kind: 'person.firstName' },
  { name: 'middle_name', kind: 'person.middleName', nullShare: 0.5 },
  { name: 'last_name', kind: 'person.lastName' },
  { name: 'sex', kind: 'person.sex' },
  { name: 'job', kind: 'person.jobTitle' },
  { name: 'born', kind: 'date.birthdate' },
  { name: 'username', kind: 'internet.username' },
  { name: 'email', kind: 'internet.email', unique: true },
  { name: 'url', kind: 'internet.url', nullShare: 0.2 },
  { name: 'phone', kind: 'phone.number' },
  { name: 'street', kind: 'location.streetAddress' },
  { name: 'unit', kind: 'location.secondaryAddress', nullShare: 0.7 },
  { name: 'city', kind: 'location.city' },
  { name: 'state', kind: 'location.state' },
  { name: 'zip', kind: 'location.zipCode' },
  { name: 'country', kind: 'location.country' },
  { name: 'time_zone', kind: 'location.timeZone' },
  { name: 'company', kind: 'company.name', nullShare: 0.3 },
  { name: 'card', kind: 'finance.creditCardNumber' },
  { name: 'card_expiry', kind: 'finance.creditCardExpiry' },
  { name: 'currency', kind: 'finance.currencyCode' },
  { name: 'iban', kind: 'finance.iban' },
  { name: 'balance', kind: 'finance.amount', min: 0, max: 5000 },
  { name: 'credit_limit', kind: 'finance.amount', min: 100, max: 50000, nullShare: 0.1 },
  { name: 'visits', kind: 'number.int', min: 0, max: 1000 },
  { name: 'score', kind: 'number.int', min: -100, max: 100 },
  { name: 'bytes_used', kind: 'number.int', min: 0, max: 2 ** 40 },
  { name: 'verified', kind: 'datatype.boolean' },
  { name: 'newsletter', kind: 'datatype.boolean', nullShare: 0.2 },
  { name: 'signed_up', kind: 'date.anytime', from: '2020-01-01', to: '2025-12-31' },
  { name: 'renews', kind: 'date.anytime' },
  { name: 'last_login', kind: 'date.datetimeLocal' },
  { name: 'quiet_from', kind: 'date.time' },
  { name: 'plan', kind: 'helpers.arrayElement', values: ['free', 'team', 'business', 'enterprise'] },
  { name: 'colour', kind: 'color.rgb' },
  { name: 'tags', kind: 'lorem.words' },
  { name: 'api_key', kind: 'string.uuid', unique: true },
  { name: 'password', kind: 'internet.password' },
  { name: 'bio', kind: 'lorem.paragraph', nullShare: 0.8 },
];

function loadCustomers(root: string, rows: number): DatasetSchema {
  const parsed = parseDatasetSchema({
    ...JSON.parse(readFileSync(join(root, 'examples/customers.schema.json'), 'utf8')),
    rows,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
}

function wideSchema(rows: number): DatasetSchema {
  const parsed = parseDatasetSchema({
    version: 1,
    name: 'wide',
    locale: 'en_US',
    seed: 1,
    rows,
    columns: WIDE_COLUMNS,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
}

/** The shop example with `rows` customers. */
function shopFile(root: string, rows: number): DatasetFile {
  const json = JSON.parse(readFileSync(join(root, 'examples/shop.schema.json'), 'utf8'));
  json.tables[0].rows = rows;
  const parsed = parseDatasetFile(json);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

/** Each table the shape writes, with its row maker: one file a table. */
function tablesOf(root: string, shape: Shape, rows: number) {
  const faker = createFaker('en_US', 0);
  if (shape !== 'shop') {
    const schema = shape === 'wide' ? wideSchema(rows) : loadCustomers(root, rows);
    return [{ schema, rowAt: createRowMaker(schema, faker) }];
  }
  const file = shopFile(root, rows);
  return file.tables.map(({ schema }, index) => {
    const rowAt = createTableRowMaker(file, index, faker);
    return { schema, rowAt: (row: number): Cell[] => rowAt(row).cells };
  });
}

/**
 * Writes the shape as `writer` and throws the bytes away, calling `checkpoint` after each
 * piece with the rows made so far over all tables. Returns the rows made and the bytes.
 */
export function writeShape(
  root: string,
  shape: Shape,
  writer: Writer,
  rows: number,
  checkpoint: (rowsDone: number) => void,
): { rows: number; bytes: number } {
  let done = 0;
  let bytes = 0;
  for (const { schema, rowAt } of tablesOf(root, shape, rows)) {
    const pieces =
      writer === 'parquet'
        ? parquetChunks(schema, rowAt)
        : datasetChunks(schema, createFaker('en_US', 0), { format: 'csv' }, undefined, undefined, rowAt);
    for (const piece of pieces) {
      bytes += 'text' in piece ? piece.text.length : piece.bytes.length;
      checkpoint(done + piece.rowsDone);
    }
    done += schema.rows;
  }
  return { rows: done, bytes };
}

/**
 * The heap still held after a full collection, at each eighth of the run: what a writer
 * keeps, without the garbage V8 had not collected yet. Needs --expose-gc.
 */
export function heapAfterCollection(root: string, shape: Shape, rows: number): { rows: number; heapMB: number }[] {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with --expose-gc.');
  const total = tablesOf(root, shape, rows).reduce((sum, table) => sum + table.schema.rows, 0);
  const marks = Array.from({ length: 8 }, (_, at) => Math.round(((at + 1) * total) / 8));
  const samples: { rows: number; heapMB: number }[] = [];
  writeShape(root, shape, 'parquet', rows, (rowsDone) => {
    while (marks.length && rowsDone >= marks[0]!) {
      marks.shift();
      gc();
      samples.push({ rows: rowsDone, heapMB: process.memoryUsage().heapUsed / 2 ** 20 });
    }
  });
  return samples;
}
