import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import { dateOfText } from '@/utils/values/date-part-values';
import { createPersona } from '@/utils/values/persona';
import { makeField } from '../support/make-field';

const DAY = 86_400_000;
const SEEDS = Array.from({ length: 30 }, (_, seed) => seed + 1);

/** The days planned for the fields, in their order, as ISO dates (masked text read back through its placeholder). */
function plannedDays(fields: FieldDescription[], seed: number): string[] {
  const faker = createFaker('en', seed);
  const { writes } = planFill(fields, { faker, persona: createPersona(faker, 'en'), onlyEmpty: false });
  return fields.map((field) => {
    const write = writes.find((candidate) => candidate.index === field.index);
    return write && 'value' in write ? (dateOfText(write.value, field.placeholder) ?? write.value) : '';
  });
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

describe('planFill: the dates of one form follow each other', () => {
  it.each(SEEDS)('seed %i: a check-out comes 1 to 14 days after its check-in', (seed) => {
    const fields = [
      makeField({ index: 0, type: 'date', label: 'Check-in', formIndex: 0 }),
      makeField({ index: 1, type: 'date', label: 'Check-out', formIndex: 0 }),
    ];
    const [checkIn, checkOut] = plannedDays(fields, seed);
    expect(daysBetween(checkIn!, checkOut!)).toBeGreaterThanOrEqual(1);
    expect(daysBetween(checkIn!, checkOut!)).toBeLessThanOrEqual(14);
  });

  it.each(SEEDS)('seed %i: typed dates in their masks too, past a birth date between them', (seed) => {
    const fields = [
      makeField({ index: 0, label: 'Departure date', placeholder: 'DD/MM/YYYY', formIndex: 0 }),
      makeField({ index: 1, label: 'Date of birth', placeholder: 'DD/MM/YYYY', formIndex: 0 }),
      makeField({ index: 2, label: 'Return date', placeholder: 'MM/DD/YYYY', formIndex: 0 }),
    ];
    const [departure, birth, back] = plannedDays(fields, seed);
    expect(daysBetween(departure!, back!)).toBeGreaterThanOrEqual(1);
    expect(daysBetween(departure!, back!)).toBeLessThanOrEqual(14);
    expect(daysBetween(birth!, departure!)).toBeGreaterThan(365 * 16);
  });

  it.each(SEEDS)('seed %i: a later date still keeps within its own max', (seed) => {
    const fields = [
      makeField({ index: 0, type: 'date', label: 'Start', min: '2030-01-01', max: '2030-01-31', formIndex: 0 }),
      makeField({ index: 1, type: 'date', label: 'End', min: '2030-01-01', max: '2030-01-02', formIndex: 0 }),
    ];
    const [, end] = plannedDays(fields, seed);
    expect(['2030-01-01', '2030-01-02']).toContain(end);
  });

  it('a date in another form does not follow the first form’s', () => {
    const fields = [
      makeField({ index: 0, type: 'date', label: 'Start', min: '2090-01-01', max: '2090-01-31', formIndex: 0 }),
      makeField({ index: 1, type: 'date', label: 'Delivery date', formIndex: 1 }),
    ];
    for (const seed of SEEDS) expect(plannedDays(fields, seed)[1]! < '2090-01-01').toBe(true);
  });
});
