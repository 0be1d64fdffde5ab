import { valueType, type ValueType } from './column-types';
import type { Cell } from './dataset-rows';
import type { DatasetEncoder } from './dataset-encoder';
import type { DatasetSchema } from './dataset-schema';
import { sqlDialect, type SqlDialectName } from './sql-dialects';

export const FORMATS = ['csv', 'json', 'ndjson', 'sql'] as const;
export type DatasetFormat = (typeof FORMATS)[number];
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface FormatOptions {
  format: DatasetFormat;
  /** CSV only; a comma unless chosen. */
  delimiter?: CsvDelimiter;
  /** SQL only. */
  dialect?: SqlDialectName;
  /** SQL only: rows per INSERT statement. */
  batchSize?: number;
}

export function createEncoder(schema: DatasetSchema, options: FormatOptions): DatasetEncoder {
  const types = schema.columns.map(valueType);
  const names = schema.columns.map((column) => column.name);
  switch (options.format) {
    case 'csv':
      return csvEncoder(names, options.delimiter ?? ',');
    case 'json':
      return jsonEncoder(names, types);
    case 'ndjson':
      return {
        head: () => '',
        row: jsonObject(names, types),
        tail: () => '',
        mimeType: 'application/x-ndjson',
        extension: 'ndjson',
      };
    case 'sql':
      return sqlDialect(options.dialect ?? 'postgresql').encoder(schema, options.batchSize ?? 1000);
  }
}

/**
 * RFC 4180: CRLF after every record, a header record, and a field in double quotes
 * when it holds the delimiter, a quote (doubled), CR or LF. Fields with a space at
 * either end are quoted too, as many parsers trim unquoted ones. Empty (NULL) cells
 * are written as nothing, an empty string as `""`, so the two stay apart.
 * @example csvField('say "hi", ok', ',') // '"say ""hi"", ok"'
 */
export function csvField(value: Cell, delimiter: CsvDelimiter): string {
  if (value === null) return '';
  if (value === '') return '""';
  return NEEDS_QUOTES[delimiter].test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One test a field, per delimiter: faster than four, and a million rows have twelve million fields. */
const NEEDS_QUOTES: Record<CsvDelimiter, RegExp> = {
  ',': /[",\r\n]|^\s|\s$/,
  ';': /[";\r\n]|^\s|\s$/,
  '\t': /["\t\r\n]|^\s|\s$/,
  '|': /["|\r\n]|^\s|\s$/,
};

function csvEncoder(names: string[], delimiter: CsvDelimiter): DatasetEncoder {
  const line = (cells: readonly Cell[]) => {
    let text = csvField(cells[0] ?? null, delimiter);
    for (let i = 1; i < cells.length; i++) text += delimiter + csvField(cells[i]!, delimiter);
    return `${text}\r\n`;
  };
  return {
    head: () => line(names),
    row: (cells) => line(cells),
    tail: () => '',
    mimeType: delimiter === '\t' ? 'text/tab-separated-values' : 'text/csv',
    extension: delimiter === '\t' ? 'tsv' : 'csv',
  };
}

/** A JSON value of the column's type: numbers and booleans bare, the rest as strings. */
function jsonValue(value: Cell, type: ValueType): string {
  if (value === null) return 'null';
  if (type === 'integer' || type === 'decimal' || type === 'boolean') return value;
  return JSON.stringify(value);
}

function jsonObject(names: string[], types: ValueType[]): (cells: readonly Cell[]) => string {
  const keys = names.map((name) => `${JSON.stringify(name)}:`);
  return (cells) => {
    let text = '{';
    for (let i = 0; i < cells.length; i++) text += (i ? ',' : '') + keys[i] + jsonValue(cells[i]!, types[i]!);
    return `${text}}\n`;
  };
}

/** One array, an object a line; the comma before row k > 0 belongs to row k, so any run of rows writes its own commas. */
function jsonEncoder(names: string[], types: ValueType[]): DatasetEncoder {
  const object = jsonObject(names, types);
  return {
    head: () => '[\n',
    row: (cells, row) => (row > 0 ? ',' : '') + object(cells),
    tail: () => ']\n',
    mimeType: 'application/json',
    extension: 'json',
  };
}
