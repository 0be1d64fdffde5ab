import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { fromPattern } from './from-pattern';
import { parsePattern, type PatternNode } from './pattern-parser';
import { PATTERN_TYPES, patternRegExp, textViolation } from './text-validity';
import { MAX_VALUE_LENGTH, TOO_COSTLY, Unfillable, WorkBudget } from './work-budget';

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

/** Why a field is skipped whose pattern alone asks for a longer value than Understudy writes. */
export const PATTERN_TOO_LONG = `its pattern asks for more than ${MAX_VALUE_LENGTH.toLocaleString('en')} characters`;

/**
 * Makes a value match the field's `pattern` as well as its lengths and type:
 * keep it if it already does; else try cheap rewrites; else lay the value's
 * own characters over the pattern; else generate from the pattern alone,
 * long and short in turn. Gives up by returning the value as it was,
 * which only a pattern no string can match (or an unsupported one) reaches;
 * throws Unfillable when the pattern asks for too long a value, or when the
 * budget refused a check or a generation before any value fitted.
 * @example fitPattern('30653-2442', { pattern: '\\d{5}', ... }, faker)              // '30653'
 * @example fitPattern('(562) 750-5242', { pattern: '\\d{3}-\\d{3}-\\d{4}', ... }, faker) // '562-750-5242'
 */
export function fitPattern(value: string, field: FieldDescription, faker: Faker, budget = new WorkBudget()): string {
  if (field.pattern === undefined || !PATTERN_TYPES.has(field.type) || !patternRegExp(field.pattern)) return value;
  const fits = (candidate: string) => textViolation(candidate, field, budget) === undefined;
  if (fits(value)) return value;
  for (const adapt of ADAPTATIONS) {
    const adapted = adapt(value);
    if (fits(adapted)) return adapted;
  }
  let root: PatternNode;
  try {
    root = parsePattern(field.pattern);
  } catch {
    if (budget.refused) throw new Unfillable(TOO_COSTLY);
    return value;
  }
  if (shortest(root) > MAX_VALUE_LENGTH) throw new Unfillable(PATTERN_TOO_LONG);
  const reused = fromPattern(root, faker, { source: value, budget });
  if (fits(reused)) return reused;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = fromPattern(root, faker, { spread: SPREADS[attempt % SPREADS.length], budget });
    if (fits(candidate)) return candidate;
  }
  if (budget.refused) throw new Unfillable(TOO_COSTLY);
  return value;
}

/** The fewest characters a match of the pattern can have (a backreference counts none). */
function shortest(node: PatternNode): number {
  switch (node.type) {
    case 'alt':
      return Math.min(...node.options.map((items) => items.reduce((sum, item) => sum + shortest(item), 0)));
    case 'group':
      return shortest(node.body);
    case 'repeat':
      return node.min === 0 ? 0 : node.min * shortest(node.node);
    case 'set':
    case 'char':
      return 1;
    default:
      return 0;
  }
}
