import type { FieldDescription } from './field-description';
import type { FieldKind } from './field-kinds';

/** Kinds whose values are numbers, so a `number` or `tel` field may take them. */
const NUMERIC_KINDS = new Set<FieldKind>([
  'number.int', 'finance.amount', 'finance.creditCardCVV', 'finance.creditCardNumber', 'location.zipCode',
  'date.birthdateDay', 'date.birthdateMonth', 'date.birthdateYear', 'finance.creditCardExpiryMonth',
  'finance.creditCardExpiryYear', 'phone.number', 'phone.countryCode', 'phone.areaCode', 'phone.localNumber',
  'phone.extension', 'location.buildingNumber',
  // A floor, a flat's or a door's number: the secondary address of many forms is a number alone.
  'location.secondaryAddress',
]);

/** Digits with separators, typed on a phone keypad. */
const TEL_TEXT_KINDS = new Set<FieldKind>(['finance.creditCardExpiry', 'date.birthdate']);

/** Kinds with a fixed set of values, the only ones a select or radio group can offer. */
const CHOICE_KINDS = new Set<FieldKind>([
  'location.country', 'location.countryCode', 'location.state', 'location.city', 'location.timeZone', 'person.sex', 'person.prefix',
  'person.suffix', 'date.birthdateDay', 'date.birthdateMonth', 'date.birthdateYear',
  'finance.creditCardExpiryMonth', 'finance.creditCardExpiryYear', 'finance.creditCardIssuer',
  'finance.currencyCode', 'phone.countryCode', 'helpers.arrayElement',
  // Some sites offer the post codes of the chosen city as a list.
  'location.zipCode',
  // A number picked from a list: an age, a count, a distance ("Within 25 miles").
  'number.int',
]);

/** Kinds that only make sense as a choice among offered values. */
// A sex may be typed ("Gender (optional)"); a bare "Title" box is as often a post's title as an honorific.
const CHOICE_ONLY_KINDS = new Set<FieldKind>(['person.prefix', 'finance.creditCardIssuer']);

/** What a multi-line text box takes: prose, or an address written out. */
const TEXTAREA_KINDS = new Set<FieldKind>(['lorem.paragraph', 'lorem.words', 'location.streetAddress', 'location.secondaryAddress']);

const RADIO_KINDS = new Set<FieldKind>(['person.sex', 'person.prefix', 'finance.creditCardIssuer', 'helpers.arrayElement']);

/** Input types that offer choices (a list, radio buttons, a checkbox) rather than take typed text. */
const CHOICE_TYPES = new Set(['select-one', 'select-multiple', 'radio', 'checkbox']);

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
  switch (field.type) {
    case 'select-one':
    case 'select-multiple':
      return CHOICE_KINDS.has(kind);
    case 'radio':
      return RADIO_KINDS.has(kind);
    case 'checkbox':
      return kind === 'datatype.boolean';
    case 'number':
      return NUMERIC_KINDS.has(kind);
    case 'tel':
      // A tel input takes any text: sites use it for the numeric keyboard, on "MM/YY" and birth dates too.
      return NUMERIC_KINDS.has(kind) || TEL_TEXT_KINDS.has(kind);
    case 'date':
      return kind === 'date.birthdate' || kind === 'date.anytime';
    case 'textarea':
      return TEXTAREA_KINDS.has(kind);
    case 'email':
      return kind === 'internet.email' || kind === 'internet.username';
    case 'password':
      return kind === 'internet.password';
    default:
      return kind !== 'datatype.boolean' && !CHOICE_ONLY_KINDS.has(kind);
  }
}
