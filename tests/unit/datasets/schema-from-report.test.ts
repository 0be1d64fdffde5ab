import { describe, expect, it } from 'vitest';
import type { FillReport, FillReportField } from '@/utils/fill/fill-report';
import { columnName, schemaFromReport } from '@/utils/datasets/schema-from-report';

const field = (label: string, kind: string, extra: Partial<FillReportField> = {}): FillReportField => ({
  selector: '#x',
  label,
  kind,
  signal: 'label',
  value: 'v',
  ...extra,
});
const report = (fields: FillReportField[]): FillReport => ({
  seed: 42,
  locale: 'de',
  refDate: '2026-03-01',
  url: 'https://shop.example.com/checkout',
  durationMs: 5,
  filled: fields.length,
  skipped: 0,
  failed: 0,
  fields,
});

describe('schemaFromReport ("Dataset from this form")', () => {
  it('makes a column of each filled field, named after its label, with the fill’s locale, seed and day', () => {
    const schema = schemaFromReport(
      report([
        field('Vorname *', 'person.firstName'),
        field('E-Mail-Adresse', 'internet.email'),
        field('Passwort', 'internet.password'),
        field('Passwort', 'internet.password'),
        field('Newsletter', 'datatype.boolean', { skipped: 'not a text field' }),
        field('', 'location.zipCode'),
        field('Straße', 'location.street'),
        field('straße', 'location.city'),
      ]),
    );
    expect(schema).toMatchObject({
      name: 'shop_example_com',
      locale: 'de',
      seed: 42,
      rows: 1000,
      referenceDate: '2026-03-01',
    });
    expect(schema!.columns).toEqual([
      { name: 'vorname', kind: 'person.firstName' },
      { name: 'e_mail_adresse', kind: 'internet.email' },
      { name: 'passwort', kind: 'internet.password' },
      { name: 'zip_code', kind: 'location.zipCode' },
      { name: 'straße', kind: 'location.street' },
      { name: 'straße_2', kind: 'location.city' },
    ]);
  });

  it('gives nothing for a form with no usable field', () => {
    expect(schemaFromReport(report([field('x', 'not.a.kind')]))).toBeNull();
  });

  it('cuts long labels to what PostgreSQL keeps', () => {
    expect(new TextEncoder().encode(columnName('ü'.repeat(100), 'person.firstName')).length).toBeLessThanOrEqual(63);
  });

  it('cuts whole characters, as many as fit, from labels of any length', () => {
    expect(columnName('ü'.repeat(20_000), 'person.firstName')).toBe('ü'.repeat(31));
    expect(columnName('a'.repeat(20_000), 'person.firstName')).toBe('a'.repeat(63));
    expect(columnName('𠀀'.repeat(50), 'person.firstName')).toBe('𠀀'.repeat(15)); // four bytes each, never cut in half
  });
});
