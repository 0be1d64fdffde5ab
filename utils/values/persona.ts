import type { Faker } from '@faker-js/faker';
import { localeCountry, type FakerLocale } from './faker-locales';
import { createAddress, type Address } from './persona-address';
import { createCard, type Card } from './persona-card';
import { createPhone, type Phone } from './persona-phone';
import { orEmpty } from './or-empty';

/**
 * One consistent made-up person per fill: the name matches the email and
 * username, the address is one place of the locale's country, the phone is
 * in its format, and the card is one valid test card.
 */
export interface Persona extends Address, Phone, Card {
  locale: FakerLocale;
  sex: 'female' | 'male';
  firstName: string;
  middleName: string;
  lastName: string;
  prefix: string;
  suffix: string;
  jobTitle: string;
  /** Midnight UTC of the birthday; read its parts with getUTC*. */
  birthdate: Date;
  username: string;
  email: string;
  password: string;
  website: string;
  countryCode: string;
  country: string;
  company: string;
  iban: string;
  bic: string;
}

/**
 * Dates count from faker's reference date (see createFaker), so a persona
 * depends only on the seed, the locale and that date.
 * @example createPersona(createFaker('de', 1), 'de').country // 'Deutschland'
 */
export function createPersona(faker: Faker, locale: FakerLocale): Persona {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName(sex);
  const countryCode = localeCountry(locale);
  const birthdate = faker.date.birthdate({ mode: 'age', min: 18, max: 80 });
  return {
    locale,
    sex,
    firstName,
    middleName: faker.person.middleName(sex),
    lastName,
    // Russian and Chinese have no such titles in faker; a form that asks still gets one.
    prefix: orEmpty(() => faker.person.prefix(sex)) || (sex === 'female' ? 'Ms' : 'Mr'),
    suffix: orEmpty(() => faker.person.suffix()) || 'PhD',
    jobTitle: faker.person.jobTitle(),
    birthdate: new Date(Date.UTC(birthdate.getUTCFullYear(), birthdate.getUTCMonth(), birthdate.getUTCDate())),
    username: faker.internet.username({ firstName, lastName }),
    email: faker.internet.email({ firstName, lastName }),
    password: strongPassword(faker),
    website: faker.internet.url({ appendSlash: false }),
    ...createPhone(faker, countryCode),
    ...createAddress(faker, countryCode),
    countryCode,
    country: countryName(countryCode, locale),
    company: faker.company.name(),
    ...createCard(faker),
    iban: localIban(faker, countryCode),
    bic: faker.finance.bic(),
  };
}

/**
 * 16 characters with an upper- and a lower-case letter, a digit and a symbol
 * up front, where cutting to a maxlength keeps them, and letters and digits
 * after, so dropping the symbol for a pattern keeps the rest valid.
 */
export function strongPassword(faker: Faker): string {
  const letter = (casing: 'upper' | 'lower') => faker.string.alpha({ length: 1, casing });
  return `${letter('upper')}${letter('lower')}${faker.string.numeric(1)}!${faker.string.alphanumeric(12)}`;
}

export function countryName(code: string, locale: FakerLocale): string {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-'), 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An IBAN of the persona's country where it has IBANs (faker throws otherwise), else a German one. */
export function localIban(faker: Faker, countryCode: string): string {
  try {
    return faker.finance.iban({ countryCode });
  } catch {
    return faker.finance.iban({ countryCode: 'DE' });
  }
}
