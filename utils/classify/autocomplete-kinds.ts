import type { FieldKind } from '../fields/field-kinds';

/** WHATWG autofill field names mapped to field kinds. `null` means "never fill". */
const AUTOCOMPLETE_KINDS: Record<string, FieldKind | null> = {
  name: 'person.fullName',
  'honorific-prefix': 'person.prefix',
  'given-name': 'person.firstName',
  'additional-name': 'person.middleName',
  'family-name': 'person.lastName',
  'honorific-suffix': 'person.suffix',
  nickname: 'internet.username',
  username: 'internet.username',
  'new-password': 'internet.password',
  'current-password': 'internet.password',
  'one-time-code': null,
  'organization-title': 'person.jobTitle',
  organization: 'company.name',
  'street-address': 'location.streetAddress',
  'address-line1': 'location.streetAddress',
  'address-line2': 'location.secondaryAddress',
  'address-line3': 'location.secondaryAddress',
  'address-level1': 'location.state',
  'address-level2': 'location.city',
  country: 'location.countryCode',
  'country-name': 'location.country',
  'postal-code': 'location.zipCode',
  'cc-name': 'finance.creditCardHolder',
  'cc-given-name': 'finance.creditCardHolderFirstName',
  'cc-family-name': 'finance.creditCardHolderLastName',
  'cc-number': 'finance.creditCardNumber',
  'cc-exp': 'finance.creditCardExpiry',
  'cc-exp-month': 'finance.creditCardExpiryMonth',
  'cc-exp-year': 'finance.creditCardExpiryYear',
  'cc-csc': 'finance.creditCardCVV',
  'cc-type': 'finance.creditCardIssuer',
  'transaction-currency': 'finance.currencyCode',
  'transaction-amount': 'finance.amount',
  bday: 'date.birthdate',
  'bday-day': 'date.birthdateDay',
  'bday-month': 'date.birthdateMonth',
  'bday-year': 'date.birthdateYear',
  sex: 'person.sex',
  url: 'internet.url',
  email: 'internet.email',
  tel: 'phone.number',
  'tel-national': 'phone.number',
  'tel-country-code': 'phone.countryCode',
  'tel-area-code': 'phone.areaCode',
  'tel-local': 'phone.localNumber',
  'tel-local-prefix': 'phone.localNumber',
  'tel-local-suffix': 'phone.localNumber',
  'tel-extension': 'phone.extension',
};

/** The tokens WHATWG allows before a field name: a section, shipping/billing, a contact type. */
const PREFIX = /^(section-.*|shipping|billing|home|work|mobile|fax|pager)$/;

/**
 * Reads an `autocomplete` attribute: drops the section, shipping/billing and
 * contact-type prefixes and maps the field name. `undefined`: no usable token,
 * or words the standard does not know before it ("courier name" is a site's
 * own vocabulary, not the autofill name of the person).
 * @example kindFromAutocomplete('section-a shipping given-name') // 'person.firstName'
 * @example kindFromAutocomplete('one-time-code')                 // null (do not fill)
 * @example kindFromAutocomplete('off')                           // undefined
 * @example kindFromAutocomplete('courier name')                  // undefined
 */
export function kindFromAutocomplete(attribute: string): FieldKind | null | undefined {
  const tokens = attribute
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .filter((token) => token !== 'webauthn');
  const fieldName = tokens.at(-1);
  if (!fieldName || !Object.hasOwn(AUTOCOMPLETE_KINDS, fieldName)) return undefined;
  if (!tokens.slice(0, -1).every((token) => PREFIX.test(token))) return undefined;
  return AUTOCOMPLETE_KINDS[fieldName];
}
