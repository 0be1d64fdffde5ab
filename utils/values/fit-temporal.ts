import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { DAY_MS as DAY, isoDate, isoMonth, isoWeek, pad2 } from './date-formats';

/**
 * How each date and time input type reads and writes its value as a number,
 * with the step scale and default step and base of the HTML specification.
 */
interface Codec {
  parse(text: string): number | undefined;
  format(n: number): string;
  /** Milliseconds (or months) per step unit, the default step and the default step base. */
  scale: number;
  step: number;
  base: number;
  /** How far from an anchor a random value may go when only one bound is given. */
  span: number;
}

const utcTime = (n: number) => {
  const date = new Date(n);
  const ms = date.getUTCMilliseconds();
  const seconds = date.getUTCSeconds() || ms ? `:${pad2(date.getUTCSeconds())}` : '';
  return `${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}${seconds}${ms ? `.${String(ms).padStart(3, '0')}` : ''}`;
};
const parseUtc = (text: string, shape: RegExp, suffix = '') => {
  if (!shape.test(text)) return undefined;
  const n = Date.parse(`${text}${suffix}`);
  return Number.isFinite(n) ? n : undefined;
};
const TIME = String.raw`\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?`;
const TIME_OF_DAY = new RegExp(`^1970-01-01T${TIME}$`);
const DATE_AND_TIME = new RegExp(`^\\d{4}-\\d\\d-\\d\\dT${TIME}$`);

const CODECS: Record<string, Codec> = {
  date: {
    parse: (text) => parseUtc(text, /^\d{4}-\d\d-\d\d$/, 'T00:00:00Z'),
    format: (n) => isoDate(new Date(n)),
    scale: DAY,
    step: 1,
    base: 0,
    span: 365 * DAY,
  },
  month: {
    parse: (text) =>
      /^\d{4}-(0[1-9]|1[0-2])$/.test(text)
        ? (Number(text.slice(0, 4)) - 1970) * 12 + Number(text.slice(5)) - 1
        : undefined,
    format: (n) => isoMonth(new Date(Date.UTC(1970, n, 1))),
    scale: 1,
    step: 1,
    base: 0,
    span: 12,
  },
  week: {
    parse: parseWeek,
    format: (n) => isoWeek(new Date(n)),
    scale: 7 * DAY,
    step: 1,
    base: -259_200_000,
    span: 52 * 7 * DAY,
  },
  time: {
    // A time of day is read as a moment of the epoch's first day.
    parse: (text) => parseUtc(`1970-01-01T${text}`, TIME_OF_DAY, 'Z'),
    format: utcTime,
    scale: 1000,
    step: 60,
    base: 0,
    span: DAY - 1,
  },
  'datetime-local': {
    parse: (text) => parseUtc(text, DATE_AND_TIME, 'Z'),
    format: (n) => `${isoDate(new Date(n))}T${utcTime(n)}`,
    scale: 1000,
    step: 60,
    base: 0,
    span: 365 * DAY,
  },
};

/** The input types fitTemporal handles. */
export const TEMPORAL_TYPES: ReadonlySet<string> = new Set(Object.keys(CODECS));

/**
 * Bends a date or time value to the field's min, max and step, in the type's
 * own units (days, months, weeks, seconds). A value that fits is kept; one off
 * the step snaps to the nearest step in range; one out of range is replaced by
 * a random valid one.
 * @example fitTemporal('10:07', { type: 'time', step: '900', ... }, faker)       // '10:00'
 * @example fitTemporal('2031-04', { type: 'month', max: '2030-12', ... }, faker) // e.g. '2030-07'
 */
export function fitTemporal(value: string, field: FieldDescription, faker: Faker): string {
  const codec = CODECS[field.type];
  if (!codec) return value;
  const parsed = codec.parse(value);
  const min = field.min ? codec.parse(field.min) : undefined;
  const max = field.max ? codec.parse(field.max) : undefined;
  const stepText = field.step?.trim().toLowerCase();
  const stepCount = stepText === 'any' ? undefined : Number(stepText) > 0 ? Number(stepText) : codec.step;
  const step = stepCount === undefined ? undefined : stepCount * codec.scale;
  const base = min ?? codec.base;

  // A reversed time range (22:00 to 06:00) wraps past midnight; other types cannot be satisfied.
  const reversed = min !== undefined && max !== undefined && min > max;
  const inRange = (n: number) =>
    reversed ? n >= min || n <= max : (min === undefined || n >= min) && (max === undefined || n <= max);
  const onStep = (n: number) =>
    step === undefined || Math.abs((n - base) / step - Math.round((n - base) / step)) < 1e-9;
  if (parsed !== undefined && inRange(parsed) && onStep(parsed)) return value;
  if (reversed) return field.type === 'time' ? field.min! : value; // the min is always valid

  const anchor = parsed ?? min ?? max ?? 0;
  const low = min ?? (field.type === 'time' ? 0 : Math.min(anchor, max ?? anchor) - codec.span);
  const high = max ?? (field.type === 'time' ? DAY - 1 : Math.max(anchor, low) + codec.span);
  if (step === undefined)
    return codec.format(parsed !== undefined && inRange(parsed) ? parsed : faker.number.int({ min: low, max: high }));
  const first = Math.ceil((low - base) / step - 1e-9);
  const last = Math.max(first, Math.floor((high - base) / step + 1e-9));
  const k =
    parsed !== undefined && inRange(parsed)
      ? Math.min(last, Math.max(first, Math.round((parsed - base) / step)))
      : faker.number.int({ min: first, max: last });
  return codec.format(base + k * step);
}

/** `2024-W05` as the milliseconds of its Monday, 00:00 UTC. */
function parseWeek(text: string): number | undefined {
  const match = /^(\d{4})-W(\d\d)$/.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const week = Number(match[2]);
  const jan4 = Date.UTC(year, 0, 4);
  const week1Monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY;
  const monday = week1Monday + (week - 1) * 7 * DAY;
  return week >= 1 && isoWeek(new Date(monday)) === text ? monday : undefined;
}
