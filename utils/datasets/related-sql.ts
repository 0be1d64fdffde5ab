import type { Faker } from '@faker-js/faker';
import { valueType } from './column-types';
import { CHUNK_CHARS, type Chunk, type RowRange } from './dataset-chunks';
import { createTableRowMaker, relatedShardRanges } from './related-rows';
import type { DatasetFile, TablePlan } from './related-schema';
import { dialectOf, sqlLiteral, type SqlDialect, type SqlDialectName } from './sql-dialects';

/**
 * CREATE TABLE for one table of a related schema: NOT NULL where the column is never
 * empty, UNIQUE where asked, its PRIMARY KEY, and a FOREIGN KEY to its parent's key,
 * unless `keys` is false (a load that adds them once the rows are in: keySql).
 * Keys are table constraints, not column ones: MySQL parses a column's REFERENCES and ignores it.
 * @example createTableSql(file, 1, dialectOf('sqlite')) // 'CREATE TABLE "orders" (\n  "id" INTEGER NOT NULL,\n … FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")\n);\n'
 */
export function createTableSql(file: DatasetFile, index: number, dialect: SqlDialect, keys = true): string {
  const table = file.tables[index]!;
  const { schema, parent } = table;
  const parentTable = parent && file.tables[parent.table];
  const name = dialect.identifier;
  const lines = schema.columns.map((column, at) => {
    // A reference has exactly its parent key's type, as MySQL's foreign keys require.
    const type =
      parent && at === parent.via
        ? dialect.type(valueType(column), parentTable!.schema.columns[parent.key]!, parentTable!.schema.rows)
        : dialect.type(valueType(column), column, schema.rows);
    return `  ${name(column.name)} ${type}${column.nullShare ? '' : ' NOT NULL'}`;
  });
  if (keys) lines.push(...keySql(file, index, dialect).map((key) => `  ${key}`));
  return `CREATE TABLE ${name(schema.name)} (\n${lines.join(',\n')}\n)${dialect.tableOptions};\n`;
}

/**
 * A table's keys as table constraints: its PRIMARY KEY, a UNIQUE for each column asked to
 * be unique, and `foreign` for a child table, its FOREIGN KEY to its parent's key.
 * @example keySql(shop, 0, dialectOf('postgresql')) // ['PRIMARY KEY ("id")', 'UNIQUE ("email")']
 */
export function keySql(file: DatasetFile, index: number, dialect: SqlDialect, foreign = true): string[] {
  const { schema, primaryKey } = file.tables[index]!;
  const name = dialect.identifier;
  const keys = primaryKey === undefined ? [] : [`PRIMARY KEY (${name(schema.columns[primaryKey]!.name)})`];
  schema.columns.forEach((column, at) => {
    if (column.unique && at !== primaryKey) keys.push(`UNIQUE (${name(column.name)})`);
  });
  const reference = foreign && foreignKeySql(file, index, dialect);
  return reference ? [...keys, reference] : keys;
}

/**
 * A child table's FOREIGN KEY to its parent's key, as a table constraint; undefined for a table of its own rows.
 * @example foreignKeySql(file, 1, dialectOf('postgresql')) // 'FOREIGN KEY ("customer_id") REFERENCES "customers" ("id")'
 */
export function foreignKeySql(file: DatasetFile, index: number, dialect: SqlDialect): string | undefined {
  const { schema, parent } = file.tables[index]!;
  if (!parent) return undefined;
  const parentTable = file.tables[parent.table]!;
  const name = dialect.identifier;
  return `FOREIGN KEY (${name(schema.columns[parent.via]!.name)}) REFERENCES ${name(parentTable.schema.name)} (${name(parentTable.schema.columns[parent.key]!.name)})`;
}

/** SQLite checks foreign keys only when a connection asks: the file asks. */
const FOREIGN_KEYS_ON: Partial<Record<SqlDialectName, string>> = { sqlite: 'PRAGMA foreign_keys = ON;\n' };

export interface RelatedSqlOptions {
  dialect: SqlDialectName;
  batchSize: number;
  /** Shard i of n (1-based); the whole schema when absent. */
  shard?: { index: number; count: number };
}

/**
 * The SQL of a related schema, in chunks: the session settings, the tables in dependency
 * order (in the whole file, or in shard 1), then one transaction of INSERTs, table by
 * table, parents first. A statement ends at every batchSize-th row of its table and at
 * the end of the shard's rows, so each shard's file loads on its own once shard 1 has
 * made the tables, in any order: a shard holds the parents of its children (relatedShardRanges).
 */
export function* relatedSqlChunks(
  file: DatasetFile,
  faker: Faker,
  options: RelatedSqlOptions,
  chunkChars: number = CHUNK_CHARS,
): Generator<Chunk, void, undefined> {
  const dialect = dialectOf(options.dialect);
  const { batchSize, shard } = options;
  const ranges: RowRange[] = shard
    ? relatedShardRanges(file, shard.index, shard.count)
    : file.tables.map((table) => ({ start: 0, end: table.schema.rows }));
  let text = dialect.preamble + (FOREIGN_KEYS_ON[options.dialect] ?? '');
  if (!shard || shard.index === 1) text += file.tables.map((_, index) => createTableSql(file, index, dialect)).join('');
  text += dialect.begin;
  let rowsDone = 0;
  for (const [index, table] of file.tables.entries()) {
    const { start, end } = ranges[index]!;
    const rowAt = createTableRowMaker(file, index, faker);
    const insert = insertHead(table, dialect);
    const types = table.schema.columns.map(valueType);
    for (let row = start; row < end; row++) {
      const cells = rowAt(row).cells;
      text += row === start || row % batchSize === 0 ? `${insert}(` : ',\n(';
      for (let i = 0; i < cells.length; i++) text += (i ? ', ' : '') + sqlLiteral(dialect, cells[i]!, types[i]!);
      text += (row + 1) % batchSize === 0 || row === end - 1 ? ');\n' : ')';
      rowsDone++;
      if (text.length >= chunkChars) {
        yield { text, rowsDone };
        text = '';
      }
    }
  }
  yield { text: `${text}COMMIT;\n`, rowsDone };
}

function insertHead(table: TablePlan, dialect: SqlDialect): string {
  const names = table.schema.columns.map((column) => dialect.identifier(column.name)).join(', ');
  return `INSERT INTO ${dialect.identifier(table.schema.name)} (${names}) VALUES\n`;
}

/** The rows a related run makes, over all tables: the whole schema, or one shard. */
export function relatedRowCount(file: DatasetFile, shard?: { index: number; count: number }): number {
  if (!shard) return file.tables.reduce((sum, table) => sum + table.schema.rows, 0);
  return relatedShardRanges(file, shard.index, shard.count).reduce((sum, range) => sum + range.end - range.start, 0);
}
