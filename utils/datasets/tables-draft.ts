import type { FakerLocale } from '../values/faker-locales';
import {
  columnFromDraft,
  draftColumnOf,
  draftFromSchema,
  emptyColumn,
  numberOf,
  REFERENCE,
  schemaFromDraft,
  type DraftColumn,
} from './schema-draft';
import { isRelated, parseSchemaFile, type SchemaFile, type SchemaFileResult } from './schema-file';

/** One table as the Datasets page edits it; its rows come from `rows`, or from `perParent` once a column references a parent. */
export interface TableDraft {
  name: string;
  rows: string;
  /** Children per parent row: `count` each, or a seeded count from `min` to `max` when `range`. */
  perParent: { range: boolean; count: string; min: string; max: string };
  columns: DraftColumn[];
}

/** The schema the page edits: one table (written in today's one-table form) or several, related. */
export interface FileDraft {
  name: string;
  locale: FakerLocale;
  seed: string;
  referenceDate?: string;
  tables: TableDraft[];
}

export const emptyTable = (name: string): TableDraft => ({
  name,
  rows: '100',
  perParent: { range: false, count: '3', min: '0', max: '5' },
  columns: [emptyColumn('id', 'row.id'), emptyColumn('name', 'person.fullName')],
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The page's boxes of a saved or imported schema, in either form.
 * @example fileDraftFromSchema(shop).tables.map((table) => table.name) // ['customers', 'orders', 'line_items']
 */
export function fileDraftFromSchema(schema: SchemaFile): FileDraft {
  const { name, locale, seed, referenceDate } = schema;
  const settings = { name, locale, seed: String(seed), referenceDate };
  if (!isRelated(schema)) {
    const { columns, rows } = draftFromSchema(schema);
    return { ...settings, tables: [{ ...emptyTable(schema.name), rows, columns }] };
  }
  const tables = schema.tables.map((table): TableDraft => {
    const per = table.rowsPerParent;
    const perParent =
      per === undefined
        ? emptyTable('').perParent
        : typeof per === 'number'
          ? { range: false, count: String(per), min: '0', max: String(per) }
          : { range: true, count: String(per.max), min: String(per.min), max: String(per.max) };
    const columns = table.columns.map((column) => {
      if ('references' in column) return { ...emptyColumn(column.name, REFERENCE), references: column.references };
      const { fromParent = false, ...own } = column;
      return { ...draftColumnOf(own), fromParent };
    });
    return { name: table.name, rows: text(table.rows), perParent, columns };
  });
  return { ...settings, tables };
}

/** The table a table's reference column names, if it names one of the draft. */
export function parentOf(draft: FileDraft, table: number): number | undefined {
  const reference = draft.tables[table]?.columns.find((column) => column.kind === REFERENCE)?.references ?? '';
  const parentName = reference.slice(0, reference.lastIndexOf('.'));
  const parent = draft.tables.findIndex((candidate) => candidate.name === parentName);
  return parent < 0 ? undefined : parent;
}

/** True when `table` is `ancestor` or hangs below it through the references. */
function descendsFrom(draft: FileDraft, table: number, ancestor: number): boolean {
  const seen = new Set<number>();
  for (let at: number | undefined = table; at !== undefined && !seen.has(at); at = parentOf(draft, at)) {
    if (at === ancestor) return true;
    seen.add(at);
  }
  return false;
}

/**
 * The keys a reference column of `table` may hold: the key columns (a row.id or a unique
 * column, never empty, of the table's own) of every other table that does not hang below
 * `table`, so a reference never closes a cycle.
 * @example referenceTargets(shopDraft, 2) // ['customers.id', 'customers.email', 'orders.id', 'orders.order_no']
 */
export function referenceTargets(draft: FileDraft, table: number): string[] {
  return draft.tables.flatMap((candidate, at) => {
    if (descendsFrom(draft, at, table)) return [];
    return candidate.columns
      .filter(
        (column) =>
          (column.kind === 'row.id' || column.unique) &&
          !column.fromParent &&
          (numberOf(column.emptyPercent) ?? 0) === 0,
      )
      .map((column) => `${candidate.name}.${column.name}`);
  });
}

/**
 * The tables whose reference column names `table`: removing it would leave them
 * referencing nothing, so the page refuses and names them.
 * @example referencingTables(shopDraft, 0) // ['orders']
 */
export function referencingTables(draft: FileDraft, table: number): string[] {
  return draft.tables.flatMap((candidate, at) =>
    at !== table && parentOf(draft, at) === table ? [candidate.name] : [],
  );
}

/** The draft with every reference to `from` (a table, or `table.column`) written as `to`, so a rename never breaks one. */
export function renameReferences<T extends TableDraft>(tables: T[], from: string, to: string): T[] {
  if (from === to) return tables;
  const renamed = (reference: string) =>
    reference === from ? to : reference.startsWith(`${from}.`) ? to + reference.slice(from.length) : reference;
  return tables.map((table) =>
    table.columns.some((column) => column.kind === REFERENCE && renamed(column.references) !== column.references)
      ? {
          ...table,
          columns: table.columns.map((column) =>
            column.kind === REFERENCE ? { ...column, references: renamed(column.references) } : column,
          ),
        }
      : table,
  );
}

/**
 * The schema of the page's boxes, checked as the command line checks a file: one table
 * in today's one-table form (named after the schema), several in the form with `tables`.
 * @example schemaFromFileDraft({ ...draft, tables: [customers] }).schema // { version: 1, name, …, rows, columns }
 */
export function schemaFromFileDraft(draft: FileDraft): SchemaFileResult {
  const { name, locale, seed, referenceDate } = draft;
  if (draft.tables.length === 1) {
    const [table] = draft.tables;
    const checked = schemaFromDraft({ name, locale, seed, referenceDate, rows: table!.rows, columns: table!.columns });
    return checked.ok ? parseSchemaFile(checked.schema) : checked;
  }
  const tables = draft.tables.map((table) => {
    const child = table.columns.some((column) => column.kind === REFERENCE);
    const { perParent } = table;
    const rows = child
      ? {
          rowsPerParent: perParent.range
            ? { min: numberOf(perParent.min), max: numberOf(perParent.max) }
            : numberOf(perParent.count),
        }
      : { rows: numberOf(table.rows) };
    const columns = table.columns.map((column) => {
      if (column.kind === REFERENCE) return { name: column.name, references: column.references };
      const made = columnFromDraft(column);
      return child && column.fromParent ? { ...made, fromParent: true } : made;
    });
    return { name: table.name, ...rows, columns };
  });
  const schema = { version: 1, name, locale, seed: numberOf(seed), ...(referenceDate && { referenceDate }), tables };
  return parseSchemaFile(schema);
}
