import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import type copyStreams from 'pg-copy-streams';
import { CHUNK_CHARS } from '../datasets/dataset-chunks';
import type { Cell } from '../datasets/dataset-rows';
import { copyLine } from '../datasets/load-rows';
import { dialectOf } from '../datasets/sql-dialects';
import { requireDriver, RowFailure, type Database } from './database';

const { identifier } = dialectOf('postgresql');

/** The advisory lock shards take while they make tables: "unde" in ASCII, for understudy. */
const CREATE_LOCK = 0x756e6465;

function* copyText(rows: Iterable<Cell[]>): Generator<string> {
  let text = '';
  for (const cells of rows) {
    text += copyLine(cells);
    if (text.length >= CHUNK_CHARS) {
      yield text;
      text = '';
    }
  }
  if (text) yield text;
}

/**
 * PostgreSQL's words, with its detail (the key that clashed, the row without its parent) and the
 * row its COPY line names, if `first` says where the COPY began.
 */
function failure(error: unknown, first?: number): Error {
  const { message, detail, where, severity } = error as Partial<pg.DatabaseError> & Error;
  if (!severity) return error as Error;
  const line = where && /COPY [^,]+, line (\d+)/.exec(where);
  const row = line && first !== undefined ? first + Number(line[1]) - 1 : undefined;
  const text = detail ? `${message} (${detail.replace(/\.$/, '')})` : message;
  return new RowFailure(text, row === undefined ? undefined : { start: row, end: row + 1 });
}

/**
 * A PostgreSQL connection that loads with COPY … FROM STDIN, a transaction per batch, the
 * text streamed as it is made. Parts the URL leaves out come from PGHOST, PGUSER, PGPASSWORD…
 */
export async function openPostgresql(connectionString: string): Promise<Database> {
  const { Client } = requireDriver('pg') as typeof pg;
  const { from: copyFrom } = requireDriver('pg-copy-streams') as typeof copyStreams;
  const client = new Client({ connectionString });
  // A connection lost mid-load errors the query that runs; without a listener it would end the process.
  client.on('error', () => undefined);
  await client.connect();
  const transaction = async (work: () => Promise<void>) => {
    await client.query('BEGIN');
    try {
      await work();
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  };
  return {
    dialect: 'postgresql',
    existing: async (names) => {
      const result = await client.query<{ name: string }>(
        'SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(quote_ident(name)) IS NOT NULL',
        [names],
      );
      return result.rows.map((row) => row.name);
    },
    exclusive: (statements) =>
      transaction(async () => {
        await client.query(`SELECT pg_advisory_xact_lock(${CREATE_LOCK})`);
        for (const statement of statements) await client.query(statement);
      }),
    run: async (statements) => {
      for (const statement of statements)
        await client.query(statement).catch((error: unknown) => Promise.reject(failure(error)));
    },
    load: async (table, rows, first) => {
      const names = table.schema.columns.map((column) => identifier(column.name)).join(', ');
      const copy = `COPY ${identifier(table.schema.name)} (${names}) FROM STDIN`;
      try {
        await transaction(() => pipeline(Readable.from(copyText(rows)), client.query(copyFrom(copy))));
      } catch (error) {
        throw failure(error, first);
      }
    },
    close: () => client.end(),
  };
}
