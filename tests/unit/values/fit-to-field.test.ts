import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { createFaker } from '@/utils/values/create-faker';
import { fitToField, MIN_LENGTH_TOO_LONG } from '@/utils/values/fit-to-field';
import { MAX_VALUE_LENGTH, Unfillable } from '@/utils/values/work-budget';
import { makeField } from '../support/make-field';

const faker = () => createFaker('en', 1234);

describe('fitToField keeps a value that already fits', () => {
  it.each<[string, Partial<FieldDescription>]>([
    ['7', { type: 'number', min: '1', max: '10' }],
    ['15', { type: 'number', min: '10', max: '20', step: '5' }],
    ['0.75', { type: 'number', step: '0.25' }],
    ['3.14159', { type: 'number', step: 'any' }],
    ['50', { type: 'range' }],
    ['2024-05-01', { type: 'date', min: '2024-01-01', max: '2024-12-31' }],
    ['Berlin', { maxLength: 10 }],
    ['a long enough value', { minLength: 5 }],
  ])('%j in %o', (value, field) => {
    expect(fitToField(value, makeField(field), faker())).toBe(value);
  });
});

describe('fitToField bends a value that does not fit', () => {
  it.each<[string, Partial<FieldDescription>, (fitted: string) => boolean]>([
    ['250', { type: 'number', min: '1', max: '10' }, (v) => +v >= 1 && +v <= 10 && Number.isInteger(+v)],
    ['12', { type: 'number', min: '10', max: '20', step: '5' }, (v) => ['10', '15', '20'].includes(v)],
    ['1.3', { type: 'number', min: '0.5', max: '2', step: '0.5' }, (v) => ['0.5', '1', '1.5', '2'].includes(v)],
    ['555-1234', { type: 'number', min: '100', max: '199' }, (v) => +v >= 100 && +v <= 199],
    ['', { type: 'number' }, (v) => v !== '' && Number.isFinite(+v)],
    [
      '08:15',
      { type: 'time', min: '09:00', max: '17:00' },
      (v) => /^\d\d:\d\d$/.test(v) && v >= '09:00' && v <= '17:00',
    ],
    ['10:07', { type: 'time', step: '900' }, (v) => v === '10:00'],
    ['10:07', { type: 'time', min: '09:10', step: '1800' }, (v) => v === '09:40' || v === '10:10'],
    ['12:00', { type: 'time', step: '0.5' }, (v) => v === '12:00'],
    ['23:00', { type: 'time', min: '22:00', max: '06:00' }, (v) => v === '23:00'],
    ['12:00', { type: 'time', min: '22:00', max: '06:00' }, (v) => v === '22:00'],
    ['2031-04', { type: 'month', max: '2030-12' }, (v) => /^\d{4}-\d\d$/.test(v) && v <= '2030-12'],
    ['2024-05', { type: 'month', min: '2024-01', step: '3' }, (v) => v === '2024-04' || v === '2024-07'],
    ['2024-W02', { type: 'week', min: '2025-W10' }, (v) => /^\d{4}-W\d\d$/.test(v) && v >= '2025-W10'],
    ['2024-W03', { type: 'week', min: '2024-W01', step: '2' }, (v) => v === '2024-W03'],
    ['2024-05-02', { type: 'date', min: '2024-05-01', step: '7' }, (v) => v === '2024-05-01'],
    ['2024-05-01T10:07', { type: 'datetime-local', step: '3600' }, (v) => v === '2024-05-01T10:00'],
    [
      '2024-05-01T10:07',
      { type: 'datetime-local', max: '2020-01-01T00:00' },
      (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(v) && v <= '2020-01-01T00:00',
    ],
    ['2024-05-01T10:07', { type: 'datetime-local', step: '1' }, (v) => v === '2024-05-01T10:07'],
    [
      '2024-05-01T10:07',
      { type: 'datetime-local', step: '1.5', min: '2024-05-01T10:07:00.250' },
      (v) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.(250|750)$/.test(v) && v > '2024-05-01T10:07',
    ],
    ['500', { type: 'range' }, (v) => +v >= 0 && +v <= 100],
    ['50', { type: 'number', max: '-10' }, (v) => +v <= -10 && Number.isInteger(+v)],
    ['1000', { type: 'number', min: '1', max: '2', step: 'any' }, (v) => +v >= 1 && +v <= 2],
    [
      '2030-05-01',
      { type: 'date', min: '2000-01-01', max: '2000-12-31' },
      (v) => v >= '2000-01-01' && v <= '2000-12-31',
    ],
    ['1990-05-01', { type: 'date', min: '2030-01-01' }, (v) => /^\d{4}-\d\d-\d\d$/.test(v) && v >= '2030-01-01'],
    ['2030-05-01', { type: 'date', max: '1999-12-31' }, (v) => /^\d{4}-\d\d-\d\d$/.test(v) && v <= '1999-12-31'],
    ['Llanfairpwllgwyngyll', { maxLength: 8 }, (v) => v === 'Llanfair'],
    ['ab cd', { maxLength: 3 }, (v) => v === 'ab'],
    ['Jo', { minLength: 6 }, (v) => v.length === 6 && v.startsWith('Jo')],
    [
      'someone.with.a.long.name@example.com',
      { type: 'email', maxLength: 20 },
      (v) => v.length <= 20 && v.endsWith('@example.com'),
    ],
  ])('%j in %o', (value, field, fits) => {
    const fitted = fitToField(value, makeField(field), faker());
    expect(fits(fitted), `got ${JSON.stringify(fitted)}`).toBe(true);
  });

  it('gives the same fitted value for the same seed', () => {
    const field = makeField({ type: 'number', min: '1', max: '1000', step: '3' });
    expect(fitToField('x', field, faker())).toBe(fitToField('x', field, faker()));
  });

  // Without `min`, HTML's step base is 0, not `max`: for max=-7 step=5 the
  // largest valid value is -10, and -7 would be a step mismatch.
  it('keeps to the step when there is no min and max is negative', () => {
    const fitted = Number(fitToField('42', makeField({ type: 'number', max: '-7', step: '5' }), faker()));
    expect(fitted).toBeLessThanOrEqual(-7);
    expect(Math.abs(fitted % 5)).toBe(0);
  });
});

describe('fitToField never writes past MAX_VALUE_LENGTH', () => {
  it.each<[string, Partial<FieldDescription>]>([
    ['no maxlength', {}],
    ['a maxlength of 50,000,000', { maxLength: 50_000_000 }],
    ['a textarea', { tag: 'textarea', type: 'textarea' }],
  ])('cuts a longer value with %s', (_, field) => {
    expect(fitToField('x'.repeat(MAX_VALUE_LENGTH * 2), makeField(field), faker())).toHaveLength(MAX_VALUE_LENGTH);
  });

  it('gives up a field whose minlength is past the cap, with the reason', () => {
    expect(() => fitToField('x', makeField({ minLength: MAX_VALUE_LENGTH + 1 }), faker())).toThrow(
      new Unfillable(MIN_LENGTH_TOO_LONG),
    );
  });
});
