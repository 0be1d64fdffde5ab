import type { Faker } from '@faker-js/faker';
import { localeCountry, type FakerLocale } from '../values/faker-locales';
import { countryName, localIban, strongPassword, type Persona } from '../values/persona';
import { createPlace, type Address } from '../values/persona-address';
import { createCard, type Card, type CardIssuer } from '../values/persona-card';
import { createPhoneNumber, type Phone } from '../values/persona-phone';

/** What is the same for every row of a dataset: worked out once, not a million times (Intl.DisplayNames is slow to build). */
export interface PersonaConstants {
  locale: FakerLocale;
  countryCode: string;
  country: string;
}

export function personaConstants(locale: FakerLocale): PersonaConstants {
  const countryCode = localeCountry(locale);
  return { locale, countryCode, country: countryName(countryCode, locale) };
}

/**
 * The persona of one row, made only as far as the columns ask: a table of names and
 * emails should not pay for a card and an IBAN on every row. Parts that belong together
 * are made together (the name, the address, the phone, the card), so the email still
 * matches the name and the ZIP code its state; the form fill's createPersona makes the
 * same parts with the same functions.
 */
export class RowPersona implements Persona {
  #name?: { sex: 'female' | 'male'; firstName: string; lastName: string };
  #address?: Omit<Address, 'secondaryAddress'>;
  #phone?: Omit<Phone, 'phoneExtension'>;
  #card?: Card;
  /** Lone values made so far; a plain object, made on first need: most rows use few of them. */
  #cache?: Record<string, string | Date>;

  constructor(
    private readonly faker: Faker,
    private readonly constants: PersonaConstants,
  ) {}

  /** A lone value, made on first use and kept for the row. */
  #once<T extends string | Date>(key: string, make: () => T): T {
    const cache = (this.#cache ??= {});
    return (cache[key] ??= make()) as T;
  }

  get #identity() {
    if (!this.#name) {
      const sex = this.faker.helpers.arrayElement(['female', 'male'] as const);
      this.#name = { sex, firstName: this.faker.person.firstName(sex), lastName: this.faker.person.lastName(sex) };
    }
    return this.#name;
  }
  get #place() {
    return (this.#address ??= createPlace(this.faker, this.constants.countryCode));
  }
  get #phoneParts() {
    return (this.#phone ??= createPhoneNumber(this.faker, this.constants.countryCode));
  }
  get #cardParts() {
    return (this.#card ??= createCard(this.faker));
  }

  get locale() {
    return this.constants.locale;
  }
  get countryCode() {
    return this.constants.countryCode;
  }
  get country() {
    return this.constants.country;
  }
  get sex() {
    return this.#identity.sex;
  }
  get firstName() {
    return this.#identity.firstName;
  }
  get lastName() {
    return this.#identity.lastName;
  }
  get middleName() {
    return this.#once('middleName', () => this.faker.person.middleName(this.sex));
  }
  get prefix() {
    return this.#once('prefix', () =>
      orFallback(() => this.faker.person.prefix(this.sex), this.sex === 'female' ? 'Ms' : 'Mr'),
    );
  }
  get suffix() {
    return this.#once('suffix', () => orFallback(() => this.faker.person.suffix(), 'PhD'));
  }
  get jobTitle() {
    return this.#once('jobTitle', () => this.faker.person.jobTitle());
  }
  get birthdate() {
    return this.#once('birthdate', () => {
      const date = this.faker.date.birthdate({ mode: 'age', min: 18, max: 80 });
      return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
    });
  }
  get username() {
    return this.#once('username', () =>
      this.faker.internet.username({ firstName: this.firstName, lastName: this.lastName }),
    );
  }
  get email() {
    return this.#once('email', () => this.faker.internet.email({ firstName: this.firstName, lastName: this.lastName }));
  }
  get password() {
    return this.#once('password', () => strongPassword(this.faker));
  }
  get website() {
    return this.#once('website', () => this.faker.internet.url({ appendSlash: false }));
  }
  get company() {
    return this.#once('company', () => this.faker.company.name());
  }
  get iban() {
    return this.#once('iban', () => localIban(this.faker, this.constants.countryCode));
  }
  get bic() {
    return this.#once('bic', () => this.faker.finance.bic());
  }

  get streetAddress() {
    return this.#place.streetAddress;
  }
  get street() {
    return this.#place.street;
  }
  get buildingNumber() {
    return this.#place.buildingNumber;
  }
  get secondaryAddress() {
    return this.#once('secondaryAddress', () => this.faker.location.secondaryAddress());
  }
  get city() {
    return this.#place.city;
  }
  get state() {
    return this.#place.state;
  }
  get stateAbbr() {
    return this.#place.stateAbbr;
  }
  get zipCode() {
    return this.#place.zipCode;
  }

  get phone() {
    return this.#phoneParts.phone;
  }
  get phoneInternational() {
    return this.#phoneParts.phoneInternational;
  }
  get phoneCountryCode() {
    return this.#phoneParts.phoneCountryCode;
  }
  get phoneAreaCode() {
    return this.#phoneParts.phoneAreaCode;
  }
  get phoneLocalNumber() {
    return this.#phoneParts.phoneLocalNumber;
  }
  get phoneExtension() {
    return this.#once('phoneExtension', () => this.faker.string.numeric({ length: 3, allowLeadingZeros: false }));
  }

  get cardIssuer(): CardIssuer {
    return this.#cardParts.cardIssuer;
  }
  get cardNumber() {
    return this.#cardParts.cardNumber;
  }
  get cardCvv() {
    return this.#cardParts.cardCvv;
  }
  get cardExpiry() {
    return this.#cardParts.cardExpiry;
  }
}

/** Some locales lack titles or suffixes and faker throws: the form fill's persona uses the same fallbacks. */
function orFallback(make: () => string, fallback: string): string {
  try {
    return make() || fallback;
  } catch {
    return fallback;
  }
}
