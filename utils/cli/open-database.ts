import type { Database } from './database';
import type { DatabaseTarget } from './database-target';
import { openMysql } from './load-mysql';
import { openPostgresql } from './load-postgresql';
import { openSqlite } from './load-sqlite';

/** The database of --to, connected. */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'postgresql':
      return openPostgresql(target.connectionString);
    case 'mysql':
      return openMysql(target.options);
    case 'sqlite':
      return openSqlite(target.path);
  }
}
