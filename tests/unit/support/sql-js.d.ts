// The few sql.js calls the dataset tests make (the package ships no types; @types/sql.js would be a dependency for four lines).
declare module 'sql.js' {
  interface QueryResult {
    columns: string[];
    values: Array<Array<string | number | Uint8Array | null>>;
  }
  interface Database {
    exec(sql: string): QueryResult[];
    close(): void;
  }
  export default function initSqlJs(): Promise<{ Database: new () => Database }>;
}
