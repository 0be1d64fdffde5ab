import { describe, expect, it } from 'vitest';
import { createFaker } from '@/utils/values/create-faker';
import { fromPattern } from '@/utils/values/from-pattern';
import { checkSteps } from '@/utils/values/pattern-cost';
import { parsePattern } from '@/utils/values/pattern-parser';
import { combinedField } from '@/utils/values/repeated-fields';
import { textViolation } from '@/utils/values/text-validity';
import { FIELD_STEPS, MAX_VALUE_LENGTH, Unfillable, WorkBudget } from '@/utils/values/work-budget';
import { makeField } from '../support/make-field';

/** Whether one field's budget could pay for checking a text of `length` characters. */
const affordable = (pattern: string, length: number) => checkSteps(pattern, length) <= FIELD_STEPS;

describe('checkSteps: what checking a page’s pattern may cost', () => {
  it.each([
    '\\d{5}',
    '[A-Za-z]+',
    '.{3,}',
    'https?://.+',
    '[a-z][a-z0-9_]{3,11}',
    '\\d{1,3}(\\.\\d{1,3}){3}',
    '(?:ab|cd)+e?',
    '(\\d)\\1{2}',
  ])('lets a one-pass pattern check a value as long as the cap: %s', (pattern) => {
    expect(affordable(pattern, MAX_VALUE_LENGTH)).toBe(true);
  });

  it.each([
    '(.+)+!',
    '(a|a)+!',
    '((.+)+)+!',
    '(?:.*)*x',
    '(\\d+-?)+x',
    '((ab)+)+x',
    '(\\d?\\d)+x',
    '(\\w+\\s?)+!',
    '(\\d|\\d\\d)+x',
  ])('refuses to check a long text against a catastrophic pattern, but not a short one: %s', (pattern) => {
    expect(affordable(pattern, 10)).toBe(true);
    expect(affordable(pattern, 24)).toBe(false);
  });

  it.each(['([a-z]+ )+[a-z]+', '([a-z0-9]+\\.)+[a-z]{2,}', '(\\d{3}-)+\\d{4}', '([A-Z][a-z]+ ?)+'])(
    'tells a nested loop whose rounds cannot shift from a catastrophic one: %s',
    (pattern) => {
      expect(affordable(pattern, 60)).toBe(true);
    },
  );

  it('grows a pattern of overlapping loops in sequence as a power of the length', () => {
    expect(affordable('.*.*.*!', 50)).toBe(true);
    expect(affordable('.*.*.*!', 4000)).toBe(false);
    expect(affordable('.*.*!', 1000)).toBe(true);
    expect(affordable('.*.*!', MAX_VALUE_LENGTH)).toBe(false);
  });

  it('counts a lookaround, and the patterns of repeated fields joined by one', () => {
    expect(affordable('(?=(.+)+!).*', 30)).toBe(false);
    const joined = combinedField([makeField({ pattern: '.+@.+' }), makeField({ pattern: '(.+)+!' })]).pattern!;
    expect(affordable(joined, 10)).toBe(true);
    expect(affordable(joined, 30)).toBe(false);
  });

  it.each(['[', '(?<=', 'a'.repeat(MAX_VALUE_LENGTH + 1)])(
    'judges a pattern it cannot read as the worst kind: %s',
    (pattern) => {
      expect(affordable(pattern, 30)).toBe(false);
    },
  );
});

describe('textViolation under a budget', () => {
  it('does not run a check the budget cannot afford, and says so', () => {
    const budget = new WorkBudget();
    expect(textViolation('a'.repeat(28), { type: 'text', pattern: '(.+)+!' }, budget)).toBe('too costly to check');
    expect(budget.refused).toBe(true);
    expect(textViolation('a'.repeat(12), { type: 'text', pattern: '(.+)+!' }, budget)).toBe(
      'does not match the pattern',
    );
  });

  it('calls any text longer than the cap too long, whatever the field allows', () => {
    expect(textViolation('a'.repeat(MAX_VALUE_LENGTH + 1), { type: 'text' })).toBe('too long');
    expect(textViolation('a'.repeat(MAX_VALUE_LENGTH), { type: 'text' })).toBeUndefined();
  });
});

describe('WorkBudget', () => {
  it('refuses work past what is left, in itself or in the budget it draws on, and spends nothing then', () => {
    const page = new WorkBudget(100);
    const field = new WorkBudget(80, page);
    expect(field.afford(50)).toBe(true);
    expect(field.afford(40)).toBe(false);
    expect(new WorkBudget(80, page).afford(60)).toBe(false);
    expect(new WorkBudget(80, page).afford(50)).toBe(true);
    expect(() => new WorkBudget(10).spend(11)).toThrow(Unfillable);
  });

  it('stops a generation that would run past it', () => {
    const root = parsePattern('(\\d{1000}){1000}');
    expect(() => fromPattern(root, createFaker('en', 1), { budget: new WorkBudget(50_000) })).toThrow(Unfillable);
  });
});
