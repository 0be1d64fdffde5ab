import * as v from 'valibot';
import { FAKER_LOCALES } from '../values/faker-locales';
import { childCounts, type PerParent } from './child-counts';
import {
  checkedColumn,
  COLUMN_ENTRIES,
  columnProblem,
  DatasetSchemaSchema,
  DEFAULT_REFERENCE_DATE,
  describeIssues,
  identifier,
  isoDay,
  MAX_COLUMNS,
  MAX_ROWS,
  MAX_SEED,
  parseDatasetSchema,
  rowsSchema,
  type DatasetColumn,
  type DatasetSchema,
} from './dataset-schema';
import { mix32 } from './row-random';

export const MAX_TABLES = 20;
/** The most children a parent row can have. */
export const MAX_PER_PARENT = 10_000;

const perParentCount = v.pipe(
  v.number(),
  v.safeInteger('Rows per parent are whole numbers.'),
  v.minValue(0, 'Rows per parent cannot be below 0.'),
  v.maxValue(MAX_PER_PARENT, `At most ${MAX_PER_PARENT} rows per parent.`),
);

/** A column that holds its parent row's key: `{ "name": "customer_id", "references": "customers.id" }`. */
const ReferenceColumnSchema = v.strictObject({
  name: identifier,
  references: v.pipe(v.string(), v.regex(/^.+\..+$/, 'A reference is written table.column, such as customers.id.')),
});

/** A column of its own kind; with `fromParent` it is made from the parent row's persona (`ship_name` is the customer's name). */
const TableColumnSchema = checkedColumn(v.strictObject({ ...COLUMN_ENTRIES, fromParent: v.optional(v.boolean()) }));

const TableSchema = v.strictObject({
  name: identifier,
  /** A table of its own: this many rows. */
  rows: v.optional(rowsSchema),
  /** A child table: this many rows under each row of the table its reference column names. */
  rowsPerParent: v.optional(
    v.union(
      [
        perParentCount,
        v.pipe(
          v.strictObject({ min: perParentCount, max: perParentCount }),
          v.check((range) => range.min <= range.max, 'min must not be above max.'),
        ),
      ],
      'rowsPerParent is a number, or { "min": 0, "max": 5 }.',
    ),
  ),
  columns: v.pipe(
    v.array(
      v.lazy((input) =>
        typeof input === 'object' && input !== null && 'references' in input
          ? ReferenceColumnSchema
          : TableColumnSchema,
      ),
    ),
    v.nonEmpty('A table needs at least one column.'),
    v.maxLength(MAX_COLUMNS, `At most ${MAX_COLUMNS} columns.`),
  ),
});

/** The schema file's form with several tables; the one-table form (DatasetSchemaSchema) stays as it is, under the same version. */
export const RelatedSchemaSchema = v.strictObject({
  version: v.literal(1),
  name: identifier,
  locale: v.picklist(FAKER_LOCALES, 'Unknown locale.'),
  seed: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SEED)),
  referenceDate: v.optional(isoDay),
  tables: v.pipe(
    v.array(TableSchema),
    v.nonEmpty('A schema needs at least one table.'),
    v.maxLength(MAX_TABLES, `At most ${MAX_TABLES} tables.`),
  ),
});

/** A schema file with `tables`, as written and as saved. */
export type RelatedSchema = v.InferOutput<typeof RelatedSchemaSchema>;
type RelatedInput = RelatedSchema;
type TableInput = RelatedInput['tables'][number];

/** How a child table hangs from its parent. */
export interface ParentLink {
  /** The parent's place in DatasetFile.tables (always before the child). */
  table: number;
  /** The parent's key column, which the reference holds. */
  key: number;
  /** The child's reference column. */
  via: number;
  perParent: PerParent;
}

export interface TablePlan {
  /**
   * The table as a one-table schema, with its total rows: a reference column is
   * written as the key it holds (kind and bounds), so its type and literals match.
   */
  schema: DatasetSchema;
  parent?: ParentLink;
  /** The columns made from the parent row's persona. */
  fromParent: number[];
  /** The table's PRIMARY KEY column, in a related schema: its first row.id that is never empty. */
  primaryKey?: number;
  /** A third word in the seed of the table's rows. */
  salt: number;
}

/** A schema file, one table or several, with its tables in dependency order (parents first). */
export interface DatasetFile {
  name: string;
  /** Written with `tables`; the one-table form makes the same files as it always did. */
  related: boolean;
  seed: number;
  tables: TablePlan[];
}

export type FileParseResult = { ok: true; file: DatasetFile } | { ok: false; error: string };

/**
 * Reads a schema file: the one-table form as parseDatasetSchema does, or the form with
 * `tables`, checked as a whole (references, cycles, counts) into tables in dependency order.
 * @example parseDatasetFile({ version: 1, name: 'shop', locale: 'en', seed: 1, tables: [{ name: 'orders', rowsPerParent: 2, columns: [{ name: 'c', references: 'customers.id' }] }] })
 * // { ok: false, error: 'Table "orders": column "c" references customers.id, and there is no table "customers".' }
 */
export function parseDatasetFile(input: unknown): FileParseResult {
  if (typeof input !== 'object' || input === null || !('tables' in input)) {
    const parsed = parseDatasetSchema(input);
    if (!parsed.ok) return parsed;
    const { schema } = parsed;
    return {
      ok: true,
      file: { name: schema.name, related: false, seed: schema.seed, tables: [{ schema, fromParent: [], salt: 0 }] },
    };
  }
  if ('columns' in input || 'rows' in input)
    return { ok: false, error: 'A schema has either tables, or rows and columns of one table, not both.' };
  const result = v.safeParse(RelatedSchemaSchema, input);
  if (!result.success) return { ok: false, error: describeIssues(result.issues) };
  try {
    return { ok: true, file: planTables(result.output) };
  } catch (error) {
    if (error instanceof SchemaProblem) return { ok: false, error: error.message };
    throw error;
  }
}

class SchemaProblem extends Error {}

/** The one column of `table` that references its parent, and the parent table and key it names. */
function parentReference(table: TableInput, tables: TableInput[]) {
  const references = table.columns.flatMap((column, index) => ('references' in column ? [{ column, index }] : []));
  if (references.length > 1)
    throw new SchemaProblem(
      `Table "${table.name}" has ${references.length} reference columns; a table has one parent, which one column references.`,
    );
  const [reference] = references;
  if (!reference) return undefined;
  const { name, references: target } = reference.column as v.InferOutput<typeof ReferenceColumnSchema>;
  const dot = target.lastIndexOf('.');
  const [tableName, keyName] = [target.slice(0, dot), target.slice(dot + 1)];
  const where = `Table "${table.name}": column "${name}" references ${target}`;
  const parent = tables.findIndex((candidate) => candidate.name === tableName);
  if (parent < 0) throw new SchemaProblem(`${where}, and there is no table "${tableName}".`);
  const key = tables[parent]!.columns.findIndex((column) => column.name === keyName);
  if (key < 0) throw new SchemaProblem(`${where}, and table "${tableName}" has no column "${keyName}".`);
  return { via: reference.index, parent, key };
}

/** The seed of a child table's counts per parent. */
export function countsSeed(seed: number, salt: number): number {
  return mix32(seed, salt ^ 0x636f756e);
}

function tableSalt(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193);
  return mix32(hash >>> 0, 0x7ab1e5);
}

function planTables(input: RelatedInput): DatasetFile {
  const { tables } = input;
  const names = new Set<string>();
  for (const table of tables) {
    if (names.has(table.name.toLowerCase()))
      throw new SchemaProblem(`Two tables are named "${table.name}" (ignoring case, as MySQL does).`);
    names.add(table.name.toLowerCase());
  }
  const references = tables.map((table) => parentReference(table, tables));
  const order = dependencyOrder(tables, references);
  tables.forEach((table, index) => {
    const reference = references[index];
    if (table.rowsPerParent !== undefined && !reference)
      throw new SchemaProblem(
        `Table "${table.name}" gives rowsPerParent but has no parent: one column must reference its parent table, such as { "name": "customer_id", "references": "customers.id" }.`,
      );
    if (reference && table.rowsPerParent === undefined)
      throw new SchemaProblem(
        `Table "${table.name}" references a parent, so it gives rowsPerParent (a number, or { "min": 0, "max": 5 }) instead of rows.`,
      );
    if (!reference && table.rows === undefined) throw new SchemaProblem(`Table "${table.name}" needs rows.`);
    if (reference && table.rows !== undefined)
      throw new SchemaProblem(`Table "${table.name}" has a parent, so its rows come from rowsPerParent, not rows.`);
  });

  const plans: TablePlan[] = [];
  const placeOf = new Map<number, number>();
  for (const index of order) {
    const table = tables[index]!;
    const reference = references[index];
    const salt = tableSalt(table.name);
    let parent: ParentLink | undefined;
    let rows = table.rows ?? 0;
    if (reference) {
      const parentPlan = plans[placeOf.get(reference.parent)!]!;
      const key = parentPlan.schema.columns[reference.key]!;
      const keyName = `${parentPlan.schema.name}.${key.name}`;
      // The parent's own reference and fromParent columns repeat across its rows, whatever their kind.
      const ownColumn = parentPlan.parent?.via !== reference.key && !parentPlan.fromParent.includes(reference.key);
      if (!ownColumn || !(key.kind === 'row.id' || key.unique) || key.nullShare)
        throw new SchemaProblem(
          `Table "${table.name}" references ${keyName}, which is not a key: a key is a row.id or a unique column, never empty.`,
        );
      const perParent =
        typeof table.rowsPerParent === 'number'
          ? { min: table.rowsPerParent, max: table.rowsPerParent }
          : table.rowsPerParent!;
      if (perParent.max === 0)
        throw new SchemaProblem(`Table "${table.name}" has at most 0 rows per parent, so it would have no rows.`);
      parent = { table: placeOf.get(reference.parent)!, key: reference.key, via: reference.via, perParent };
      rows = childCounts(parentPlan.schema.rows, perParent, countsSeed(input.seed, salt)).total;
      if (rows === 0)
        throw new SchemaProblem(`Table "${table.name}" would have no rows: each of its parents drew 0 children.`);
      if (rows > MAX_ROWS)
        throw new SchemaProblem(
          `Table "${table.name}" would have ${rows.toLocaleString('en')} rows; a table has at most ${MAX_ROWS.toLocaleString('en')}.`,
        );
    }
    const columns = table.columns.map((column): DatasetColumn => {
      if (!('references' in column)) {
        const own = { ...column };
        delete own.fromParent;
        return own;
      }
      // The reference holds the parent's key: its type, never empty, and not unique (a parent has many children).
      const held = { ...plans[parent!.table]!.schema.columns[parent!.key]!, name: column.name };
      delete held.unique;
      delete held.nullShare;
      return held;
    });
    const fromParent = table.columns.flatMap((column, at) => ('fromParent' in column && column.fromParent ? [at] : []));
    if (fromParent.length && !parent)
      throw new SchemaProblem(
        `Table "${table.name}": column "${table.columns[fromParent[0]!]!.name}" is fromParent, but the table has no parent.`,
      );
    const uniqueFromParent = fromParent.find((at) => columns[at]!.unique);
    if (uniqueFromParent !== undefined)
      throw new SchemaProblem(
        `Table "${table.name}": column "${columns[uniqueFromParent]!.name}" comes from the parent, the same for all its children, so it cannot be unique.`,
      );
    const checked = v.safeParse(DatasetSchemaSchema, {
      version: 1,
      name: table.name,
      locale: input.locale,
      seed: input.seed,
      rows,
      ...(input.referenceDate && { referenceDate: input.referenceDate }),
      columns,
    });
    if (!checked.success) throw new SchemaProblem(`Table "${table.name}": ${describeIssues(checked.issues)}`);
    const schema = checked.output;
    const problem = schema.columns
      .map((column) => columnProblem(column, schema.rows, schema.referenceDate ?? DEFAULT_REFERENCE_DATE))
      .find(Boolean);
    if (problem) throw new SchemaProblem(`Table "${table.name}": ${problem}`);
    const primaryKey = schema.columns.findIndex(
      (column, at) => column.kind === 'row.id' && !column.nullShare && at !== parent?.via && !fromParent.includes(at),
    );
    placeOf.set(index, plans.length);
    plans.push({ schema, parent, fromParent, primaryKey: primaryKey < 0 ? undefined : primaryKey, salt });
  }
  return { name: input.name, related: true, seed: input.seed, tables: plans };
}

/** Parents before children; a cycle of references is refused, named table by table. */
function dependencyOrder(tables: TableInput[], references: ({ parent: number } | undefined)[]): number[] {
  const order: number[] = [];
  const state = new Array<'visiting' | 'done' | undefined>(tables.length);
  const visit = (index: number, path: number[]) => {
    if (state[index] === 'done') return;
    if (state[index] === 'visiting') {
      const cycle = [...path.slice(path.indexOf(index)), index].map((at) => tables[at]!.name);
      throw new SchemaProblem(
        `The tables reference each other in a cycle (${cycle.join(' → ')}): one of them must be a table of its own, with rows.`,
      );
    }
    state[index] = 'visiting';
    const reference = references[index];
    if (reference) visit(reference.parent, [...path, index]);
    state[index] = 'done';
    order.push(index);
  };
  tables.forEach((_, index) => visit(index, []));
  return order;
}
