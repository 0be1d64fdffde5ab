import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { fromPattern } from './from-pattern';
import { parsePattern, type PatternNode } from './pattern-parser';
import { PATTERN_TYPES, patternRegExp, textViolation } from './text-validity';

/** Cheap rewrites that often make a value fit: `ab12` → `AB12`, `Pa55!word` → `Pa55word`, `12345-6789` → digits. */
const ADAPTATIONS: Array<(value: string) => string> = [
  (value) => value.trim(),
  (value) => value.replace(/\s+/g, ''),
  (value) => value.toUpperCase(),
  (value) => value.toLowerCase(),
  (value) => value.replace(/[^\p{L}\p{N}]/gu, ''),
  (value) => value.replace(/\D/g, ''),
];

/** How far random repetitions may run, attempt after attempt: long and short in turn, to meet a maxlength. */
const SPREADS = [8, 4, 2, 1, 0];
const ATTEMPTS = 25;

/**
 * Makes a value match the field's `pattern` as well as its lengths and type:
 * keep it if it already does; else try cheap rewrites; else lay the value's
 * own characters over the pattern; else generate from the pattern alone,
 * long and short in turn. Gives up by returning the value as it was,
 * which only a pattern no string can match (or an unsupported one) reaches.
 * @example fitPattern('30653-2442', { pattern: '\\d{5}', ... }, faker)              // '30653'
 * @example fitPattern('(562) 750-5242', { pattern: '\\d{3}-\\d{3}-\\d{4}', ... }, faker) // '562-750-5242'
 */
export function fitPattern(value: string, field: FieldDescription, faker: Faker): string {
  if (field.pattern === undefined || !PATTERN_TYPES.has(field.type) || !patternRegExp(field.pattern)) return value;
  const fits = (candidate: string) => textViolation(candidate, field) === undefined;
  if (fits(value)) return value;
  for (const adapt of ADAPTATIONS) {
    const adapted = adapt(value);
    if (fits(adapted)) return adapted;
  }
  let root: PatternNode;
  try {
    root = parsePattern(field.pattern);
  } catch {
    return value;
  }
  const reused = fromPattern(root, faker, { source: value });
  if (fits(reused)) return reused;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = fromPattern(root, faker, { spread: SPREADS[attempt % SPREADS.length] });
    if (fits(candidate)) return candidate;
  }
  return value;
}
