import type { FieldKind } from './field-kinds';

/** A control other than a one-line text box, by what it offers or takes. */
export type Control =
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'number'
  | 'tel'
  | 'date'
  | 'textarea'
  | 'email'
  | 'password'
  | 'month'
  | 'week'
  | 'time'
  | 'datetime-local'
  | 'color'
  | 'range';

/**
 * What a kind is and allows: the one place the classifier, the planner and the
 * generators read it from. Every set of kinds in the code is derived from here.
 */
export interface KindTraits {
  /** The controls besides a one-line text box that take its values ('select': a list may offer it). */
  in?: readonly Control[];
  /** Only chosen or ticked, never typed into a text box ("Mr", "Visa"; a bare "Title" box is a post's title). */
  notTyped?: true;
  /** Asked twice ("Confirm your password"): every field of it on a page gets one value. */
  repeated?: true;
  /** A part of a person's name that may hold the whole ("Your name" on `user_name`). */
  personName?: true;
  /** What a vague name or nothing at all gives the one text box of a login form. */
  vagueLogin?: true;
  /** Of a street address: the whole line, or one part of it (street, house number, flat). */
  address?: 'line' | 'part';
  /** What `autocomplete="address-line1/2"` gives: too vague to tell the parts apart, so the label may say which. */
  vagueAutocomplete?: true;
  /** A country, whose `autocomplete` a calling-code list misuses. */
  country?: true;
  /** A place a search form may ask for: where to search near ("Zip code", "State"). */
  searchPlace?: true;
  /** A place a box that says "search" may still be: a searchable dropdown of places. */
  searchable?: true;
  /** A card's own field: a month or year beside it is the card's expiry. */
  card?: true;
  /** A part of a date split over fields, and the whole it is part of. */
  partOf?: FieldKind;
  /** What a birth date's part is beside card fields: the card's expiry part. */
  besideCard?: FieldKind;
}

const NUMERIC: readonly Control[] = ['number', 'tel'];

export const KIND_TRAITS: Record<FieldKind, KindTraits> = {
  'person.firstName': { personName: true, vagueLogin: true },
  'person.middleName': {},
  'person.lastName': { personName: true },
  'person.fullName': { personName: true, vagueLogin: true },
  'person.prefix': { in: ['select', 'radio'], notTyped: true },
  // A sex may be typed ("Gender (optional)").
  'person.sex': { in: ['select', 'radio'] },
  'person.suffix': { in: ['select'] },
  'person.jobTitle': {},
  'date.birthdate': { in: ['tel', 'date'] },
  'date.birthdateDay': { in: ['select', ...NUMERIC], partOf: 'date.birthdate' },
  'date.birthdateMonth': {
    in: ['select', ...NUMERIC],
    partOf: 'date.birthdate',
    besideCard: 'finance.creditCardExpiryMonth',
  },
  'date.birthdateYear': {
    in: ['select', ...NUMERIC],
    partOf: 'date.birthdate',
    besideCard: 'finance.creditCardExpiryYear',
  },
  'internet.username': { in: ['email'] },
  'internet.email': { in: ['email'], repeated: true },
  'internet.password': { in: ['password'], repeated: true },
  'internet.url': {},
  'phone.number': { in: NUMERIC },
  'phone.countryCode': { in: ['select', ...NUMERIC], searchable: true },
  'phone.areaCode': { in: NUMERIC },
  'phone.localNumber': { in: NUMERIC },
  'phone.extension': { in: NUMERIC },
  'location.streetAddress': {
    in: ['textarea'],
    address: 'line',
    vagueAutocomplete: true,
    searchPlace: true,
    searchable: true,
  },
  // A floor, a flat's or a door's number: the secondary address of many forms is a number alone.
  'location.secondaryAddress': { in: ['textarea', ...NUMERIC], address: 'part', vagueAutocomplete: true },
  'location.street': { address: 'part' },
  'location.buildingNumber': { in: NUMERIC, address: 'part' },
  'location.city': { in: ['select'], searchPlace: true, searchable: true },
  'location.state': { in: ['select'], searchPlace: true, searchable: true },
  // Some sites offer the post codes of the chosen city as a list.
  'location.zipCode': { in: ['select', ...NUMERIC], searchPlace: true, searchable: true },
  'location.country': { in: ['select'], country: true, searchPlace: true, searchable: true },
  'location.countryCode': { in: ['select'], country: true, searchPlace: true },
  'location.timeZone': { in: ['select'] },
  'company.name': {},
  'finance.creditCardHolder': { card: true },
  // A holder's name split in two, as some card forms ask for it: the persona's own given and family names.
  'finance.creditCardHolderFirstName': { card: true },
  'finance.creditCardHolderLastName': { card: true },
  'finance.creditCardIssuer': { in: ['select', 'radio'], notTyped: true },
  'finance.creditCardNumber': { in: NUMERIC, card: true },
  'finance.creditCardCVV': { in: NUMERIC, card: true },
  // "MM/YY" on a tel input, for the numeric keyboard.
  'finance.creditCardExpiry': { in: ['tel'] },
  'finance.creditCardExpiryMonth': { in: ['select', ...NUMERIC], card: true, partOf: 'finance.creditCardExpiry' },
  'finance.creditCardExpiryYear': { in: ['select', ...NUMERIC], card: true, partOf: 'finance.creditCardExpiry' },
  'finance.currencyCode': { in: ['select'] },
  'finance.iban': {},
  'finance.bic': {},
  'finance.amount': { in: NUMERIC },
  // A number picked from a list too: an age, a count, a distance ("Within 25 miles").
  'number.int': { in: ['select', 'range', ...NUMERIC] },
  'date.anytime': { in: ['date'] },
  'date.time': { in: ['time'] },
  'date.month': { in: ['month'] },
  'date.week': { in: ['week'] },
  'date.datetimeLocal': { in: ['datetime-local'] },
  'color.rgb': { in: ['color'] },
  'lorem.paragraph': { in: ['textarea'] },
  'lorem.words': { in: ['textarea'], vagueLogin: true },
  'datatype.boolean': { in: ['checkbox'], notTyped: true },
  'helpers.arrayElement': { in: ['select', 'radio'] },
};

/**
 * The kinds whose traits pass a test, as a set.
 * @example kindsWhere((traits) => traits.repeated === true) // Set { 'internet.email', 'internet.password' }
 */
export function kindsWhere(test: (traits: KindTraits) => boolean): ReadonlySet<FieldKind> {
  return new Set((Object.keys(KIND_TRAITS) as FieldKind[]).filter((kind) => test(KIND_TRAITS[kind])));
}
