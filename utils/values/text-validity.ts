import type { FieldDescription } from '../fields/field-description';
import { checkSteps } from './pattern-cost';
import { MAX_VALUE_LENGTH, WorkBudget } from './work-budget';

/** Input types a `pattern` applies to (HTML: text, search, url, tel, email, password). */
export const PATTERN_TYPES: ReadonlySet<string> = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/** HTML's "valid e-mail address", the check behind `<input type="email">`. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const compiled = new Map<string, RegExp | null>();
const COMPILED_LIMIT = 1_000;

/**
 * The RegExp a browser checks a `pattern` attribute with: the whole value,
 * compiled with the `v` flag. `undefined` when it does not compile, which
 * browsers treat as no pattern at all.
 * @example patternRegExp('\\d{5}')?.test('12345') // true
 * @example patternRegExp('[a-z')                  // undefined
 */
export function patternRegExp(pattern: string): RegExp | undefined {
  if (!compiled.has(pattern)) {
    if (compiled.size >= COMPILED_LIMIT) compiled.clear();
    try {
      compiled.set(pattern, new RegExp(`^(?:${pattern})$`, 'v'));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? undefined;
}

/**
 * Why the browser would reject this text in this field, or `undefined`:
 * length, pattern and the email and url formats. Dates and numbers are
 * fitted elsewhere (fit-temporal.ts, fit-to-field.ts). A text longer than
 * MAX_VALUE_LENGTH is too long whatever the field says, and a pattern check
 * the budget cannot afford is not run: the text counts as not fitting.
 * @example textViolation('abc', { type: 'text', maxLength: 2, ... })      // 'too long'
 * @example textViolation('x@y.org', { type: 'email', pattern: '.+@y\\.org', ... }) // undefined
 * @example textViolation('a'.repeat(28), { type: 'text', pattern: '(.+)+!' }) // 'too costly to check'
 */
export function textViolation(
  value: string,
  field: Pick<FieldDescription, 'type' | 'maxLength' | 'minLength' | 'pattern'>,
  budget: WorkBudget = new WorkBudget(),
): string | undefined {
  if (value === '') return 'empty';
  if (value.length > MAX_VALUE_LENGTH) return 'too long';
  if (field.maxLength !== undefined && field.maxLength >= 0 && value.length > field.maxLength) return 'too long';
  if (field.minLength !== undefined && value.length < field.minLength) return 'too short';
  if (field.type === 'email' && !EMAIL.test(value)) return 'not an email address';
  if (field.type === 'url' && !isAbsoluteUrl(value)) return 'not a URL';
  const pattern =
    field.pattern !== undefined && PATTERN_TYPES.has(field.type) ? patternRegExp(field.pattern) : undefined;
  if (!pattern) return undefined;
  // A page's pattern may backtrack for ever on a text it rejects: check only what the budget can pay for.
  if (!budget.afford(checkSteps(field.pattern!, value.length))) return 'too costly to check';
  return pattern.test(value) ? undefined : 'does not match the pattern';
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
