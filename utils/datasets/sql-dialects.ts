import { LONG_TEXT_KINDS, valueType, type ValueType } from './column-types';
import type { Cell } from './dataset-rows';
import { numberBounds, type DatasetColumn, type DatasetSchema } from './dataset-schema';
import type { DatasetEncoder } from './dataset-encoder';

export const SQL_DIALECTS = ['postgresql', 'mysql', 'sqlite'] as const;
export type SqlDialectName = (typeof SQL_DIALECTS)[number];

export interface SqlDialect {
  identifier(name: string): string;
  /** A string literal that reads back as exactly `value`. */
  text(value: string): string;
  boolean(value: string): string;
  type(type: ValueType, column: DatasetColumn, rows: number): string;
  preamble: string;
  begin: string;
  tableOptions: string;
}

const INT32 = 2 ** 31;

/** INTEGER while every value fits 32 bits, else BIGINT. */
function integerType(column: DatasetColumn, rows: number): 'INTEGER' | 'BIGINT' {
  const { min, max } = numberBounds(column);
  const high = column.kind === 'row.id' ? min + rows - 1 : max;
  return min >= -INT32 && high < INT32 ? 'INTEGER' : 'BIGINT';
}

/**
 * PostgreSQL with standard_conforming_strings on (the default since 9.1, and set at the
 * top of the file): a quote is doubled and a backslash is an ordinary character. Text
 * cannot hold NUL at all in PostgreSQL (`invalid byte sequence for encoding "UTF8": 0x00`),
 * so NUL characters are dropped; nothing Understudy generates contains one, only a list a
 * user typed could.
 */
const postgresql: SqlDialect = {
  identifier: (name) => `"${name.replaceAll('"', '""')}"`,
  text: (value) => (/['\0]/.test(value) ? `'${value.replaceAll("'", "''").replaceAll('\0', '')}'` : `'${value}'`),
  boolean: (value) => (value === 'true' ? 'TRUE' : 'FALSE'),
  type: (type, column, rows) =>
    ({
      text: 'TEXT',
      integer: integerType(column, rows),
      decimal: 'NUMERIC(15,2)',
      boolean: 'BOOLEAN',
      date: 'DATE',
      datetime: 'TIMESTAMP',
      time: 'TIME',
    })[type],
  preamble: "SET client_encoding = 'UTF8';\nSET standard_conforming_strings = on;\n",
  begin: 'BEGIN;\n',
  tableOptions: '',
};

// eslint-disable-next-line no-control-regex -- NUL and Ctrl-Z are what must be escaped
const MYSQL_SPECIAL = /[\0'\\\n\r\x1a]/;
const MYSQL_SPECIALS = new RegExp(MYSQL_SPECIAL.source, 'g');
const MYSQL_ESCAPES: Record<string, string> = {
  '\0': '\\0',
  "'": "\\'",
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\x1a': '\\Z',
};

/**
 * MySQL and MariaDB read backslash escapes in strings unless sql_mode has
 * NO_BACKSLASH_ESCAPES; the file takes that mode out for its session, then escapes as
 * mysqldump does (NUL, quote, backslash, CR, LF, Ctrl-Z). utf8mb4, not MySQL's
 * three-byte "utf8", so emoji and other astral characters load.
 */
const mysql: SqlDialect = {
  identifier: (name) => `\`${name.replaceAll('`', '``')}\``,
  text: (value) =>
    MYSQL_SPECIAL.test(value) ? `'${value.replace(MYSQL_SPECIALS, (char) => MYSQL_ESCAPES[char]!)}'` : `'${value}'`,
  boolean: (value) => (value === 'true' ? 'TRUE' : 'FALSE'),
  type: (type, column, rows) =>
    ({
      // VARCHAR so a UNIQUE key needs no prefix length; 768 characters is InnoDB's key limit in utf8mb4.
      text:
        LONG_TEXT_KINDS.has(column.kind) || longestListValue(column) > 255
          ? column.unique
            ? 'VARCHAR(768)'
            : 'TEXT'
          : 'VARCHAR(255)',
      integer: integerType(column, rows) === 'BIGINT' ? 'BIGINT' : 'INT',
      decimal: 'DECIMAL(15,2)',
      boolean: 'BOOLEAN',
      date: 'DATE',
      datetime: 'DATETIME',
      time: 'TIME',
    })[type],
  preamble: "SET NAMES utf8mb4;\nSET SESSION sql_mode = REPLACE(@@SESSION.sql_mode, 'NO_BACKSLASH_ESCAPES', '');\n",
  begin: 'START TRANSACTION;\n',
  tableOptions: ' DEFAULT CHARSET=utf8mb4',
};

function longestListValue(column: DatasetColumn): number {
  return column.values?.reduce((longest, value) => Math.max(longest, value.length), 0) ?? 0;
}

/**
 * SQLite doubles quotes and has no escapes; a NUL inside a literal would end the
 * statement for most of its interfaces, so it is spliced in with char(0). Dates stay ISO
 * text (SQLite's own date functions read them); booleans are 0 and 1.
 */
const sqlite: SqlDialect = {
  identifier: (name) => `"${name.replaceAll('"', '""')}"`,
  text: (value) => {
    if (!/['\0]/.test(value)) return `'${value}'`;
    const quoted = `'${value.replaceAll("'", "''")}'`;
    return value.includes('\0') ? quoted.replaceAll('\0', "' || char(0) || '") : quoted;
  },
  boolean: (value) => (value === 'true' ? '1' : '0'),
  type: (type) =>
    ({
      text: 'TEXT',
      integer: 'INTEGER',
      decimal: 'REAL',
      boolean: 'INTEGER',
      date: 'TEXT',
      datetime: 'TEXT',
      time: 'TEXT',
    })[type],
  preamble: '',
  begin: 'BEGIN TRANSACTION;\n',
  tableOptions: '',
};

const DIALECTS: Record<SqlDialectName, SqlDialect> = { postgresql, mysql, sqlite };

/** A dialect's parts, for the SQL of related tables (related-sql.ts). */
export const dialectOf = (name: SqlDialectName): SqlDialect => DIALECTS[name];

/** A cell as a literal of its column's type: NULL, a bare number, the dialect's boolean, or quoted text. */
export function sqlLiteral(dialect: SqlDialect, value: Cell, type: ValueType): string {
  if (value === null) return 'NULL';
  if (type === 'integer' || type === 'decimal') return value;
  if (type === 'boolean') return dialect.boolean(value);
  return dialect.text(value);
}

/** A dialect's identifier and literal writers, for tests and for the encoder. */
export function sqlDialect(name: SqlDialectName) {
  const dialect = DIALECTS[name];
  return {
    identifier: dialect.identifier,
    text: dialect.text,
    encoder: (schema: DatasetSchema, batchSize: number) => sqlEncoder(dialect, schema, batchSize),
  };
}

/**
 * CREATE TABLE with a type per column (NOT NULL where the column is never empty, UNIQUE
 * where asked), then INSERTs of `batchSize` rows in one transaction. A batch starts at
 * every multiple of batchSize counted from row 0 of the whole dataset, so a shard's
 * statements are the same text as in the whole file.
 */
function sqlEncoder(dialect: SqlDialect, schema: DatasetSchema, batchSize: number): DatasetEncoder {
  const types = schema.columns.map(valueType);
  const table = dialect.identifier(schema.name);
  const definitions = schema.columns.map((column, index) => {
    const constraints = `${column.nullShare ? '' : ' NOT NULL'}${column.unique ? ' UNIQUE' : ''}`;
    return `  ${dialect.identifier(column.name)} ${dialect.type(types[index]!, column, schema.rows)}${constraints}`;
  });
  const insert = `INSERT INTO ${table} (${schema.columns.map((column) => dialect.identifier(column.name)).join(', ')}) VALUES\n`;
  const literal = (value: Cell, type: ValueType) => sqlLiteral(dialect, value, type);
  return {
    head: () =>
      `${dialect.preamble}CREATE TABLE ${table} (\n${definitions.join(',\n')}\n)${dialect.tableOptions};\n${dialect.begin}`,
    row: (cells, row) => {
      let text = row % batchSize === 0 ? `${insert}(` : ',\n(';
      for (let i = 0; i < cells.length; i++) text += (i ? ', ' : '') + literal(cells[i]!, types[i]!);
      return `${text})${(row + 1) % batchSize === 0 || row === schema.rows - 1 ? ';\n' : ''}`;
    },
    tail: () => 'COMMIT;\n',
    mimeType: 'application/sql',
    extension: 'sql',
  };
}
