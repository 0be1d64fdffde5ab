import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { isoDate } from './date-formats';

/**
 * Bends a generated value to the field's own constraints so the browser's
 * constraint validation accepts it: numeric range and step, date range,
 * maxlength and minlength.
 * @example fitToField('250', { type: 'number', min: '1', max: '10', ... }, faker) // e.g. '7'
 */
export function fitToField(value: string, field: FieldDescription, faker: Faker): string {
  if (field.type === 'number' || field.type === 'range') return fitNumber(value, field, faker);
  if (field.type === 'date') return fitDate(value, field, faker);
  if (RANGED_TEXT_TYPES.has(field.type)) return fitRangedText(value, field);
  return fitLength(value, field, faker);
}

function fitNumber(value: string, field: FieldDescription, faker: Faker): string {
  const min = toNumber(field.min) ?? (field.type === 'range' ? 0 : undefined);
  const max = toNumber(field.max) ?? (field.type === 'range' ? 100 : undefined);
  const stepText = field.step?.toLowerCase();
  const step = stepText === 'any' ? undefined : (toNumber(stepText) ?? 1);
  const parsed = Number(value);
  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  const onStep = (n: number) => step === undefined || isOnStep(n, min ?? 0, step);
  if (value !== '' && Number.isFinite(parsed) && inRange(parsed) && onStep(parsed)) return value;

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

function fitDate(value: string, field: FieldDescription, faker: Faker): string {
  const min = field.min ?? '';
  const max = field.max ?? '';
  if ((!min || value >= min) && (!max || value <= max)) return value;
  const from = min ? new Date(`${min}T00:00:00Z`) : new Date(`${max}T00:00:00Z`).getTime() - 365 * 86_400_000;
  const to = max ? new Date(`${max}T00:00:00Z`) : new Date(from).getTime() + 365 * 86_400_000;
  return isoDate(faker.date.between({ from, to }));
}

/** Types whose ISO values sort as text, so min/max compare as strings. */
const RANGED_TEXT_TYPES = new Set(['time', 'month', 'week', 'datetime-local']);

/** Out of range: the bound itself is always valid (it is also the step base). */
function fitRangedText(value: string, field: FieldDescription): string {
  if (field.min && value < field.min) return field.min;
  if (field.max && value > field.max) return field.max;
  return value;
}

function fitLength(value: string, field: FieldDescription, faker: Faker): string {
  let fitted = value;
  if (field.maxLength !== undefined && field.maxLength >= 0 && fitted.length > field.maxLength) {
    fitted = field.type === 'email' ? shortenEmail(fitted, field.maxLength) : fitted.slice(0, field.maxLength).trimEnd();
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
