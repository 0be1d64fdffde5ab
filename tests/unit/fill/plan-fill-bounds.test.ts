import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { patternRegExp } from '@/utils/values/text-validity';
import { MAX_VALUE_LENGTH } from '@/utils/values/work-budget';
import { fields, pinClock, plan, SEEDS, valueOf } from '../support/plan';

/*
 * What a hostile page asks of a field is bounded: a pattern that backtracks
 * for ever, a length in the millions. The field is skipped with its reason or
 * given a value within MAX_VALUE_LENGTH; the fields around it are filled as
 * usual. How long each case takes is printed by tests/bench/bounds/run.mjs.
 */
pinClock();

const COSTLY = 'its pattern is too costly to satisfy';

/** A field between two ordinary ones, which must be filled whatever happens to it. */
const between = (field: Partial<FieldDescription>) =>
  fields([{ label: 'First name' }, { label: 'Code', ...field }, { type: 'email', label: 'Email' }]);

function expectNeighboursFilled(result: ReturnType<typeof plan>): void {
  expect(valueOf(result, 0)).toBeTruthy();
  expect(valueOf(result, 2)).toContain('@');
}

describe('planFill bounds what a page asks', () => {
  it.each([24, 26, 28])('skips a catastrophic pattern, (.+)+! with minlength %i, as too costly', (minLength) => {
    const result = plan(between({ pattern: '(.+)+!', minLength }));
    expect(result.entries[1]).toMatchObject({ skipped: COSTLY });
    expect(result.entries[1]?.value).toBeUndefined();
    expect(valueOf(result, 1)).toBeUndefined();
    expectNeighboursFilled(result);
  });

  it.each(['(a|a)+!', '((.+)+)+!', '(?:.*)*x', '(\\w+\\s?)+!'])('skips %s when its value must be long', (pattern) => {
    const result = plan(between({ pattern, minLength: 30 }));
    expect(result.entries[1]?.skipped).toBe(COSTLY);
    expectNeighboursFilled(result);
  });

  it('still fills a catastrophic pattern when a short value fits it', () => {
    const value = valueOf(plan(between({ pattern: '(.+)+!' })), 1)!;
    expect(value).toMatch(patternRegExp('(.+)+!')!);
  });

  it('skips a field whose pattern alone asks for 2,000,000 characters, without making them', () => {
    const result = plan(between({ pattern: '\\d{2000000}' }));
    expect(result.entries[1]?.skipped).toBe('its pattern asks for more than 10,000 characters');
    expectNeighboursFilled(result);
  });

  it('skips a field whose minlength is 50,000,000, without making the value', () => {
    const result = plan(between({ minLength: 50_000_000 }));
    expect(result.entries[1]?.skipped).toBe('its minlength asks for more than 10,000 characters');
    expectNeighboursFilled(result);
  });

  it.each<[string, Partial<FieldDescription>, number]>([
    ['a minlength of exactly the cap', { minLength: MAX_VALUE_LENGTH }, MAX_VALUE_LENGTH],
    ['a maxlength of 50,000,000', { maxLength: 50_000_000, minLength: 20 }, 20],
    ['a pattern of up to 2,000,000 digits', { pattern: '\\d{1,2000000}' }, 1],
    ['a pattern of at least 9,000 characters', { pattern: '[a-z]{9000,}' }, 9000],
  ])('keeps %s within the cap', (_, field, atLeast) => {
    for (const seed of SEEDS.slice(0, 5)) {
      const value = valueOf(plan(fields([{ label: 'Code', ...field }]), { seed }), 0)!;
      expect(value.length).toBeGreaterThanOrEqual(atLeast);
      expect(value.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH);
      if (field.pattern) expect(value).toMatch(patternRegExp(field.pattern)!);
    }
  });

  it('never writes a datalist suggestion longer than the cap', () => {
    const suggestions = ['x'.repeat(MAX_VALUE_LENGTH + 1), 'Berlin'];
    for (const seed of SEEDS) expect(valueOf(plan(fields([{ suggestions }]), { seed }), 0)).toBe('Berlin');
  });

  it('gives up costly fields once the whole fill has spent its budget, and fills the rest', () => {
    // Each of these fits its own budget; together they would keep the worker for seconds.
    const costly = Array.from({ length: 100 }, () => ({ label: 'Code', pattern: '(.+)+!', minLength: 15 }));
    const result = plan(fields([...costly, { label: 'First name' }]));
    const filled = result.entries.slice(0, 100).map((entry) => entry.value !== undefined);
    expect(filled.filter(Boolean).length).toBeGreaterThan(20);
    expect(filled.slice(80)).not.toContain(true);
    expect(result.entries.slice(80, 100).map((entry) => entry.skipped)).toEqual(Array(20).fill(COSTLY));
    expect(valueOf(result, 100)).toBeTruthy();
  });
});

describe('one field that cannot be planned fails alone', () => {
  it('skips a number field whose min is above its max (step any), and plans the others', () => {
    const result = plan(between({ type: 'number', label: 'Guests', min: '10', max: '5', step: 'any' }));
    expect(result.entries[1]).toMatchObject({ skipped: 'no number fits: its min is above its max' });
    expect(valueOf(result, 1)).toBeUndefined();
    expectNeighboursFilled(result);
  });

  it('snaps a range input’s reversed max to its min, as the browser does', () => {
    const result = plan(fields([{ type: 'range', label: 'Volume', min: '10', max: '5', step: 'any' }]));
    expect(valueOf(result, 0)).toBe('10');
  });

  it('reports a field whose value throws as failed, with the reason, and plans the others', () => {
    const faker = createFaker('en', 1);
    const persona = createPersona(faker, 'en');
    // A generator that throws stands for any fault while making one field's value.
    const broken = new Proxy(persona, {
      get: (target, key) => {
        if (key === 'lastName') throw new Error('no last name today');
        return Reflect.get(target, key);
      },
    });
    const form = fields([{ label: 'First name' }, { label: 'Last name' }, { type: 'email', label: 'Email' }]);
    const result = planFill(form, { faker, persona: broken, onlyEmpty: false });
    expect(result.entries[1]).toMatchObject({
      kind: 'person.lastName',
      error: 'could not make a value: no last name today',
    });
    expect(result.entries[1]?.value).toBeUndefined();
    expect(result.writes.map((write) => write.index)).toEqual([0, 2]);
  });
});

describe('a kind asked for twice, on a box with a format of its own', () => {
  it.each(['datetime-local', 'month', 'week', 'time', 'color'])(
    'gives a %s box named an email by its autocomplete a value of its own format',
    (type) => {
      const result = plan(
        fields([
          { type: 'email', label: 'Email' },
          { type, autocomplete: 'email', label: 'When' },
          { label: 'Confirm email' },
        ]),
      );
      const [email, own, confirm] = [0, 1, 2].map((index) => valueOf(result, index)!);
      expect(email).toContain('@');
      expect(confirm).toBe(email);
      expect(own).not.toContain('@');
      expect(own).toMatch(/^(\d{4}-(\d\d-\d\dT\d\d:\d\d|\d\d|W\d\d)|\d\d:\d\d(:\d\d)?|#[0-9a-f]{6})$/);
    },
  );
});
