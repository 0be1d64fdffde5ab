import type { FieldDescription } from '../fields/field-description';

/** Input types a `pattern` applies to (HTML: text, search, url, tel, email, password). */
export const PATTERN_TYPES: ReadonlySet<string> = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/** HTML's "valid e-mail address", the check behind `<input type="email">`. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

const compiled = new Map<string, RegExp | null>();

/**
 * The RegExp a browser checks a `pattern` attribute with: the whole value,
 * compiled with the `v` flag. `undefined` when it does not compile, which
 * browsers treat as no pattern at all.
 * @example patternRegExp('\\d{5}')?.test('12345') // true
 * @example patternRegExp('[a-z')                  // undefined
 */
export function patternRegExp(pattern: string): RegExp | undefined {
  if (!compiled.has(pattern)) {
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
 * fitted elsewhere (fit-temporal.ts, fit-to-field.ts).
 * @example textViolation('abc', { type: 'text', maxLength: 2, ... })      // 'too long'
 * @example textViolation('x@y.org', { type: 'email', pattern: '.+@y\\.org', ... }) // undefined
 */
export function textViolation(value: string, field: Pick<FieldDescription, 'type' | 'maxLength' | 'minLength' | 'pattern'>): string | undefined {
  if (value === '') return 'empty';
  if (field.maxLength !== undefined && field.maxLength >= 0 && value.length > field.maxLength) return 'too long';
  if (field.minLength !== undefined && value.length < field.minLength) return 'too short';
  if (field.type === 'email' && !EMAIL.test(value)) return 'not an email address';
  if (field.type === 'url' && !isAbsoluteUrl(value)) return 'not a URL';
  const pattern = field.pattern !== undefined && PATTERN_TYPES.has(field.type) ? patternRegExp(field.pattern) : undefined;
  if (pattern && !pattern.test(value)) return 'does not match the pattern';
  return undefined;
}

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
