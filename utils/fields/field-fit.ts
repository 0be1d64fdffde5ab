import type { FieldDescription } from './field-description';
import type { FieldKind } from './field-kinds';
import { KIND_TRAITS, type Control } from './kind-traits';

/** The control each input type is, for what it takes; any other type is a one-line text box. */
const CONTROLS: Partial<Record<string, Control>> = {
  'select-one': 'select',
  'select-multiple': 'select',
  radio: 'radio',
  checkbox: 'checkbox',
  number: 'number',
  // A tel input takes any text: sites use it for the numeric keyboard, on "MM/YY" and birth dates too.
  tel: 'tel',
  date: 'date',
  textarea: 'textarea',
  email: 'email',
  password: 'password',
  // Browsers take only values of their own format in these: no other kind's value fits.
  month: 'month',
  week: 'week',
  time: 'time',
  'datetime-local': 'datetime-local',
  color: 'color',
  range: 'range',
};

/** Input types that offer choices (a list, radio buttons, a checkbox) rather than take typed text. */
const CHOICE_TYPES = new Set(['select-one', 'select-multiple', 'radio', 'checkbox']);

/**
 * The controls that are input types of their own, typed rather than chosen: every
 * control but select, radio and checkbox (`number` is `<input type=number>`).
 */
export const TYPED_CONTROLS: ReadonlySet<Control> = new Set(
  Object.entries(CONTROLS).flatMap(([type, control]) => (type === control && !CHOICE_TYPES.has(type) ? [control] : [])),
);

/** Whether a field offers choices rather than takes typed text. */
export function offersChoices(field: Pick<FieldDescription, 'type'>): boolean {
  return CHOICE_TYPES.has(field.type);
}

/**
 * Whether a kind's values can go into a field of this type: a select offers
 * only choices, a number field only numbers, a password field only passwords.
 * @example fits('finance.creditCardNumber', { type: 'select-one' }) // false
 * @example fits('location.zipCode', { type: 'tel' })                 // true
 */
export function fits(kind: FieldKind, field: Pick<FieldDescription, 'type'>): boolean {
  const control = CONTROLS[field.type];
  const traits = KIND_TRAITS[kind];
  return control ? (traits.in?.includes(control) ?? false) : !traits.notTyped;
}
