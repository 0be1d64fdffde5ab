import { allLocales } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createRowMaker } from '@/utils/datasets/dataset-rows';
import { COLUMN_KINDS, NEVER_UNIQUE, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import { fakerFor, schemaOf } from '../support/dataset-schemas';

const rowsOf = (schema: DatasetSchema, count = schema.rows) => {
  const rowAt = createRowMaker(schema, fakerFor(schema));
  return Array.from({ length: count }, (_, row) => rowAt(row));
};
const column = (schema: DatasetSchema, index = 0) => rowsOf(schema).map((cells) => cells[index]);
const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

describe('createRowMaker', () => {
  const people = schemaOf(
    [
      { name: 'first', kind: 'person.firstName' },
      { name: 'last', kind: 'person.lastName' },
      { name: 'email', kind: 'internet.email' },
      { name: 'street', kind: 'location.street' },
      { name: 'address', kind: 'location.streetAddress' },
      { name: 'state', kind: 'location.state' },
      { name: 'zip', kind: 'location.zipCode' },
      { name: 'born', kind: 'date.birthdate' },
    ],
    { rows: 300 },
  );

  it('gives the same rows for the same schema and seed, and others for another seed', () => {
    expect(rowsOf(people)).toEqual(rowsOf(people));
    expect(rowsOf({ ...people, seed: 8 })).not.toEqual(rowsOf(people));
  });

  it('makes row k from the schema, the seed and k alone, in any order', () => {
    const all = rowsOf(people);
    const rowAt = createRowMaker(people, fakerFor(people));
    expect([rowAt(250), rowAt(3), rowAt(250)]).toEqual([all[250], all[3], all[250]]);
  });

  it('does not use the seed of the faker it is given, only its locale data', () => {
    const rowAt = createRowMaker(people, fakerFor(people));
    const other = fakerFor(people);
    other.seed(123);
    expect(createRowMaker(people, other)(5)).toEqual(rowAt(5));
  });

  it('makes one persona a row: the email is of the name, the address parts one US address', () => {
    const byState = allLocales.en_US.location!.postcode_by_state as Record<string, string | string[]>;
    const abbreviations = allLocales.en.location!.state_abbr!;
    const states = allLocales.en.location!.state!;
    for (const [first, last, email, street, address, state, zip, born] of rowsOf(people)) {
      const local = letters(email!.split('@')[0]!);
      expect(local.includes(letters(first!)) || local.includes(letters(last!)), `${email} for ${first} ${last}`).toBe(
        true,
      );
      expect(address).toContain(street);
      const templates = [byState[abbreviations[states.indexOf(state!)]!]!].flat();
      const inState = templates.some((template) => {
        const [, min, max] = template.match(/"min": (\d+),"max": (\d+)/)!.map(Number);
        return Number(zip) >= min! && Number(zip) <= max!;
      });
      expect(inState, `${zip} in ${state}`).toBe(true);
      expect(born).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('leaves about the asked share of cells empty, without moving the other columns', () => {
    const schema = schemaOf(
      [
        { name: 'company', kind: 'company.name', nullShare: 0.3 },
        { name: 'city', kind: 'location.city' },
      ],
      { rows: 4000 },
    );
    const rows = rowsOf(schema);
    const empty = rows.filter((cells) => cells[0] === null).length / rows.length;
    expect(empty).toBeGreaterThan(0.27);
    expect(empty).toBeLessThan(0.33);
    expect(column(schemaOf([{ name: 'c', kind: 'company.name', nullShare: 1 }])).every((cell) => cell === null)).toBe(
      true,
    );
    expect(column(schemaOf([{ name: 'c', kind: 'company.name' }])).every((cell) => cell !== null)).toBe(true);
  });

  it('keeps numbers, amounts and dates within their bounds, and lists to their values', () => {
    const schema = schemaOf(
      [
        { name: 'n', kind: 'number.int', min: -5, max: 5 },
        { name: 'amount', kind: 'finance.amount', min: 10, max: 20 },
        { name: 'day', kind: 'date.anytime', from: '2024-02-27', to: '2024-03-02' },
        { name: 'born', kind: 'date.birthdate', from: '1990-01-01', to: '1990-12-31' },
        { name: 'plan', kind: 'helpers.arrayElement', values: ['free', 'pro'] },
        { name: 'id', kind: 'row.id', min: 1000 },
      ],
      { rows: 500 },
    );
    const rows = rowsOf(schema);
    for (const [n, amount, day, born, plan] of rows) {
      expect(Number(n)).toBeGreaterThanOrEqual(-5);
      expect(Number(n)).toBeLessThanOrEqual(5);
      expect(Number(amount)).toBeGreaterThanOrEqual(10);
      expect(Number(amount)).toBeLessThanOrEqual(20);
      expect(amount).toMatch(/^\d+\.\d\d$/);
      expect(day! >= '2024-02-27' && day! <= '2024-03-02', day!).toBe(true);
      expect(born!.startsWith('1990-')).toBe(true);
      expect(['free', 'pro']).toContain(plan);
    }
    expect(new Set(rows.map((cells) => cells[2])).size).toBe(5);
    expect(rows.map((cells) => cells[5])).toEqual(rows.map((_, row) => String(1000 + row)));
  });

  it('keeps unique columns unique, even when the range is exactly as large as the rows', () => {
    const rows = 20_000;
    const schema = schemaOf(
      [
        { name: 'email', kind: 'internet.email', unique: true },
        { name: 'last', kind: 'person.lastName', unique: true },
        { name: 'n', kind: 'number.int', min: 1, max: rows, unique: true },
        { name: 'amount', kind: 'finance.amount', min: 0, max: 200, unique: true },
        { name: 'uuid', kind: 'string.uuid', unique: true },
        { name: 'site', kind: 'internet.url', unique: true },
      ],
      { rows },
    );
    const made = rowsOf(schema);
    for (let index = 0; index < schema.columns.length; index++)
      expect(new Set(made.map((cells) => cells[index])).size, schema.columns[index]!.name).toBe(rows);
    const numbers = made.map((cells) => Number(cells[2])).sort((a, b) => a - b);
    expect(numbers[0]).toBe(1);
    expect(numbers.at(-1)).toBe(rows);
    for (const [email, , , , uuid] of made) {
      expect(email).toMatch(/^[^@\s]+\.\d+@[^@\s]+$/);
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('spreads unique numbers over the range rather than counting up', () => {
    const values = column(schemaOf([{ name: 'n', kind: 'number.int', min: 1, max: 1000, unique: true }], { rows: 10 }));
    expect(values).not.toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('keeps lists, dates and UUIDs unique', () => {
    const values = Array.from({ length: 30 }, (_, i) => `v${i}`);
    const schema = schemaOf(
      [
        { name: 'v', kind: 'helpers.arrayElement', values, unique: true },
        { name: 'd', kind: 'date.anytime', from: '2024-01-01', to: '2024-01-30', unique: true },
      ],
      { rows: 30 },
    );
    const made = rowsOf(schema);
    expect(new Set(made.map((cells) => cells[0]))).toEqual(new Set(values));
    expect(new Set(made.map((cells) => cells[1])).size).toBe(30);
  });

  it.each(['en_US', 'de', 'ja', 'ru', 'zh_CN', 'pt_BR', 'ar'] as const)(
    'makes a value of every kind in %s',
    (locale) => {
      const kinds = COLUMN_KINDS.map((kind, index) => ({
        name: `c${index}`,
        kind,
        unique: !NEVER_UNIQUE.has(kind) && index % 2 === 0,
        ...(kind === 'template' && { template: 'T-{{string.alpha 3}}' }),
      }));
      const rows = rowsOf(schemaOf(kinds, { locale, rows: 20 }));
      for (const cells of rows)
        for (const [index, cell] of cells.entries()) expect(cell, kinds[index]!.kind).toMatch(/\S/);
    },
  );
});
