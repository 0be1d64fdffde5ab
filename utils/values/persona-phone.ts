import type { Faker } from '@faker-js/faker';
import { callingCode } from './calling-codes';

export interface Phone {
  /** As people of the locale write it: `(562) 750-5242`, `07031 0133546`. */
  phone: string;
  /** `+15627505242`: the same number for an international field. */
  phoneInternational: string;
  phoneCountryCode: string;
  phoneAreaCode: string;
  phoneLocalNumber: string;
  phoneExtension: string;
}

/** Trunk prefixes written before a national number that are not part of it ("8 (947) …" in Russia). */
const TRUNK_GROUP: Readonly<Record<string, string>> = { RU: '8', BY: '8', KZ: '8' };
/** Countries that keep the leading 0 after the country code. */
const KEEPS_ZERO = new Set(['IT', 'SM', 'VA']);

/**
 * One phone number in the locale's national format, and its parts for forms
 * that split it: country calling code, area code (the first group of digits,
 * as the locale writes it) and local number.
 * @example createPhone(faker, 'US') // { phone: '(562) 750-5242', phoneAreaCode: '562', phoneLocalNumber: '7505242', phoneCountryCode: '+1', ... }
 */
export function createPhone(faker: Faker, countryCode: string): Phone {
  // The extension is drawn last, so it does not shift the values drawn before it for the same seed.
  return {
    ...createPhoneNumber(faker, countryCode),
    phoneExtension: faker.string.numeric({ length: 3, allowLeadingZeros: false }),
  };
}

/** createPhone without the extension, which a dataset makes only when a column asks for it. */
export function createPhoneNumber(faker: Faker, countryCode: string): Omit<Phone, 'phoneExtension'> {
  const phone = faker.phone.number({ style: 'national' });
  const groups = phone.match(/\d+/g) ?? [];
  if (groups.length > 2 && groups[0] === TRUNK_GROUP[countryCode]) groups.shift();
  const digits = groups.join('');
  const [area, local] =
    groups.length > 1 ? [groups[0]!, groups.slice(1).join('')] : [digits.slice(0, 3), digits.slice(3)];
  const code = callingCode(countryCode);
  return {
    phone,
    phoneInternational: `+${code}${KEEPS_ZERO.has(countryCode) ? digits : digits.replace(/^0/, '')}`,
    phoneCountryCode: `+${code}`,
    phoneAreaCode: area,
    phoneLocalNumber: local,
  };
}
