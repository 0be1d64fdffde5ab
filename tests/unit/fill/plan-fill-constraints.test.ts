import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { makeField } from '../support/make-field';

/*
 * Property test: whatever the seed, every planned number and date satisfies
 * the field's min, max and step, as the browser's constraint validation would
 * check them. The seed is in the test name, so a failure can be replayed.
 */
const CONSTRAINED: Array<Partial<FieldDescription>> = [
  { type: 'number', label: 'Guests', min: '1', max: '10' },
  { type: 'number', label: 'Guests', min: '10', max: '20', step: '5' },
  { type: 'number', label: 'Age', min: '18', max: '21' },
  { type: 'number', label: 'Amount', min: '0', max: '1', step: '0.01' },
  { type: 'number', label: 'Price', min: '0.5', max: '5', step: '0.25' },
  { type: 'number', label: 'Price', min: '100', max: '200', step: 'any' },
  { type: 'number', label: 'Phone', min: '1000', max: '9999' },
  { type: 'number', label: 'Zip code', min: '10000', max: '99999' },
  { type: 'number', label: 'Temperature', min: '-40', max: '-10', step: '3' },
  { type: 'number', label: 'Floor', max: '-3' },
  { type: 'number', label: 'Floor', max: '-7', step: '5' },
  { type: 'number', label: 'Count', min: '3', step: '4' },
  { type: 'number', label: 'Count', min: '1000000' },
  { type: 'number', label: 'Count', max: '5', step: '2' },
  { type: 'number', label: 'Even', step: '2' },
  { type: 'number', label: 'Day of birth', min: '1', max: '31' },
  { type: 'range', label: 'Volume' },
  { type: 'range', label: 'Volume', min: '20', max: '30', step: '5' },
  { type: 'date', label: 'Start', min: '2000-01-01', max: '2000-01-31' },
  { type: 'date', label: 'Date of birth', min: '1990-01-01', max: '1990-12-31' },
  { type: 'date', label: 'Date of birth', max: '1970-01-01' },
  { type: 'date', label: 'Appointment', min: '2099-01-01' },
  { type: 'date', label: 'Exactly one day', min: '2024-02-29', max: '2024-02-29' },
];

function violation(field: FieldDescription, value: string): string | undefined {
  if (field.type === 'date') {
    if (!/^\d{4}-\d\d-\d\d$/.test(value)) return 'not a date';
    if (field.min && value < field.min) return `before min ${field.min}`;
    if (field.max && value > field.max) return `after max ${field.max}`;
    return undefined;
  }
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) return 'not a number';
  const min = field.min === undefined ? (field.type === 'range' ? 0 : undefined) : Number(field.min);
  const max = field.max === undefined ? (field.type === 'range' ? 100 : undefined) : Number(field.max);
  if (min !== undefined && n < min) return `below min ${min}`;
  if (max !== undefined && n > max) return `above max ${max}`;
  if (field.step === 'any') return undefined;
  const step = field.step === undefined ? 1 : Number(field.step);
  const ratio = (n - (min ?? 0)) / step; // HTML's step base: min, else 0
  if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return `off step ${step}`;
  return undefined;
}

const SEEDS = Array.from({ length: 20 }, () => Math.floor(Math.random() * 2 ** 31));

describe('planFill respects numeric and date constraints', () => {
  it.each(SEEDS)('seed %i', (seed) => {
    const fields = CONSTRAINED.map((field, index) => makeField({ ...field, index }));
    const faker = createFaker('en', seed);
    const { writes } = planFill(fields, { faker, persona: createPersona(faker, 'en'), onlyEmpty: false });
    expect(writes).toHaveLength(fields.length);
    for (const write of writes) {
      const field = fields[write.index]!;
      expect('value' in write).toBe(true);
      const value = 'value' in write ? write.value : '';
      expect(violation(field, value), `${JSON.stringify(value)} in ${JSON.stringify(field)}`).toBeUndefined();
    }
  });
});
