import * as v from 'valibot';
import { FIELD_KINDS, type FieldKind } from '../fields/field-kinds';
import { FAKER_LOCALES, type FakerLocale } from '../values/faker-locales';
import { TEMPLATE_LIMITS, templateProblem, templateProblemText } from '../rules/rule-template';
import { DAY_MS as DAY } from '../values/date-formats';

/**
 * Kinds a dataset column can have beyond the form vocabulary: a row number and a UUID,
 * which tables need and forms never ask for, and a template of "Your rules"
 * (`{ kind: 'template', template: 'ORD-{{string.numeric 6}}' }`, the rules' parser and
 * tokens, persona tokens from the row's persona). A list is the vocabulary's
 * `helpers.arrayElement` with `values`, as a rule's list: one item a row, seeded by (seed, k).
 * The template is written in the column, not as a rule id, so a schema file stays
 * whole on its own (the command line has no rules); `version: 1` stays, old files are valid.
 */
export const DATASET_ONLY_KINDS = ['row.id', 'string.uuid', 'template'] as const;
export type ColumnKind = FieldKind | (typeof DATASET_ONLY_KINDS)[number];
export const COLUMN_KINDS: readonly ColumnKind[] = [...DATASET_ONLY_KINDS, ...FIELD_KINDS];

export const MAX_ROWS = 10_000_000;
/** The largest seed a schema takes: faker's seeds are 31-bit here, as the extension makes them. */
export const MAX_SEED = 2 ** 31 - 1;
export const MAX_COLUMNS = 100;
export const MAX_LIST_VALUES = 1_000;
/** PostgreSQL cuts identifiers at 63 bytes; MySQL's limit is 64 characters. */
export const MAX_NAME_BYTES = 63;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const identifier = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('A name cannot be empty.'),
  v.check((name) => utf8Bytes(name) <= MAX_NAME_BYTES, `A name can be at most ${MAX_NAME_BYTES} bytes long.`),
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is refused here
  v.check((name) => !/[\u0000]/.test(name), 'A name cannot contain the NUL character.'),
);

export const isoDay = v.pipe(v.string(), v.isoDate('Dates are written YYYY-MM-DD.'));

/** A column's fields; a table of a related schema adds its own (see related-schema.ts). */
export const COLUMN_ENTRIES = {
  name: identifier,
  kind: v.picklist(COLUMN_KINDS, 'Unknown kind.'),
  /** Share of rows left empty (NULL in SQL, an empty field in CSV), from 0 to 1. */
  nullShare: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  unique: v.optional(v.boolean()),
  /** Bounds of numbers (number.int, finance.amount, row.id starts at min). */
  min: v.optional(v.pipe(v.number(), v.finite(), v.safeInteger('min and max are whole numbers.'))),
  max: v.optional(v.pipe(v.number(), v.finite(), v.safeInteger('min and max are whole numbers.'))),
  /** Range of dates (date kinds), inclusive. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  /** Values to choose from; with it the column takes only these. */
  values: v.optional(
    v.pipe(v.array(v.string()), v.nonEmpty('A list needs at least one value.'), v.maxLength(MAX_LIST_VALUES)),
  ),
  /** A template column's text, read by the rules' template parser. */
  template: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty('A template cannot be empty.'),
      v.maxLength(TEMPLATE_LIMITS.length, `A template may have at most ${TEMPLATE_LIMITS.length} characters.`),
      v.rawCheck(({ dataset, addIssue }) => {
        const problem = dataset.typed ? templateProblem(dataset.value) : undefined;
        if (problem) addIssue({ message: `Template: ${templateProblemText(problem)}.` });
      }),
    ),
  ),
};

type ColumnFields = v.InferOutput<v.StrictObjectSchema<typeof COLUMN_ENTRIES, undefined>>;

/** The checks across a column's fields, for a column object with at least COLUMN_ENTRIES. */
export function checkedColumn<TOutput extends ColumnFields>(object: v.GenericSchema<unknown, TOutput>) {
  return v.pipe(
    object,
    v.forward<TOutput, v.CheckIssue<TOutput>, ['template']>(
      v.check(
        (column: TOutput) => (column.kind === 'template') === (column.template !== undefined),
        'A template column needs a template, and only a template column takes one.',
      ),
      // The generic hides that every column has a template field; ColumnFields has it.
      ['template'] as never,
    ),
    v.check(
      (column: TOutput) => column.min === undefined || column.max === undefined || column.min <= column.max,
      'min must not be above max.',
    ),
    v.check(
      (column: TOutput) => column.from === undefined || column.to === undefined || column.from <= column.to,
      'from must not be after to.',
    ),
  );
}

const ColumnSchema = checkedColumn(v.strictObject(COLUMN_ENTRIES));

export const rowsSchema = v.pipe(
  v.number(),
  v.safeInteger(),
  v.minValue(1, 'At least 1 row.'),
  v.maxValue(MAX_ROWS, `At most ${MAX_ROWS} rows.`),
);

export const DatasetSchemaSchema = v.pipe(
  v.strictObject({
    version: v.literal(1),
    name: identifier,
    locale: v.picklist(FAKER_LOCALES, 'Unknown locale.'),
    seed: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_SEED)),
    rows: rowsSchema,
    /** The day dates count from (birthdates, "soon"), so a schema gives the same file on any day. */
    referenceDate: v.optional(isoDay),
    columns: v.pipe(
      v.array(ColumnSchema),
      v.nonEmpty('A dataset needs at least one column.'),
      v.maxLength(MAX_COLUMNS, `At most ${MAX_COLUMNS} columns.`),
    ),
  }),
  v.check(
    (schema) => new Set(schema.columns.map((column) => column.name.toLowerCase())).size === schema.columns.length,
    'Column names must differ (ignoring case, as MySQL does).',
  ),
);

export type DatasetSchema = v.InferOutput<typeof DatasetSchemaSchema>;
export type DatasetColumn = DatasetSchema['columns'][number];
export type { FakerLocale };

/** The day a schema counts its dates from when it names none: fixed, so old files keep their output. */
export const DEFAULT_REFERENCE_DATE = '2026-01-01';

export type ParseResult = { ok: true; schema: DatasetSchema } | { ok: false; error: string };

/**
 * Reads a schema from untrusted JSON (a file, storage, an import): either the checked
 * schema, or one message naming each problem and where it is.
 * @example parseDatasetSchema({ version: 1, name: 't', locale: 'en', seed: 1, rows: 0, columns: [] })
 * // { ok: false, error: 'rows: At least 1 row.\ncolumns: A dataset needs at least one column.' }
 */
export function parseDatasetSchema(input: unknown): ParseResult {
  const result = v.safeParse(DatasetSchemaSchema, input);
  if (!result.success) return { ok: false, error: describeIssues(result.issues) };
  const problem = result.output.columns
    .map((column) => columnProblem(column, result.output.rows, result.output.referenceDate ?? DEFAULT_REFERENCE_DATE))
    .find(Boolean);
  return problem ? { ok: false, error: problem } : { ok: true, schema: result.output };
}

export function describeIssues(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('\n');
}

/** A unique column must be of a kind that can be unique, with room for as many values as there are rows. */
export function columnProblem(column: DatasetColumn, rows: number, referenceDate: string): string | undefined {
  if (!column.unique) return undefined;
  if (!column.values && NEVER_UNIQUE.has(column.kind))
    return `Column "${column.name}" cannot be unique: its kind has too few different values.`;
  const room = uniqueRoom(column, referenceDate);
  if (room !== undefined && room < rows)
    return `Column "${column.name}" is unique but has only ${room} possible values for ${rows} rows.`;
  return undefined;
}

/**
 * Kinds with few values, or values in a fixed shape that a row number cannot be worked
 * into (a time, a month, a colour): refused as unique rather than repeated.
 */
export const NEVER_UNIQUE: ReadonlySet<ColumnKind> = new Set<ColumnKind>([
  'person.prefix',
  'person.suffix',
  'person.sex',
  'date.birthdateDay',
  'date.birthdateMonth',
  'date.birthdateYear',
  'phone.countryCode',
  'location.country',
  'location.countryCode',
  'location.timeZone',
  'finance.creditCardIssuer',
  'finance.creditCardExpiry',
  'finance.creditCardExpiryMonth',
  'finance.creditCardExpiryYear',
  'finance.currencyCode',
  'date.time',
  'date.month',
  'date.week',
  'date.datetimeLocal',
  'color.rgb',
  'datatype.boolean',
]);

/** How many distinct values a unique column can take, where it is bounded (a list, a range); else undefined. */
export function uniqueRoom(column: DatasetColumn, referenceDate: string): number | undefined {
  if (column.values) return new Set(column.values).size;
  const bounds = numberBounds(column);
  if (column.kind === 'number.int') return bounds.max - bounds.min + 1;
  if (column.kind === 'finance.amount') return (bounds.max - bounds.min) * 100 + 1;
  if (DAY_KINDS.has(column.kind)) {
    const range = dayRange(column, referenceDate);
    return Math.round((range.to - range.from) / DAY) + 1;
  }
  return undefined;
}

/** Milliseconds in a day, as the date columns count them. */
export { DAY };

/** Kinds whose values are whole days, so a range bounds how many unique values there are. */
export const DAY_KINDS: ReadonlySet<ColumnKind> = new Set<ColumnKind>(['date.birthdate', 'date.anytime']);

/** A number column's bounds, with the defaults the form generators use. */
export function numberBounds(column: DatasetColumn): { min: number; max: number } {
  const [min, max] =
    column.kind === 'finance.amount' ? [1, 1000] : column.kind === 'row.id' ? [1, Number.MAX_SAFE_INTEGER] : [1, 99];
  const low = column.min ?? (column.max !== undefined ? Math.min(min, column.max) : min);
  const high = column.max ?? Math.max(max, low);
  return { min: low, max: high };
}

/**
 * A date column's range in epoch milliseconds (midnight UTC, inclusive), with the
 * form generators' defaults: birthdates of people 18 to 80, other dates the next 60 days.
 */
export function dayRange(column: DatasetColumn, referenceDate: string): { from: number; to: number } {
  const ref = Date.parse(referenceDate);
  const year = new Date(ref).getUTCFullYear();
  const shifted = (years: number) => {
    const date = new Date(ref);
    date.setUTCFullYear(year - years);
    return date.getTime();
  };
  const [from, to] = column.kind === 'date.birthdate' ? [shifted(80), shifted(18)] : [ref, ref + 60 * DAY];
  const low = column.from ? Date.parse(column.from) : Math.min(from, column.to ? Date.parse(column.to) : from);
  const high = column.to ? Date.parse(column.to) : Math.max(to, low);
  return { from: low, to: high };
}

/** Columns' kinds for a schema file written by hand (`kind` spelt as in the vocabulary). */
export function isColumnKind(value: unknown): value is ColumnKind {
  return typeof value === 'string' && (COLUMN_KINDS as readonly string[]).includes(value);
}
