/**
 * The one vocabulary of field kinds, named after the faker methods that fill
 * them. The classifier, the generators, the fill report and the tests all key
 * off this list; a kind missing a generator is a type error.
 */
export const FIELD_KINDS = [
  'person.firstName',
  'person.middleName',
  'person.lastName',
  'person.fullName',
  'person.prefix',
  'person.suffix',
  'person.sex',
  'person.jobTitle',
  'date.birthdate',
  'date.birthdateDay',
  'date.birthdateMonth',
  'date.birthdateYear',
  'internet.username',
  'internet.email',
  'internet.password',
  'internet.url',
  'phone.number',
  'phone.countryCode',
  'phone.areaCode',
  'phone.localNumber',
  'phone.extension',
  'location.streetAddress',
  'location.secondaryAddress',
  'location.street',
  'location.buildingNumber',
  'location.city',
  'location.state',
  'location.zipCode',
  'location.country',
  'location.countryCode',
  'location.timeZone',
  'company.name',
  'finance.creditCardHolder',
  'finance.creditCardHolderFirstName',
  'finance.creditCardHolderLastName',
  'finance.creditCardIssuer',
  'finance.creditCardNumber',
  'finance.creditCardCVV',
  'finance.creditCardExpiry',
  'finance.creditCardExpiryMonth',
  'finance.creditCardExpiryYear',
  'finance.currencyCode',
  'finance.iban',
  'finance.bic',
  'finance.amount',
  'number.int',
  'date.anytime',
  'date.time',
  'date.month',
  'date.week',
  'date.datetimeLocal',
  'color.rgb',
  'lorem.paragraph',
  'lorem.words',
  'datatype.boolean',
  'helpers.arrayElement',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Which piece of evidence decided a field's kind. */
export type Signal = 'rule' | 'autocomplete' | 'type' | 'label' | 'name' | 'placeholder' | 'fallback';

export function isFieldKind(value: unknown): value is FieldKind {
  return typeof value === 'string' && (FIELD_KINDS as readonly string[]).includes(value);
}
