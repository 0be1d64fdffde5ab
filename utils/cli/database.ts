import type { RowRange } from '../datasets/dataset-chunks';
import type { Cell } from '../datasets/dataset-rows';
import type { TablePlan } from '../datasets/related-schema';
import { createRequire } from 'node:module';
import type { SqlDialectName } from '../datasets/sql-dialects';

/** One connection to the database a dataset loads into, whichever kind. */
export interface Database {
  dialect: SqlDialectName;
  /** Those of `names` that are tables already (names compared without case, as MySQL does). */
  existing(names: string[]): Promise<string[]>;
  /**
   * Runs the statements in one transaction (MySQL commits each CREATE on its own), holding
   * a lock that other runs into the same database wait for: shards create tables one at a time.
   */
  exclusive(statements: string[]): Promise<void>;
  /** Runs each statement on its own. */
  run(statements: string[]): Promise<void>;
  /** Loads `rows`, rows `first`… of `table`, in one transaction; a failure throws a RowFailure. */
  load(table: TablePlan, rows: Iterable<Cell[]>, first: number): Promise<void>;
  close(): Promise<void>;
}

/** A load that failed, with the row (0-based, of the whole table) or the rows the database blamed. */
export class RowFailure extends Error {
  constructor(
    message: string,
    readonly rows?: RowRange,
  ) {
    super(message);
  }
}

/**
 * A database's driver, loaded when a run loads into that database: a CSV run never pays
 * for it, and the bundled bin takes it from the package's dependencies.
 */
export const requireDriver = createRequire(import.meta.url);
