import type { FieldKind } from './field-kinds';

/**
 * The kind an input type asks for. `decides`: the type's format alone decides
 * the kind, whatever the text says; otherwise the type only hints, after the
 * words around the field had their say. `format`: browsers accept only values
 * of that kind's shape, so a value of another kind is replaced by one of it.
 */
export const INPUT_TYPE_KINDS: Partial<Record<string, { kind: FieldKind; decides?: true; format?: true }>> = {
  email: { kind: 'internet.email', decides: true, format: true },
  password: { kind: 'internet.password', decides: true },
  color: { kind: 'color.rgb', decides: true, format: true },
  time: { kind: 'date.time', decides: true, format: true },
  month: { kind: 'date.month', decides: true, format: true },
  week: { kind: 'date.week', decides: true, format: true },
  'datetime-local': { kind: 'date.datetimeLocal', decides: true, format: true },
  range: { kind: 'number.int', decides: true },
  checkbox: { kind: 'datatype.boolean', decides: true },
  tel: { kind: 'phone.number' },
  url: { kind: 'internet.url', format: true },
  number: { kind: 'number.int' },
  date: { kind: 'date.anytime', format: true },
};
