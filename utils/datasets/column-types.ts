import type { ColumnKind, DatasetColumn } from './dataset-schema';

/**
 * What a column holds, which decides its SQL type and how each format writes it
 * (a JSON number, a quoted SQL string, 0/1 in SQLite). Everything not listed is text.
 */
export type ValueType = 'text' | 'integer' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'time';

const TYPES: Partial<Record<ColumnKind, ValueType>> = {
  'row.id': 'integer',
  'number.int': 'integer',
  'finance.amount': 'decimal',
  'datatype.boolean': 'boolean',
  'date.birthdate': 'date',
  'date.anytime': 'date',
  'date.datetimeLocal': 'datetime',
  'date.time': 'time',
};

/** A column with a list of values holds text, whatever its kind: the list is what the user typed. */
export function valueType(column: DatasetColumn): ValueType {
  return column.values ? 'text' : (TYPES[column.kind] ?? 'text');
}

/** Kinds whose text can be long: VARCHAR(255) would cut them, so MySQL gets TEXT. */
export const LONG_TEXT_KINDS: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['lorem.paragraph']);
