import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { createFaker } from '@/utils/values/create-faker';
import { fitPattern } from '@/utils/values/fit-pattern';
import { fromPattern } from '@/utils/values/from-pattern';
import { parsePattern } from '@/utils/values/pattern-parser';
import { patternRegExp, textViolation } from '@/utils/values/text-validity';
import { makeField } from '../support/make-field';

/** Patterns as forms write them, compiled as browsers do (anchored, `v` flag). */
const PATTERNS = [
  String.raw`\d{5}`,
  String.raw`\d{5}(-\d{4})?`,
  String.raw`[0-9]{3}-[0-9]{3}-[0-9]{4}`,
  String.raw`\+?[0-9 ]{7,15}`,
  String.raw`[A-Z]{2}\d{2}[A-Z0-9]{10,30}`,
  String.raw`(DE|AT|CH)-\d{4,5}`,
  String.raw`[a-z][a-z0-9_]{3,11}`,
  String.raw`[A-Za-z]+`,
  String.raw`.{3,}`,
  String.raw`[^@\s]+@[^@\s]+\.[a-z]{2,}`,
  String.raw`https?://.+`,
  String.raw`(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}`,
  String.raw`[\p{L} '\-]+`,
  String.raw`\p{Lu}\p{Ll}+`,
  String.raw`[\p{L}--[a-z]]{4}`,
  String.raw`[\w&&\D]{3}`,
  String.raw`[а-яё]{5,8}`,
  String.raw`[ぁ-ん]{3}`,
  String.raw`(\d)\1{2}`,
  String.raw`(?<x>[a-c])-\k<x>`,
  String.raw`(0[1-9]|1[0-2])\/\d{2}`,
  String.raw`\d{1,3}(\.\d{1,3}){3}`,
  String.raw`[A-Z]\d[A-Z] ?\d[A-Z]\d`,
  String.raw`\x41\u0042\u{43}[\t ]?`,
  String.raw`^yes|no$`,
  String.raw`[^0-9]*x`,
  String.raw`#[0-9a-fA-F]{6}`,
  String.raw`(?:ab|cd)+e?`,
  String.raw`\$\d+\.\d\d`,
];

const SEEDS = Array.from({ length: 8 }, () => Math.floor(Math.random() * 2 ** 31));

describe('fromPattern generates strings the browser’s RegExp accepts', () => {
  it.each(SEEDS)('seed %i', (seed) => {
    const faker = createFaker('en', seed);
    for (const pattern of PATTERNS) {
      const regexp = patternRegExp(pattern)!;
      const root = parsePattern(pattern);
      // Lookarounds are not generated: the caller retries, and so does this test.
      const values = Array.from({ length: 30 }, () => fromPattern(root, faker));
      expect(
        values.some((value) => regexp.test(value)),
        `${pattern}: ${JSON.stringify(values.slice(0, 3))}`,
      ).toBe(true);
      if (!pattern.includes('(?=')) for (const value of values) expect(value, pattern).toMatch(regexp);
    }
  });

  it('is reproducible with the same seed', () => {
    const root = parsePattern(String.raw`[A-Z]{2}\d{6}`);
    expect(fromPattern(root, createFaker('en', 7))).toBe(fromPattern(root, createFaker('en', 7)));
  });

  it.each([
    [String.raw`\d{3}-\d{3}-\d{4}`, '(562) 750-5242', '562-750-5242'],
    [String.raw`\d{5}`, '30653-2442', '30653'],
    [String.raw`\(\d{3}\) \d{3}-\d{4}`, '562.750.5242', '(562) 750-5242'],
    [String.raw`[A-Za-z]+`, "O'Brien", 'OBrien'],
    [String.raw`(DE|AT)\d{2}`, 'AT12', 'AT12'],
    [String.raw`\+\d{1,3} \d+`, '+49 30 1234567', '+49 301234567'],
  ])('lays the characters of a value over %s', (pattern, source, expected) => {
    expect(fromPattern(parsePattern(pattern), createFaker('en', 1), { source })).toBe(expected);
  });
});

describe('parsePattern', () => {
  it.each(['(a', '[a-z', 'a)'])('refuses %j', (pattern) => {
    expect(() => parsePattern(pattern)).toThrow(SyntaxError);
  });
});

describe('fitPattern', () => {
  const field = (overrides: Partial<FieldDescription>) => makeField({ type: 'text', ...overrides });
  const fit = (value: string, overrides: Partial<FieldDescription>, seed = 1) =>
    fitPattern(value, field(overrides), createFaker('en', seed));

  it('keeps a value that already matches', () => {
    expect(fit('12345', { pattern: String.raw`\d{5}` })).toBe('12345');
  });

  it.each([
    ['30653-2442', String.raw`\d{5}`, '30653'],
    ['12 34 56', String.raw`\d+`, '123456'],
    ['ab12cd', String.raw`[A-Z0-9]+`, 'AB12CD'],
    ['(562) 750-5242', String.raw`[0-9]{3}-[0-9]{3}-[0-9]{4}`, '562-750-5242'],
  ])('adapts %j to %s', (value, pattern, expected) => {
    expect(fit(value, { pattern })).toBe(expected);
  });

  it.each(SEEDS)('generates from the pattern when nothing else fits, within the lengths (seed %i)', (seed) => {
    const overrides = { pattern: String.raw`[A-Z]{2}[0-9]{2,}`, maxLength: 6, minLength: 5 };
    const value = fit('Jane Doe', overrides, seed);
    expect(textViolation(value, field(overrides))).toBeUndefined();
  });

  it('respects the input type as well as the pattern', () => {
    const overrides = { type: 'email', pattern: String.raw`.+@example\.com` };
    const value = fit('jane@doe.org', overrides);
    expect(value).toMatch(/^[a-zA-Z0-9]+@example\.com$/);
  });

  it('leaves the value alone when the pattern does not compile or does not apply', () => {
    expect(fit('x', { pattern: '[a-z' })).toBe('x');
    expect(fit('x', { type: 'number', pattern: String.raw`\d` })).toBe('x');
  });
});
