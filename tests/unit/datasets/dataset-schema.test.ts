import { describe, expect, it } from 'vitest';
import { COLUMN_KINDS, MAX_ROWS, parseDatasetSchema } from '@/utils/datasets/dataset-schema';
import { exampleSchema } from '../support/dataset-schemas';

const base = {
  version: 1,
  name: 'people',
  locale: 'en_US',
  seed: 1,
  rows: 10,
  columns: [{ name: 'name', kind: 'person.fullName' }],
};
const errorOf = (input: unknown) => {
  const result = parseDatasetSchema(input);
  return result.ok ? undefined : result.error;
};

describe('parseDatasetSchema', () => {
  it('accepts the example that ships with the project', () => {
    expect(exampleSchema().columns.length).toBe(12);
  });

  it('offers every kind of the form vocabulary, and a row number and a UUID', () => {
    expect(COLUMN_KINDS).toContain('person.firstName');
    expect(COLUMN_KINDS).toContain('helpers.arrayElement');
    expect(COLUMN_KINDS).toContain('row.id');
    expect(COLUMN_KINDS).toContain('string.uuid');
  });

  it('takes 1 to 10,000,000 rows and says where the number is wrong', () => {
    expect(errorOf({ ...base, rows: 1 })).toBeUndefined();
    expect(errorOf({ ...base, rows: MAX_ROWS })).toBeUndefined();
    expect(errorOf({ ...base, rows: 0 })).toBe('rows: At least 1 row.');
    expect(errorOf({ ...base, rows: MAX_ROWS + 1 })).toBe('rows: At most 10000000 rows.');
    expect(errorOf({ ...base, rows: 2.5 })).toMatch(/^rows: /);
  });

  it('names the column and field of each problem', () => {
    const error = errorOf({
      ...base,
      columns: [
        { name: 'a', kind: 'person.fulName' },
        { name: '', kind: 'person.firstName' },
      ],
    });
    expect(error).toContain('columns.0.kind: Unknown kind.');
    expect(error).toContain('columns.1.name: A name cannot be empty.');
  });

  it('refuses unknown fields, an unknown locale and a wrong version rather than ignoring them', () => {
    expect(errorOf({ ...base, colums: [] })).toMatch(/colums/);
    expect(errorOf({ ...base, locale: 'xx' })).toBe('locale: Unknown locale.');
    expect(errorOf({ ...base, version: 2 })).toMatch(/^version: /);
    expect(errorOf('not a schema')).toBeDefined();
  });

  it('refuses column names equal but for case, since MySQL would', () => {
    expect(
      errorOf({
        ...base,
        columns: [
          { name: 'Email', kind: 'internet.email' },
          { name: 'email', kind: 'internet.email' },
        ],
      }),
    ).toMatch(/differ/);
  });

  it('refuses names longer than PostgreSQL keeps, and NUL in names', () => {
    expect(errorOf({ ...base, name: 'x'.repeat(64) })).toMatch(/63 bytes/);
    expect(errorOf({ ...base, name: 'é'.repeat(32) })).toMatch(/63 bytes/);
    expect(errorOf({ ...base, name: 'a\0b' })).toMatch(/NUL/);
  });

  it('checks bounds, dates, shares and lists', () => {
    const column = (extra: object) => ({ ...base, columns: [{ name: 'c', kind: 'number.int', ...extra }] });
    expect(errorOf(column({ min: 5, max: 1 }))).toMatch(/min must not be above max/);
    expect(errorOf(column({ min: 1.5 }))).toMatch(/whole numbers/);
    expect(errorOf(column({ nullShare: 1.5 }))).toMatch(/nullShare/);
    expect(errorOf(column({ from: '2020-13-01' }))).toMatch(/YYYY-MM-DD/);
    expect(errorOf(column({ from: '2021-01-01', to: '2020-01-01' }))).toMatch(/from must not be after to/);
    expect(errorOf(column({ values: [] }))).toMatch(/at least one value/);
  });

  it('refuses a unique column without room for every row, or of a kind with few values', () => {
    const unique = (extra: object, rows = 10) => ({ ...base, rows, columns: [{ name: 'c', unique: true, ...extra }] });
    expect(errorOf(unique({ kind: 'number.int', min: 1, max: 10 }))).toBeUndefined();
    expect(errorOf(unique({ kind: 'number.int', min: 1, max: 9 }))).toBe(
      'Column "c" is unique but has only 9 possible values for 10 rows.',
    );
    expect(errorOf(unique({ kind: 'helpers.arrayElement', values: ['a', 'b', 'a'] }, 3))).toMatch(
      /only 2 possible values/,
    );
    expect(errorOf(unique({ kind: 'date.anytime', from: '2024-01-01', to: '2024-01-05' }, 6))).toMatch(
      /only 5 possible values/,
    );
    expect(errorOf(unique({ kind: 'datatype.boolean' }))).toMatch(/cannot be unique/);
    expect(errorOf(unique({ kind: 'internet.email' }, 10_000_000))).toBeUndefined();
  });
});
