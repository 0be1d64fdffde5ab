import type { Faker } from '@faker-js/faker';
import { valueType } from './column-types';
import { shardRange, type RowRange } from './dataset-chunks';
import type { Cell } from './dataset-rows';
import { createTableRowMaker, relatedShardRanges } from './related-rows';
import type { DatasetFile, TablePlan } from './related-schema';
import { createTableSql, foreignKeySql, keySql } from './related-sql';
import { dialectOf, type SqlDialectName } from './sql-dialects';

/** Rows [start, end) of table `table` (its place in DatasetFile.tables), loaded in one transaction. */
export interface LoadBatch extends RowRange {
  table: number;
}

/** The rows of each table a run loads: every row, or shard i of n (a child table: its parents' children). */
export function loadRanges(file: DatasetFile, shard?: { index: number; count: number }): RowRange[] {
  if (!shard) return file.tables.map((table) => ({ start: 0, end: table.schema.rows }));
  if (file.related) return relatedShardRanges(file, shard.index, shard.count);
  return [shardRange(file.tables[0]!.schema.rows, shard.index, shard.count)];
}

/**
 * The transactions of a load, table by table in dependency order, at most `rows` rows each.
 * @example [...loadBatches([{ start: 0, end: 5 }], 2)] // [{ table: 0, start: 0, end: 2 }, { table: 0, start: 2, end: 4 }, { table: 0, start: 4, end: 5 }]
 */
export function* loadBatches(ranges: RowRange[], rows: number): Generator<LoadBatch, void, undefined> {
  for (const [table, { start, end }] of ranges.entries())
    for (let at = start; at < end; at += rows) yield { table, start: at, end: Math.min(end, at + rows) };
}

/** Makes the cells of each table's rows, a maker per table so a child steps from its last parent. */
export function createBatchRows(file: DatasetFile, faker: Faker): (batch: LoadBatch) => Generator<Cell[]> {
  const makers = file.tables.map((_, index) => createTableRowMaker(file, index, faker));
  return function* ({ table, start, end }) {
    const rowAt = makers[table]!;
    for (let row = start; row < end; row++) yield rowAt(row).cells;
  };
}

/**
 * CREATE TABLE statements in dependency order, without their semicolons (drivers take
 * one statement at a time); `ifNotExists` for shards, which share the tables; without
 * their keys where `keys` is false, for addKeyStatements after the rows.
 */
export function createTableStatements(
  file: DatasetFile,
  dialect: SqlDialectName,
  ifNotExists: boolean,
  keys = true,
): string[] {
  return file.tables.map((_, index) => {
    const sql = createTableSql(file, index, dialectOf(dialect), keys).replace(/;\n$/, '');
    return ifNotExists ? sql.replace(/^CREATE TABLE /, 'CREATE TABLE IF NOT EXISTS ') : sql;
  });
}

/**
 * ALTER TABLE statements that add the keys createTableStatements left out: each table's
 * primary and unique keys, each built in one pass over the rows, then the foreign keys,
 * parents first, each checking every row against its parent in one join.
 * @example addKeyStatements(shop, 'postgresql')[1] // 'ALTER TABLE "orders" ADD PRIMARY KEY ("id"), ADD UNIQUE ("order_no")'
 */
export function addKeyStatements(file: DatasetFile, dialect: SqlDialectName): string[] {
  const sql = dialectOf(dialect);
  const alter = (index: number, keys: (string | undefined)[]) => {
    const added = keys.filter((key) => key !== undefined).map((key) => `ADD ${key}`);
    return added.length ? [`ALTER TABLE ${sql.identifier(file.tables[index]!.schema.name)} ${added.join(', ')}`] : [];
  };
  return [
    ...file.tables.flatMap((_, index) => alter(index, keySql(file, index, sql, false))),
    ...file.tables.flatMap((_, index) => alter(index, [foreignKeySql(file, index, sql)])),
  ];
}

/** DROP TABLE statements, children first. */
export function dropTableStatements(file: DatasetFile, dialect: SqlDialectName): string[] {
  const { identifier } = dialectOf(dialect);
  return file.tables.map((table) => `DROP TABLE IF EXISTS ${identifier(table.schema.name)}`).reverse();
}

/**
 * The key that finds a table's rows: its PRIMARY KEY, or a one-table schema's row.id that is
 * UNIQUE and never empty. Row k holds min + k, so the rows a run added are one range of keys,
 * and the database's uniqueness makes sure no one else's row is in it.
 */
export function rowKey(table: TablePlan): { column: string; min: number } | undefined {
  const at =
    table.primaryKey ??
    table.schema.columns.findIndex((column) => column.kind === 'row.id' && column.unique && !column.nullShare);
  const column = table.schema.columns[at];
  return column && { column: column.name, min: column.min ?? 1 };
}

/**
 * DELETE statements, children first, for rows a run loaded into tables it shares (shards),
 * by their key ranges; undefined for a table without a key, whose rows cannot be told apart.
 * @example deleteRowsStatement(customers, { start: 0, end: 100 }, 'postgresql') // 'DELETE FROM "customers" WHERE "id" >= 1 AND "id" < 101'
 */
export function deleteRowsStatement(table: TablePlan, range: RowRange, dialect: SqlDialectName): string | undefined {
  const key = rowKey(table);
  if (!key) return undefined;
  const { identifier } = dialectOf(dialect);
  const column = identifier(key.column);
  return `DELETE FROM ${identifier(table.schema.name)} WHERE ${column} >= ${key.min + range.start} AND ${column} < ${key.min + range.end}`;
}

const COPY_SPECIAL = /[\\\t\n\r\0]/;
const COPY_SPECIALS = new RegExp(COPY_SPECIAL.source, 'g');
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '' };

/**
 * One row of PostgreSQL's COPY text format: tabs between columns, \N for NULL, backslash
 * escapes. Text cannot hold NUL in PostgreSQL, so NUL is dropped, as the SQL file drops it.
 * @example copyLine(['1', 'a\tb', null]) // '1\ta\\tb\t\\N\n'
 */
export function copyLine(cells: Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (i) line += '\t';
    if (cell === null) line += '\\N';
    else line += COPY_SPECIAL.test(cell) ? cell.replace(COPY_SPECIALS, (char) => COPY_ESCAPES[char]!) : cell;
  }
  return `${line}\n`;
}

/** The value SQLite's bound parameters take: booleans as 1 and 0, as the SQLite file writes them. */
export function sqliteCells(table: TablePlan): (cells: Cell[]) => (string | number | null)[] {
  const booleans = table.schema.columns.flatMap((column, at) => (valueType(column) === 'boolean' ? [at] : []));
  if (!booleans.length) return (cells) => cells;
  return (cells) => {
    const values: (string | number | null)[] = [...cells];
    for (const at of booleans) if (cells[at] !== null) values[at] = cells[at] === 'true' ? 1 : 0;
    return values;
  };
}
