import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, datasetChunks, shardRange } from '@/utils/datasets/dataset-chunks';
import { CSV_DELIMITERS, csvField, type FormatOptions } from '@/utils/datasets/dataset-formats';
import { createRowMaker } from '@/utils/datasets/dataset-rows';
import { datasetText, exampleSchema, fakerFor, schemaOf } from '../support/dataset-schemas';
import { NASTY_VALUES } from '../support/nasty-values';

const nasty = schemaOf(
  [
    { name: 'id', kind: 'row.id' },
    { name: 'weird "name", really', kind: 'helpers.arrayElement', values: NASTY_VALUES, unique: true },
    { name: 'maybe', kind: 'company.name', nullShare: 0.5 },
    { name: 'paid', kind: 'datatype.boolean' },
    { name: 'amount', kind: 'finance.amount' },
  ],
  { rows: NASTY_VALUES.length },
);
const cellsOf = (schema = nasty) => {
  const rowAt = createRowMaker(schema, fakerFor(schema));
  return Array.from({ length: schema.rows }, (_, row) => rowAt(row));
};

describe('csvField (RFC 4180)', () => {
  it('quotes only what needs it, doubling quotes', () => {
    expect(csvField('plain', ',')).toBe('plain');
    expect(csvField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('a,b', ';')).toBe('a,b');
    expect(csvField('a;b', ';')).toBe('"a;b"');
    expect(csvField('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvField('cr\rhere', ',')).toBe('"cr\rhere"');
    expect(csvField(' leading', ',')).toBe('" leading"');
    expect(csvField('trailing ', ',')).toBe('"trailing "');
  });

  it('keeps an empty cell (NULL) apart from an empty string', () => {
    expect(csvField(null, ',')).toBe('');
    expect(csvField('', ',')).toBe('""');
  });
});

describe('CSV', () => {
  it('ends every record with CRLF and starts with the header', () => {
    const text = datasetText(nasty, { format: 'csv' });
    expect(text.startsWith('id,"weird ""name"", really",maybe,paid,amount\r\n')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it.each(CSV_DELIMITERS)('round-trips every value through a real CSV parser with delimiter %j', (delimiter) => {
    const text = datasetText(nasty, { format: 'csv', delimiter });
    const records: string[][] = parse(text, { delimiter, relax_quotes: false, record_delimiter: '\r\n' });
    expect(records[0]).toEqual(nasty.columns.map((column) => column.name));
    // csv-parse reads an empty field as '': the format's one loss, NULL and '' are told apart only by the quotes.
    expect(records.slice(1)).toEqual(cellsOf().map((cells) => cells.map((cell) => cell ?? '')));
  });
});

describe('JSON and NDJSON', () => {
  it('writes one valid array with numbers, booleans and nulls typed', () => {
    const parsed = JSON.parse(datasetText(nasty, { format: 'json' })) as Array<Record<string, unknown>>;
    const cells = cellsOf();
    expect(parsed).toHaveLength(nasty.rows);
    parsed.forEach((object, row) => {
      expect(Object.keys(object)).toEqual(nasty.columns.map((column) => column.name));
      expect(object.id).toBe(row + 1);
      expect(object['weird "name", really']).toBe(cells[row]![1]);
      expect(object.maybe).toBe(cells[row]![2]);
      expect(typeof object.paid).toBe('boolean');
      expect(object.amount).toBe(Number(cells[row]![4]));
    });
    expect(parsed.some((object) => object.maybe === null)).toBe(true);
  });

  it('writes one valid object a line in NDJSON, and the same objects as JSON', () => {
    const lines = datasetText(nasty, { format: 'ndjson' }).split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((line) => JSON.parse(line))).toEqual(JSON.parse(datasetText(nasty, { format: 'json' })));
  });

  it('keeps lone surrogates and control characters valid JSON', () => {
    const schema = schemaOf([
      { name: 'v', kind: 'helpers.arrayElement', values: ['\ud800', '\u0001\u001f', '\u2028'] },
    ]);
    expect(() => JSON.parse(datasetText(schema, { format: 'json' }))).not.toThrow();
  });
});

describe('shards and chunks', () => {
  const formats: FormatOptions[] = [
    { format: 'csv' },
    { format: 'csv', delimiter: '\t' },
    { format: 'json' },
    { format: 'ndjson' },
    { format: 'sql', dialect: 'postgresql', batchSize: 7 },
    { format: 'sql', dialect: 'mysql', batchSize: 7 },
    { format: 'sql', dialect: 'sqlite', batchSize: 7 },
  ];
  const schema = exampleSchema({ rows: 101 });

  it.each(formats)('joins n shards into the whole file: %j', (format) => {
    const whole = datasetText(schema, format);
    for (const count of [1, 2, 3, 7, 101, 150]) {
      const shards = Array.from({ length: count }, (_, index) =>
        datasetText(schema, format, shardRange(schema.rows, index + 1, count), 500),
      );
      expect(shards.join(''), `${count} shards`).toBe(whole);
    }
  });

  it('covers every row once with 1-based slices, and refuses a slice that is not i/n', () => {
    expect([1, 2, 3].map((index) => shardRange(10, index, 3))).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 6 },
      { start: 6, end: 10 },
    ]);
    expect(() => shardRange(10, 0, 3)).toThrow(RangeError);
    expect(() => shardRange(10, 4, 3)).toThrow(RangeError);
    expect(() => shardRange(10, 1, 0)).toThrow(RangeError);
  });

  it('yields chunks of bounded size, counting rows as it goes', () => {
    const big = exampleSchema({ rows: 3000 });
    const chunks = [...datasetChunks(big, fakerFor(big), { format: 'csv' })];
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.text.length).toBeLessThan(CHUNK_CHARS + 1000);
    expect(chunks.map((chunk) => chunk.rowsDone)).toEqual(
      [...chunks.map((chunk) => chunk.rowsDone)].sort((a, b) => a - b),
    );
    expect(chunks.at(-1)!.rowsDone).toBe(3000);
  });
});
