import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { fitPattern } from './fit-pattern';
import { fitTemporal, TEMPORAL_TYPES } from './fit-temporal';
import { MAX_VALUE_LENGTH, Unfillable, WorkBudget } from './work-budget';

/** Why a field is skipped whose minlength asks for a longer value than Understudy writes. */
export const MIN_LENGTH_TOO_LONG = `its minlength asks for more than ${MAX_VALUE_LENGTH.toLocaleString('en')} characters`;
/** Why a number field is skipped whose range is empty. */
export const EMPTY_RANGE = 'no number fits: its min is above its max';

/**
 * Bends a generated value to the field's own constraints so the browser's
 * constraint validation accepts it: numeric range and step; date and time
 * range and step; maxlength, minlength and pattern.
 * @example fitToField('250', { type: 'number', min: '1', max: '10', ... }, faker) // e.g. '7'
 * @example fitToField('30653-2442', { type: 'text', pattern: '\\d{5}', ... }, faker) // '30653'
 */
export function fitToField(value: string, field: FieldDescription, faker: Faker, budget = new WorkBudget()): string {
  if (field.type === 'number' || field.type === 'range') return fitNumber(value, field, faker);
  if (TEMPORAL_TYPES.has(field.type)) return fitTemporal(value, field, faker);
  // A colour input ignores maxlength, minlength and pattern (HTML): its value is its format alone.
  if (field.type === 'color') return value;
  return fitPattern(fitLength(value, field, faker), field, faker, budget);
}

/** HTML's "valid floating-point number": what a number input keeps rather than clears. */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function fitNumber(value: string, field: FieldDescription, faker: Faker): string {
  const min = toNumber(field.min) ?? (field.type === 'range' ? 0 : undefined);
  const givenMax = toNumber(field.max) ?? (field.type === 'range' ? 100 : undefined);
  const reversed = min !== undefined && givenMax !== undefined && min > givenMax;
  // The browser then rejects every number; a range input's max snaps to its min instead (HTML).
  if (reversed && field.type === 'number') throw new Unfillable(EMPTY_RANGE);
  const max = reversed ? min : givenMax;
  const stepText = field.step?.toLowerCase();
  const givenStep = toNumber(stepText);
  // A step of zero or less is no step: HTML falls back to 1.
  const step = stepText === 'any' ? undefined : givenStep !== undefined && givenStep > 0 ? givenStep : 1;
  // A number written with separators ("555-1234", "(0)30 123") still says which number it means.
  const numeric = FLOAT.test(value) ? value : /^[\d\s()+\-./]+$/.test(value) ? value.replace(/\D/g, '') : '';
  const parsed = Number(numeric);
  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  const onStep = (n: number) => step === undefined || isOnStep(n, min ?? 0, step);
  if (numeric !== '' && Number.isFinite(parsed) && inRange(parsed) && onStep(parsed)) return numeric;

  // The HTML step base is `min` when present, else 0: valid values are base + k × step.
  const base = min ?? 0;
  const low = min ?? (max !== undefined ? Math.min(0, max - 100) : 0);
  const high = max ?? low + 100;
  if (step === undefined) return String(faker.number.float({ min: low, max: high, fractionDigits: 2 }));
  const firstStep = Math.ceil((low - base) / step - 1e-9);
  const lastStep = Math.max(firstStep, Math.floor((high - base) / step + 1e-9));
  const chosen = base + faker.number.int({ min: firstStep, max: lastStep }) * step;
  return String(Number(chosen.toFixed(decimals(step) + decimals(base))));
}

/** Cuts to maxlength (and never past MAX_VALUE_LENGTH), or pads to minlength. */
function fitLength(value: string, field: FieldDescription, faker: Faker): string {
  if (field.minLength !== undefined && field.minLength > MAX_VALUE_LENGTH) throw new Unfillable(MIN_LENGTH_TOO_LONG);
  const maxLength = Math.min(
    field.maxLength !== undefined && field.maxLength >= 0 ? field.maxLength : Infinity,
    MAX_VALUE_LENGTH,
  );
  let fitted = value;
  if (fitted.length > maxLength) {
    // A number written with separators ("(562) 750-5242") keeps its digits rather than its punctuation.
    const compact = /^[\d\s()+\-./]+$/.test(fitted) ? fitted.replace(/[^\d+]/g, '') : fitted;
    if (compact.length <= maxLength) fitted = compact;
    else fitted = field.type === 'email' ? shortenEmail(fitted, maxLength) : fitted.slice(0, maxLength).trimEnd();
  }
  if (field.minLength !== undefined && fitted.length < field.minLength) {
    fitted += faker.string.alphanumeric(field.minLength - fitted.length);
  }
  return fitted;
}

/** Shortens the local part so the address stays valid. */
function shortenEmail(email: string, maxLength: number): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at);
  const local = email.slice(0, Math.max(1, maxLength - domain.length));
  return `${local}${domain}`.slice(0, maxLength);
}

function toNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

function isOnStep(n: number, base: number, step: number): boolean {
  const ratio = (n - base) / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-7;
}

function decimals(n: number): number {
  return (String(n).split('.')[1] ?? '').length;
}
