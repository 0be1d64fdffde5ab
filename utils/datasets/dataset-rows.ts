import { Faker } from '@faker-js/faker';
import { blankField } from '../fields/field-description';
import { isoDateOf, utcDay } from '../values/date-formats';
import { GENERATORS } from '../values/generators';
import { quickenFake } from '../values/quick-fake';
import { parseTemplate, renderTemplate } from '../rules/rule-template';
import { valueType } from './column-types';
import {
  DAY,
  DAY_KINDS,
  DEFAULT_REFERENCE_DATE,
  dayRange,
  numberBounds,
  type DatasetColumn,
  type DatasetSchema,
} from './dataset-schema';
import { affinePermutation, cellChance, createRowRandomizer, mix32 } from './row-random';
import { personaConstants, RowPersona, type PersonaConstants } from './row-persona';

/** One cell: its text as the formats write it (numbers and booleans as their digits and words), or null for empty. */
export type Cell = string | null;

type CellMaker = (state: RowState) => string;

/**
 * Makes row k of a dataset from the schema, the seed and k alone, whatever rows were made
 * before: each row reseeds its own faker with (seed, k), so a preview, a shard or a
 * single row costs only what it makes, and the n shards of the command line join into
 * the same file as one run.
 *
 * `faker` gives the locale's data and nothing else (its seed is not used): pass the one
 * the form fill uses (createFaker), however its locale data was loaded.
 * @example const rowAt = createRowMaker(schema, createFaker(schema.locale, 0)); rowAt(41) // the 42nd row, the same every time
 */
export function createRowMaker(schema: DatasetSchema, faker: Faker): (row: number) => Cell[] {
  const rowAt = createLinkedRowMaker(schema, faker);
  return (row) => rowAt(row).cells;
}

/** The state a row was made in: its faker, just after the row, and its persona. */
export interface RowState {
  faker: Faker;
  persona: RowPersona;
  row: number;
}

/** What a table of a related schema adds to the row maker (related-rows.ts). */
export interface TableLinks {
  /** A third word in every row's seed, so the tables of one schema draw apart. */
  salt: number;
  /** A column whose cell comes from elsewhere (the parent's key, the parent's persona); undefined for its own kind. */
  linked: (column: number) => ((row: number) => string) | undefined;
}

/**
 * createRowMaker, with the state each row was made in (read it before the next row is
 * made), and for a table of a related schema its links to the parent.
 */
export function createLinkedRowMaker(
  schema: DatasetSchema,
  faker: Faker,
  links?: TableLinks,
): (row: number) => { cells: Cell[]; state: RowState } {
  const referenceDate = schema.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const rowFaker = new Faker({ locale: faker.rawDefinitions, randomizer: createRowRandomizer() });
  quickenFake(rowFaker);
  rowFaker.setDefaultRefDate(utcDay(referenceDate));
  const constants: PersonaConstants = personaConstants(schema.locale);
  // A one-table schema keeps the seeds it always had, so its files do not change.
  const tableSeed = links ? mix32(schema.seed, links.salt) : schema.seed;
  const makers = schema.columns.map((column, index): CellMaker => {
    const linked = links?.linked(index);
    return linked
      ? ({ row }) => linked(row)
      : cellMaker(column, referenceDate, mix32(tableSeed, index + 1), schema.seed);
  });
  const nullShares = schema.columns.map((column) => column.nullShare ?? 0);
  const seedWords = links ? [schema.seed, 0, links.salt] : [schema.seed, 0];

  return (row) => {
    seedWords[1] = row;
    rowFaker.seed(seedWords);
    const state: RowState = { faker: rowFaker, persona: new RowPersona(rowFaker, constants), row };
    const cells = new Array<Cell>(makers.length);
    for (let column = 0; column < makers.length; column++) {
      const share = nullShares[column]!;
      cells[column] = share > 0 && cellChance(tableSeed, row, column) < share ? null : makers[column]!(state);
    }
    return { cells, state };
  };
}

/**
 * Makes `columns` from the state another row was made in: a child's columns that take
 * their parent's persona (`ship_name` is the customer's name). Call it right after that
 * row, always with the same columns, and the values are a function of that row alone.
 */
export function createCellsFrom(columns: DatasetColumn[], schema: DatasetSchema): (state: RowState) => string[] {
  const referenceDate = schema.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const makers = columns.map((column, index) =>
    cellMaker(column, referenceDate, mix32(schema.seed, index + 1), schema.seed),
  );
  return (state) => makers.map((make) => make(state));
}

/**
 * How one column makes its cell. Unique columns are unique by construction, not by
 * remembering what came before (which would break "row k from (seed, k) alone"):
 * - ranges (numbers, amounts, days, lists) take the row's place in a seeded permutation of the range;
 * - UUIDs carry a 32-bit bijection of the row number in their last 8 hex digits;
 * - text gets the row number worked in after a separator no row number contains
 *   (`ada.lovelace.42@example.com`, `Lovelace-42`), so two rows can never match.
 */
function cellMaker(column: DatasetColumn, referenceDate: string, columnSeed: number, seed: number): CellMaker {
  const type = valueType(column);
  if (column.kind === 'template') return uniqueText(column, templateMaker(column.template ?? '', seed));
  if (column.values) {
    const values = column.unique ? [...new Set(column.values)] : column.values;
    if (column.unique) {
      const permute = affinePermutation(values.length, columnSeed);
      return ({ row }) => values[permute(row)]!;
    }
    return ({ faker }) => faker.helpers.arrayElement(values);
  }
  const bounds = numberBounds(column);
  switch (column.kind) {
    case 'row.id':
      return ({ row }) => String(bounds.min + row);
    case 'string.uuid':
      if (!column.unique) return ({ faker }) => faker.string.uuid();
      return ({ faker, row }) =>
        faker.string.uuid().slice(0, 28) + mix32(row, columnSeed).toString(16).padStart(8, '0');
    case 'number.int': {
      if (!column.unique) return ({ faker }) => String(faker.number.int(bounds));
      const permute = affinePermutation(bounds.max - bounds.min + 1, columnSeed);
      return ({ row }) => String(bounds.min + permute(row));
    }
    case 'finance.amount': {
      // Whole cents, as faker.finance.amount draws them; its float path left the heap twice as high at a million rows.
      if (!column.unique)
        return ({ faker }) => (faker.number.int({ min: bounds.min * 100, max: bounds.max * 100 }) / 100).toFixed(2);
      const permute = affinePermutation((bounds.max - bounds.min) * 100 + 1, columnSeed);
      return ({ row }) => ((bounds.min * 100 + permute(row)) / 100).toFixed(2);
    }
  }
  if (DAY_KINDS.has(column.kind) && (column.unique || column.from || column.to)) {
    const range = dayRange(column, referenceDate);
    const days = Math.round((range.to - range.from) / DAY) + 1;
    if (column.unique) {
      const permute = affinePermutation(days, columnSeed);
      return ({ row }) => isoDateOf(range.from + permute(row) * DAY);
    }
    return ({ faker }) => isoDateOf(range.from + faker.number.int(days - 1) * DAY);
  }
  const generate = GENERATORS[column.kind];
  // A plain text field: the generators then give each kind's usual value (ISO dates for date fields).
  const field = blankField({ type: type === 'date' ? 'date' : 'text', formIndex: -1 });
  const plain: CellMaker = ({ faker, persona }) => generate({ faker, persona, field });
  return uniqueText(column, plain);
}

/** A text column made unique by the row number worked in (see cellMaker). */
function uniqueText(column: DatasetColumn, plain: CellMaker): CellMaker {
  if (!column.unique) return plain;
  if (column.kind === 'internet.email')
    return (state) => {
      const email = plain(state);
      const at = email.lastIndexOf('@');
      return `${email.slice(0, at)}.${state.row + 1}${email.slice(at)}`;
    };
  if (column.kind === 'internet.url') return (state) => `${plain(state)}/${state.row + 1}`;
  return (state) => `${plain(state)}-${state.row + 1}`;
}

const TEXT_FIELD = blankField({ type: 'text', formIndex: -1 });

/**
 * A template column: parsed once (the schema check already refused a bad one), rendered
 * each row with the row's faker, its persona for kind tokens (so `{{person.firstName}}`
 * is the row's first-name column) and the schema's seed for `{{seed}}`.
 * @example templateMaker('{{person.firstName}}.{{number.int 1 99}}@qa.example', 1)(state) // 'Ada.42@qa.example'
 */
function templateMaker(template: string, seed: number): CellMaker {
  const parts = parseTemplate(template);
  return ({ faker, persona }) =>
    renderTemplate(parts, {
      faker,
      seed,
      kindValue: (kind) => GENERATORS[kind]({ faker, persona, field: TEXT_FIELD }),
    });
}
