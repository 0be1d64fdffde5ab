import { blankField, type FieldDescription } from '../../../utils/fields/field-description';
import type { EdgeInputType } from '../../../utils/values/edge-cases/edge-case';

/**
 * The fields each edge case is tried in, per input type: a bare one, and
 * one with the bounds that boundary cases (exactly maxlength, the field's
 * min, one step above it) need. Shared by the unit test and the real-browser one.
 */
const BOUNDS: Record<EdgeInputType, Partial<FieldDescription>> = {
  text: { maxLength: 40, minLength: 2 },
  textarea: { maxLength: 500, minLength: 3 },
  email: { maxLength: 80 },
  password: { maxLength: 30, minLength: 8 },
  url: { maxLength: 100 },
  tel: { maxLength: 25 },
  number: { min: '-1000', max: '1000000', step: '0.01' },
  range: { min: '-10', max: '10', step: '0.5' },
  date: { min: '1900-01-01', max: '2999-12-31' },
  month: { min: '1900-01', max: '2999-12' },
  week: { min: '1900-W01', max: '2999-W52' },
  time: { min: '06:00', max: '22:00', step: '900' },
  'datetime-local': { min: '1900-01-01T00:00', max: '2999-12-31T23:59' },
  color: {},
};

/** The bare field and the bounded one of an input type. */
export function edgeFieldsOf(type: EdgeInputType): FieldDescription[] {
  const base = { type, tag: type === 'textarea' ? ('textarea' as const) : ('input' as const) };
  return [blankField(base), blankField({ ...base, ...BOUNDS[type] })];
}
