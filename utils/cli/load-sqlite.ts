import { sqliteCells } from '../datasets/load-rows';
import { dialectOf } from '../datasets/sql-dialects';
import { RowFailure, type Database } from './database';

const { identifier } = dialectOf('sqlite');

/** An SQLite file through Node's built-in SQLite, foreign keys on, a prepared INSERT a row. */
export async function openSqlite(path: string): Promise<Database> {
  // Loaded here, not imported: Node warns that SQLite is experimental whenever it loads it.
  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!sqlite) throw new Error(`Node ${process.version} has no built-in SQLite; it needs Node 22.13 or later`);
  const { DatabaseSync } = sqlite;
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON');
  const transaction = (work: () => void) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };
  return {
    dialect: 'sqlite',
    existing: async (names) => {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
      const present = new Set(tables.map((table) => String(table.name).toLowerCase()));
      return names.filter((name) => present.has(name.toLowerCase()));
    },
    exclusive: async (statements) => transaction(() => statements.forEach((statement) => db.exec(statement))),
    run: async (statements) => statements.forEach((statement) => db.exec(statement)),
    load: async (table, rows, first) => {
      const { columns } = table.schema;
      const insert = db.prepare(
        `INSERT INTO ${identifier(table.schema.name)} (${columns.map((column) => identifier(column.name)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      );
      const values = sqliteCells(table);
      let row = first;
      try {
        transaction(() => {
          for (const cells of rows) {
            insert.run(...values(cells));
            row++;
          }
        });
      } catch (error) {
        if (error instanceof RowFailure || !(error as { code?: string }).code?.startsWith('ERR_SQLITE')) throw error;
        throw new RowFailure((error as Error).message, { start: row, end: row + 1 });
      }
    },
    close: async () => db.close(),
  };
}
