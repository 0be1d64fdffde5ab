import type { RowDataPacket } from 'mysql2/promise';
import type mysql from 'mysql2/promise';
import { valueType } from '../datasets/column-types';
import type { Cell } from '../datasets/dataset-rows';
import { dialectOf, sqlLiteral } from '../datasets/sql-dialects';
import { requireDriver, RowFailure, type Database } from './database';
import type { MysqlOptions } from './database-target';

const dialect = dialectOf('mysql');

/** Rows per INSERT: well under MariaDB's and MySQL's default max_allowed_packet even for wide rows. */
const INSERT_ROWS = 1000;

/** The lock shards take while they create tables. */
const CREATE_LOCK = "'understudy-dataset'";

/**
 * A MySQL or MariaDB connection that loads with INSERTs of many rows, a transaction per
 * batch, backslash escapes on for the session as the SQL file sets them (sql-dialects.ts).
 */
export async function openMysql(options: MysqlOptions): Promise<Database> {
  const { createConnection } = requireDriver('mysql2/promise') as typeof mysql;
  const connection = await createConnection({ ...options, charset: 'utf8mb4', multipleStatements: false });
  connection.on('error', () => undefined);
  await connection.query("SET SESSION sql_mode = REPLACE(@@SESSION.sql_mode, 'NO_BACKSLASH_ESCAPES', '')");
  const run = async (statements: string[]) => {
    for (const statement of statements) await connection.query(statement);
  };
  return {
    dialect: 'mysql',
    existing: async (names) => {
      const [rows] = await connection.query<RowDataPacket[]>(
        'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
      );
      const present = new Set(rows.map((row) => String(row.name).toLowerCase()));
      return names.filter((name) => present.has(name.toLowerCase()));
    },
    exclusive: async (statements) => {
      await connection.query(`SELECT GET_LOCK(${CREATE_LOCK}, 600)`);
      try {
        await run(statements);
      } finally {
        await connection.query(`SELECT RELEASE_LOCK(${CREATE_LOCK})`);
      }
    },
    run,
    load: async (table, rows, first) => {
      const { columns } = table.schema;
      const types = columns.map(valueType);
      const head = `INSERT INTO ${dialect.identifier(table.schema.name)} (${columns.map((column) => dialect.identifier(column.name)).join(', ')}) VALUES `;
      const tuple = (cells: Cell[]) => `(${cells.map((cell, at) => sqlLiteral(dialect, cell, types[at]!)).join(', ')})`;
      let start = first;
      let tuples: string[] = [];
      const insert = async () => {
        try {
          await connection.query(head + tuples.join(',\n'));
        } catch (error) {
          throw new RowFailure((error as Error).message, { start, end: start + tuples.length });
        }
        start += tuples.length;
        tuples = [];
      };
      await connection.beginTransaction();
      try {
        for (const cells of rows) {
          tuples.push(tuple(cells));
          if (tuples.length === INSERT_ROWS) await insert();
        }
        if (tuples.length) await insert();
        await connection.commit();
      } catch (error) {
        await connection.rollback().catch(() => undefined);
        throw error;
      }
    },
    close: () => connection.end(),
  };
}
