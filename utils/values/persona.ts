import type { Faker } from '@faker-js/faker';
import { localeCountry, type FakerLocale } from './faker-locales';

/** One consistent made-up person per fill: the name matches the email, the address is one place. */
export interface Persona {
  sex: 'female' | 'male';
  firstName: string;
  middleName: string;
  lastName: string;
  prefix: string;
  suffix: string;
  jobTitle: string;
  birthdate: Date;
  username: string;
  email: string;
  password: string;
  website: string;
  phone: string;
  streetAddress: string;
  street: string;
  buildingNumber: string;
  secondaryAddress: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
  country: string;
  company: string;
  cardNumber: string;
  cardCvv: string;
  cardExpiry: Date;
  iban: string;
  bic: string;
}

/**
 * @example createPersona(createFaker('de', 1), 'de').country // 'Deutschland'
 */
export function createPersona(faker: Faker, locale: FakerLocale): Persona {
  const sex = faker.helpers.arrayElement(['female', 'male'] as const);
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName(sex);
  const countryCode = localeCountry(locale);
  const company = faker.company.name();
  return {
    sex,
    firstName,
    middleName: faker.person.middleName(sex),
    lastName,
    prefix: faker.person.prefix(sex),
    suffix: faker.person.suffix(),
    jobTitle: faker.person.jobTitle(),
    birthdate: faker.date.birthdate({ mode: 'age', min: 18, max: 80 }),
    username: faker.internet.username({ firstName, lastName }),
    email: faker.internet.email({ firstName, lastName }),
    // Mixed classes and length 16 satisfy the usual "strong password" rules.
    password: `${faker.internet.password({ length: 12, memorable: false })}Aa1!`,
    website: faker.internet.url({ appendSlash: false }),
    phone: faker.phone.number(),
    streetAddress: faker.location.streetAddress(),
    street: faker.location.street(),
    buildingNumber: faker.location.buildingNumber(),
    secondaryAddress: faker.location.secondaryAddress(),
    city: faker.location.city(),
    state: faker.location.state(),
    zipCode: faker.location.zipCode(),
    countryCode,
    country: countryName(countryCode, locale),
    company,
    cardNumber: faker.finance.creditCardNumber({ issuer: 'visa' }).replace(/\D/g, ''),
    cardCvv: faker.finance.creditCardCVV(),
    cardExpiry: faker.date.future({ years: 4 }),
    iban: localIban(faker, countryCode),
    bic: faker.finance.bic(),
  };
}

function countryName(code: string, locale: FakerLocale): string {
  try {
    return new Intl.DisplayNames([locale.replace('_', '-'), 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An IBAN of the persona's country where it has IBANs (faker throws otherwise), else a German one. */
function localIban(faker: Faker, countryCode: string): string {
  try {
    return faker.finance.iban({ countryCode });
  } catch {
    return faker.finance.iban({ countryCode: 'DE' });
  }
}
