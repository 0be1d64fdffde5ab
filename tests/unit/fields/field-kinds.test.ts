import { describe, expect, it } from 'vitest';
import { classifyField } from '@/utils/classify/classify-field';
import type { FieldDescription } from '@/utils/fields/field-description';
import { FIELD_KINDS, type FieldKind } from '@/utils/fields/field-kinds';
import { GENERATORS } from '@/utils/values/generators';
import { makeField } from '../support/make-field';

const options = (...texts: string[]) => texts.map((text) => ({ value: text, text, disabled: false }));
const select = (label: string, texts: string[]): Partial<FieldDescription> => ({
  tag: 'select',
  type: 'select-one',
  label,
  options: options(...texts),
});
const days = Array.from({ length: 31 }, (_, day) => String(day + 1));

/**
 * One field per kind that the classifier must name that kind: the vocabulary's
 * fixtures. A `Record` over FieldKind, so a new kind without a fixture fails
 * type-checking, like a kind without a generator (GENERATORS).
 */
const FIXTURES: Record<FieldKind, Partial<FieldDescription>> = {
  'person.firstName': { label: 'First name' },
  'person.middleName': { label: 'Middle name' },
  'person.lastName': { label: 'Nachname' },
  'person.fullName': { label: 'Full name' },
  'person.prefix': select('Anrede', ['Herr', 'Frau']),
  'person.suffix': { autocomplete: 'honorific-suffix' },
  'person.sex': select('Gender', ['Female', 'Male']),
  'person.jobTitle': { label: 'Job title' },
  'date.birthdate': { type: 'date', label: 'Date of birth' },
  'date.birthdateDay': select('Birth day', days),
  'date.birthdateMonth': { label: 'Birth month' },
  'date.birthdateYear': { label: 'Year of birth' },
  'internet.username': { label: 'Benutzername' },
  'internet.email': { label: 'Correo electrónico' },
  'internet.password': { type: 'password', label: 'Passwort' },
  'internet.url': { type: 'url', label: 'Website' },
  'phone.number': { type: 'tel', label: '電話番号' },
  'phone.countryCode': select('Code', ['+1', '+44', '+49']),
  'phone.areaCode': { label: 'Area code' },
  'phone.localNumber': { autocomplete: 'tel-local' },
  'phone.extension': { label: 'Extension' },
  'location.streetAddress': { label: 'Street address' },
  'location.secondaryAddress': { label: 'Address line 2' },
  'location.street': { label: 'Street name' },
  'location.buildingNumber': { label: 'Hausnummer' },
  'location.city': { label: 'Город' },
  'location.state': { label: 'Province' },
  'location.zipCode': { label: 'Código postal' },
  'location.country': select('Country', ['Germany', 'France']),
  'location.countryCode': { autocomplete: 'country' },
  'location.timeZone': { label: 'Time zone' },
  'company.name': { label: 'Company' },
  'finance.creditCardHolder': { label: 'Name on card' },
  'finance.creditCardHolderFirstName': { autocomplete: 'cc-given-name' },
  'finance.creditCardHolderLastName': { autocomplete: 'cc-family-name' },
  'finance.creditCardIssuer': select('Card type', ['Visa', 'Mastercard']),
  'finance.creditCardNumber': { label: 'Card number' },
  'finance.creditCardCVV': { label: 'CVC' },
  'finance.creditCardExpiry': { label: 'Expiry date (MM/YY)' },
  'finance.creditCardExpiryMonth': { label: 'Expiry month' },
  'finance.creditCardExpiryYear': { label: 'Expiry year' },
  'finance.currencyCode': { autocomplete: 'transaction-currency' },
  'finance.iban': { label: 'IBAN' },
  'finance.bic': { label: 'BIC' },
  'finance.amount': { label: 'Amount' },
  'number.int': { type: 'number', label: 'Age' },
  'date.anytime': { type: 'date', label: 'Start date' },
  'date.time': { type: 'time' },
  'date.month': { type: 'month' },
  'date.week': { type: 'week' },
  'date.datetimeLocal': { type: 'datetime-local' },
  'color.rgb': { type: 'color' },
  'lorem.paragraph': { tag: 'textarea', type: 'textarea', label: 'Message' },
  'lorem.words': { label: 'Favourite colour' },
  'datatype.boolean': { type: 'checkbox', label: 'I agree' },
  'helpers.arrayElement': select('Topic', ['Sales', 'Support']),
};

describe('the field-kind vocabulary', () => {
  it.each(FIELD_KINDS)('%s has a fixture the classifier names so, and a generator', (kind) => {
    expect(classifyField(makeField(FIXTURES[kind])).kind).toBe(kind);
    expect(typeof GENERATORS[kind]).toBe('function');
  });

  it('lists every kind once', () => {
    expect(new Set(FIELD_KINDS).size).toBe(FIELD_KINDS.length);
  });
});
