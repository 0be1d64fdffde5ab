import {
  DAY_KINDS as COLUMN_DAY_KINDS,
  type ColumnKind,
  type DatasetColumn,
  type DatasetSchema,
  type ParseResult,
  parseDatasetSchema,
} from './dataset-schema';
import type { FakerLocale } from '../values/faker-locales';

/**
 * A schema as the Datasets page edits it: numbers as the text in their boxes, so a box
 * can be empty or half-typed without losing what else the user wrote; made into a
 * checked schema (or the reasons it is not one) by schemaFromDraft.
 */
export interface DraftColumn {
  name: string;
  /** A column kind, or `reference`: the key of a row of another table (its parent). */
  kind: DraftKind;
  /** Share of empty cells in percent, as typed. */
  emptyPercent: string;
  unique: boolean;
  min: string;
  max: string;
  from: string;
  to: string;
  /** One value a line. */
  values: string;
  /** A template column's template, as typed. */
  template: string;
  /** A reference column's key, `table.column`; empty until one is chosen. */
  references: string;
  /** Made from the parent row's persona (a child table's column). */
  fromParent: boolean;
}

export const REFERENCE = 'reference';
export type DraftKind = ColumnKind | typeof REFERENCE;

export interface SchemaDraft {
  name: string;
  locale: FakerLocale;
  seed: string;
  rows: string;
  referenceDate?: string;
  columns: DraftColumn[];
}

/** Kinds whose columns take bounds. */
export const NUMBER_KINDS: ReadonlySet<DraftKind> = new Set<DraftKind>(['number.int', 'finance.amount', 'row.id']);
export const DAY_KINDS: ReadonlySet<DraftKind> = COLUMN_DAY_KINDS;

export const emptyColumn = (name: string, kind: DraftKind = 'person.fullName'): DraftColumn => ({
  name,
  kind,
  emptyPercent: '',
  unique: false,
  min: '',
  max: '',
  from: '',
  to: '',
  values: '',
  template: '',
  references: '',
  fromParent: false,
});

export function draftFromSchema(schema: DatasetSchema): SchemaDraft {
  return {
    name: schema.name,
    locale: schema.locale,
    seed: String(schema.seed),
    rows: String(schema.rows),
    referenceDate: schema.referenceDate,
    columns: schema.columns.map(draftColumnOf),
  };
}

/** A column's boxes, from the column as the schema file writes it. */
export function draftColumnOf(column: DatasetColumn): DraftColumn {
  const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return {
    name: column.name,
    kind: column.kind,
    emptyPercent: column.nullShare ? String(Math.round(column.nullShare * 1000) / 10) : '',
    unique: column.unique ?? false,
    min: text(column.min),
    max: text(column.max),
    from: text(column.from),
    to: text(column.to),
    values: column.values?.join('\n') ?? '',
    template: column.template ?? '',
    references: '',
    fromParent: false,
  };
}

/** A number from a box: empty is absent; anything else that is not a number stays as text, for the schema check to name. */
export function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/**
 * @example schemaFromDraft({ ...draft, rows: '' }) // { ok: false, error: 'rows: …' }
 */
export function schemaFromDraft(draft: SchemaDraft): ParseResult {
  return parseDatasetSchema({
    version: 1,
    name: draft.name,
    locale: draft.locale,
    seed: numberOf(draft.seed),
    rows: numberOf(draft.rows),
    ...(draft.referenceDate && { referenceDate: draft.referenceDate }),
    columns: draft.columns.map(columnFromDraft),
  });
}

/** A column as the schema file writes it, from its boxes; numbers that are not numbers stay as text for the check to name. */
export function columnFromDraft(column: DraftColumn): DatasetColumn {
  const made: Record<string, unknown> = { name: column.name, kind: column.kind };
  const empty = numberOf(column.emptyPercent);
  if (empty !== undefined) made.nullShare = typeof empty === 'number' ? empty / 100 : empty;
  if (column.unique) made.unique = true;
  if (NUMBER_KINDS.has(column.kind)) {
    made.min = numberOf(column.min);
    made.max = numberOf(column.max);
  }
  if (DAY_KINDS.has(column.kind)) {
    made.from = column.from || undefined;
    made.to = column.to || undefined;
  }
  if (column.kind === 'template') made.template = column.template;
  if (column.kind === 'helpers.arrayElement') {
    const values = column.values.split('\n').filter((value) => value !== '');
    if (values.length) made.values = values;
  }
  return Object.fromEntries(Object.entries(made).filter(([, value]) => value !== undefined)) as DatasetColumn;
}
