import type { FieldDescription } from '@/utils/fields/field-description';

/**
 * Why a browser would reject this value in this field, written from the HTML
 * specification independently of the code under test: type formats, lengths,
 * pattern (anchored, `v` flag), min, max and step. `undefined`: accepted.
 * Real browsers are asked too, in tests/e2e/constraints.spec.ts.
 */
export function constraintViolation(field: FieldDescription, value: string): string | undefined {
  if (value === '') return field.required ? 'missing' : undefined;
  const temporal = TEMPORAL[field.type];
  if (temporal) return rangeViolation(field, temporal(value), temporal, temporal.step);
  if (field.type === 'number' || field.type === 'range') {
    if (!/^-?(\d+(\.\d+)?|\.\d+)([eE][-+]?\d+)?$/.test(value)) return 'not a number';
    const parse = Object.assign((text: string) => (text.trim() === '' ? undefined : Number(text)), {
      step: 1,
      scale: 1,
      base: 0,
    });
    const withDefaults = field.type === 'range' ? { ...field, min: field.min ?? '0', max: field.max ?? '100' } : field;
    return rangeViolation(withDefaults, Number(value), parse, 1);
  }
  if (field.type === 'color' && !/^#[0-9a-f]{6}$/i.test(value)) return 'not a colour';
  if (field.maxLength !== undefined && field.maxLength >= 0 && value.length > field.maxLength)
    return `longer than ${field.maxLength}`;
  if (field.minLength !== undefined && value.length < field.minLength) return `shorter than ${field.minLength}`;
  if (
    field.type === 'email' &&
    !/^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/.test(
      value,
    )
  )
    return 'not an email';
  if (field.type === 'url' && !URL.canParse(value)) return 'not a URL';
  if (field.pattern !== undefined && ['text', 'search', 'url', 'tel', 'email', 'password'].includes(field.type)) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(`^(?:${field.pattern})$`, 'v');
    } catch {
      pattern = undefined;
    }
    if (pattern && !pattern.test(value)) return `does not match ${field.pattern}`;
  }
  return undefined;
}

type Parse = ((text: string) => number | undefined) & { step: number; scale: number; base: number };

const DAY = 86_400_000;
const utc = (text: string) => (Number.isNaN(Date.parse(`${text}Z`)) ? undefined : Date.parse(`${text}Z`));
const parser = (parse: (text: string) => number | undefined, step: number, scale: number, base = 0): Parse =>
  Object.assign(parse, { step, scale, base });

const TEMPORAL: Partial<Record<string, Parse>> = {
  date: parser((t) => (/^\d{4}-\d\d-\d\d$/.test(t) ? utc(`${t}T00:00`) : undefined), 1, DAY),
  time: parser((t) => (/^\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/.test(t) ? utc(`1970-01-01T${t}`) : undefined), 60, 1000),
  'datetime-local': parser(
    (t) => (/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/.test(t) ? utc(t) : undefined),
    60,
    1000,
  ),
  month: parser(
    (t) =>
      /^\d{4}-(0[1-9]|1[0-2])$/.test(t) ? Number(t.slice(0, 4)) * 12 + Number(t.slice(5)) - 1 - 1970 * 12 : undefined,
    1,
    1,
  ),
  week: parser(parseWeek, 1, 7 * DAY, -259_200_000),
};

function rangeViolation(
  field: FieldDescription,
  n: number | undefined,
  parse: Parse,
  defaultStep: number,
): string | undefined {
  if (n === undefined || !Number.isFinite(n)) return `not a ${field.type}`;
  const min = field.min === undefined ? undefined : parse(field.min);
  const max = field.max === undefined ? undefined : parse(field.max);
  if (field.type === 'time' && min !== undefined && max !== undefined && min > max) {
    if (n < min && n > max) return 'outside the wrapped time range';
  } else {
    if (min !== undefined && n < min) return `below ${field.min}`;
    if (max !== undefined && n > max) return `above ${field.max}`;
  }
  if (field.step?.toLowerCase() === 'any') return undefined;
  const step = (Number(field.step) > 0 ? Number(field.step) : defaultStep) * parse.scale;
  const ratio = (n - (min ?? parse.base)) / step;
  return Math.abs(ratio - Math.round(ratio)) > 1e-9 ? `off step ${field.step ?? defaultStep}` : undefined;
}

function parseWeek(text: string): number | undefined {
  const match = /^(\d{4})-W(\d\d)$/.exec(text);
  if (!match) return undefined;
  const jan4 = Date.UTC(Number(match[1]), 0, 4);
  const week = Number(match[2]);
  const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY + (week - 1) * 7 * DAY;
  const jan4Next = Date.UTC(Number(match[1]) + 1, 0, 4);
  const lastMonday = jan4Next - ((new Date(jan4Next).getUTCDay() + 6) % 7) * DAY - 7 * DAY;
  return week >= 1 && monday <= lastMonday ? monday : undefined;
}
