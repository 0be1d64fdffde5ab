import type { ParquetWriter } from 'hyparquet-writer';
import { valueType, type ValueType } from './column-types';
import { DAY, MAX_ROWS, numberBounds, type DatasetColumn, type DatasetSchema } from './dataset-schema';

/** A column of the file's schema, in the writer's own types (it carries its own copy of hyparquet's). */
export type SchemaElement = ConstructorParameters<typeof ParquetWriter>[0]['schema'][number];

/** A Parquet value of a column: what hyparquet-writer takes for the column's physical type. */
export type ParquetValue = string | number | bigint | boolean | null;

export interface ParquetColumn {
  element: SchemaElement;
  /** The cell's text (as CSV writes it) as the column's Parquet value. */
  value: (cell: string) => ParquetValue;
}

const INT32 = 2 ** 31;
/** Amounts are exact cents: DECIMAL(18, 2) is the widest that INT64 holds, and holds every amount a schema allows. */
const AMOUNT_PRECISION = 18;

/**
 * INT32 while every value fits, else INT64. A row.id is sized for the most rows any table
 * can have, not this one's: a reference holds its parent's ids, and shards of one table
 * must agree on the type to read as one table.
 */
function integerElement(column: DatasetColumn): Pick<SchemaElement, 'type'> {
  const { min, max } = numberBounds(column);
  const high = column.kind === 'row.id' ? min + MAX_ROWS - 1 : max;
  return { type: min >= -INT32 && high < INT32 ? 'INT32' : 'INT64' };
}

/** Milliseconds since midnight of `HH:mm`. */
const timeMillis = (cell: string) => (Number(cell.slice(0, 2)) * 60 + Number(cell.slice(3, 5))) * 60_000;

const STRING: Omit<SchemaElement, 'name'> = {
  type: 'BYTE_ARRAY',
  converted_type: 'UTF8',
  logical_type: { type: 'STRING' },
};

/**
 * How each value type is stored: dates as days, local date-times and times without a zone
 * (as the SQL's TIMESTAMP and TIME), amounts as exact cents.
 */
const TYPED: Record<
  ValueType,
  (column: DatasetColumn) => Omit<ParquetColumn, 'element'> & { element: Omit<SchemaElement, 'name'> }
> = {
  text: () => ({ element: STRING, value: (cell) => cell }),
  integer: (column) => {
    const element = integerElement(column);
    return { element, value: element.type === 'INT32' ? Number : BigInt };
  },
  decimal: () => ({
    element: {
      type: 'INT64',
      converted_type: 'DECIMAL',
      logical_type: { type: 'DECIMAL', precision: AMOUNT_PRECISION, scale: 2 },
      precision: AMOUNT_PRECISION,
      scale: 2,
    },
    // Amounts are written with two decimals (toFixed(2)), so the digits without the point are the cents.
    value: (cell) => BigInt(cell.replace('.', '')),
  }),
  boolean: () => ({ element: { type: 'BOOLEAN' }, value: (cell) => cell === 'true' }),
  date: () => ({
    element: { type: 'INT32', converted_type: 'DATE', logical_type: { type: 'DATE' } },
    value: (cell) => Date.parse(cell) / DAY,
  }),
  datetime: () => ({
    element: { type: 'INT64', logical_type: { type: 'TIMESTAMP', isAdjustedToUTC: false, unit: 'MILLIS' } },
    value: (cell) => BigInt(Date.parse(`${cell}Z`)),
  }),
  time: () => ({
    element: { type: 'INT32', logical_type: { type: 'TIME', isAdjustedToUTC: false, unit: 'MILLIS' } },
    value: timeMillis,
  }),
};

/**
 * The Parquet columns of a table, typed as its SQL is: INT32 or INT64, DECIMAL(18, 2), BOOLEAN,
 * DATE, TIMESTAMP, TIME or UTF-8 text; REQUIRED unless the column is left empty in some rows.
 * @example parquetColumns(schema)[0]!.element // { name: 'id', type: 'INT32', repetition_type: 'REQUIRED' }
 */
export function parquetColumns(schema: DatasetSchema): ParquetColumn[] {
  return schema.columns.map((column) => {
    const { element, value } = TYPED[valueType(column)](column);
    return {
      element: { name: column.name, ...element, repetition_type: column.nullShare ? 'OPTIONAL' : 'REQUIRED' },
      value,
    };
  });
}

/** The file's schema: a root, then one leaf a column. */
export function parquetSchema(columns: ParquetColumn[]): SchemaElement[] {
  return [{ name: 'root', num_children: columns.length }, ...columns.map((column) => column.element)];
}
