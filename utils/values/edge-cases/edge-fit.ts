import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../../fields/field-description';
import type { FieldKind } from '../../fields/field-kinds';
import { TYPED_CONTROLS } from '../../fields/field-fit';
import { KIND_TRAITS } from '../../fields/kind-traits';
import { fitToField } from '../fit-to-field';
import { TEMPORAL_TYPES } from '../fit-temporal';
import { textViolation } from '../text-validity';
import type { EdgeCase, EdgeInputType } from './edge-case';

const EDGE_TYPES = new Set<string>(['text', ...TYPED_CONTROLS, 'url']);

/**
 * The input types a kind's values are typed into (kind-traits.ts): a text box
 * unless the kind is only ever chosen, and the controls its traits allow.
 * @example kindInputTypes('phone.number') // ['text', 'number', 'tel']
 */
export function kindInputTypes(kind: FieldKind): EdgeInputType[] {
  const traits = KIND_TRAITS[kind];
  // A typed control is named after its input type, so it is one of the types a case fits.
  const controls = (traits.in ?? []).filter((control) => TYPED_CONTROLS.has(control)) as EdgeInputType[];
  return [
    ...(traits.notTyped ? [] : ['text' as const]),
    ...controls,
    ...(kind === 'internet.url' ? ['url' as const] : []),
  ];
}

/**
 * The input types a case claims to fit: its kinds' types, narrowed by its own `types`.
 * @example claimedTypes({ kinds: ['phone.number'], types: ['text', 'tel'], ... }) // ['text', 'tel']
 */
export function claimedTypes(edgeCase: EdgeCase): EdgeInputType[] {
  const all = new Set(edgeCase.kinds.flatMap(kindInputTypes));
  return [...all].filter((type) => !edgeCase.types || edgeCase.types.includes(type));
}

/**
 * The edge input type a field is: its own type when it has a format or a
 * keyboard of its own, a multi-line box, else a one-line text box (text,
 * search, and types browsers do not know).
 * @example edgeInputType({ type: 'search' }) // 'text'
 */
export function edgeInputType(field: Pick<FieldDescription, 'type'>): EdgeInputType | undefined {
  if (
    field.type === 'select-one' ||
    field.type === 'select-multiple' ||
    field.type === 'radio' ||
    field.type === 'checkbox'
  )
    return undefined;
  return EDGE_TYPES.has(field.type) ? (field.type as EdgeInputType) : 'text';
}

/** HTML's "valid floating-point number", the only text a number or range input keeps. */
const FLOAT = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const TEMPORAL_FORMATS: Partial<Record<string, RegExp>> = {
  date: /^\d{4}-\d\d-\d\d$/,
  time: /^\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/,
  month: /^\d{4}-\d\d$/,
  week: /^\d{4}-W\d\d$/,
  'datetime-local': /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/,
};

/**
 * Whether the field keeps this value exactly as written and its own
 * constraints accept it: no line break in a one-line box (browsers strip
 * them), no space around an email or URL (trimmed), a number or date in range
 * and on step, length and pattern. An edge case that does not fit is skipped,
 * never bent: a bent case is no longer the case the report names.
 * `faker` is only asked when the value does not fit (fitToField's fallback).
 * @example edgeFits('Ada\nLovelace', { type: 'text' }, faker) // false
 * @example edgeFits('10', { type: 'number', max: '5' }, faker) // false
 */
export function edgeFits(value: string, field: FieldDescription, faker: Faker): boolean {
  const type = edgeInputType(field);
  if (type === undefined || value === '') return false;
  // A range input writes its value back as the number it holds ("007" reads "7").
  if (type === 'range' && String(Number(value)) !== value) return false;
  if (type === 'number' || type === 'range') return FLOAT.test(value) && fitToField(value, field, faker) === value;
  if (TEMPORAL_TYPES.has(type))
    return TEMPORAL_FORMATS[type]!.test(value) && realMoment(value) && fitToField(value, field, faker) === value;
  if (type === 'color') return /^#[0-9a-f]{6}$/.test(value);
  if (type !== 'textarea' && /[\r\n]/.test(value)) return false;
  if ((type === 'email' || type === 'url') && value.trim() !== value) return false;
  // A textarea gives back "\n" for "\r\n": the case would not read back as written.
  if (value.includes('\r')) return false;
  return textViolation(value, field) === undefined;
}

/**
 * Whether a date or time's parts exist: JavaScript's Date.parse rolls 30
 * February over to March and reads 24:00 as the next day; browsers clear both.
 * @example realMoment('2023-02-29') // false
 */
function realMoment(value: string): boolean {
  const date = /^(\d{4})-(\d\d)(?:-(\d\d))?/.exec(value);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), date[3] === undefined ? 1 : Number(date[3])];
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate())
      return false;
  }
  const time = /(?:^|T)(\d\d):(\d\d)(?::(\d\d))?/.exec(value);
  return !time || (Number(time[1]) < 24 && Number(time[2]) < 60 && Number(time[3] ?? 0) < 60);
}
