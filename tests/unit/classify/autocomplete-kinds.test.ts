import { describe, expect, it } from 'vitest';
import { kindFromAutocomplete } from '@/utils/classify/autocomplete-kinds';
import { isFieldKind } from '@/utils/fields/field-kinds';

describe('kindFromAutocomplete', () => {
  it.each([
    ['email', 'internet.email'],
    ['EMAIL', 'internet.email'],
    ['  given-name  ', 'person.firstName'],
    ['section-a shipping given-name', 'person.firstName'],
    ['section-checkout billing family-name', 'person.lastName'],
    ['shipping postal-code', 'location.zipCode'],
    ['billing address-line2', 'location.secondaryAddress'],
    ['shipping home tel', 'phone.number'],
    ['work email', 'internet.email'],
    ['username webauthn', 'internet.username'],
    ['cc-exp-month', 'finance.creditCardExpiryMonth'],
    ['bday', 'date.birthdate'],
    ['country', 'location.countryCode'],
    ['country-name', 'location.country'],
    ['organization', 'company.name'],
    ['new-password', 'internet.password'],
  ])('%j → %s', (attribute, kind) => {
    expect(kindFromAutocomplete(attribute)).toBe(kind);
  });

  it.each(['one-time-code', 'section-2fa one-time-code', 'one-time-code webauthn'])(
    '%j must never be filled (null)',
    (attribute) => {
      expect(kindFromAutocomplete(attribute)).toBeNull();
    },
  );

  it.each([
    '',
    '   ',
    'off',
    'on',
    'webauthn',
    'nonsense',
    'toString',
    'constructor',
    'given-name shipping',
    'courier name',
    'email username',
  ])('%j has no usable token (undefined)', (attribute) => {
    expect(kindFromAutocomplete(attribute)).toBeUndefined();
  });

  it('maps only to real field kinds', () => {
    const names = [
      'name',
      'given-name',
      'family-name',
      'street-address',
      'postal-code',
      'cc-number',
      'cc-csc',
      'bday-year',
      'sex',
      'url',
      'tel-national',
    ];
    for (const name of names) expect(isFieldKind(kindFromAutocomplete(name)), name).toBe(true);
  });
});
