import type { Faker } from '@faker-js/faker';
import { localeDefinition } from './locale-source';
import { orEmpty } from './or-empty';

export interface Address {
  streetAddress: string;
  street: string;
  buildingNumber: string;
  secondaryAddress: string;
  city: string;
  /** As the locale names it: `California`, `Bayern`. */
  state: string;
  /** Its abbreviation when the locale has one (`CA`, `BY`), else the name again. */
  stateAbbr: string;
  zipCode: string;
}

const DEFAULT_STREET_FORMAT = '{{location.buildingNumber}} {{location.street}}';

/**
 * One address of the locale: the street address is built from the street and number the split fields get,
 * the state and its abbreviation go together, and a US ZIP code lies in its state. The city is random.
 * @example createAddress(createFaker('en_US', 1), 'US') // { street: 'Shanel Club', buildingNumber: '9563', streetAddress: '9563 Shanel Club', state: 'Texas', stateAbbr: 'TX', zipCode: '75023', ... }
 */
export function createAddress(faker: Faker, countryCode: string): Address {
  // The secondary address is drawn last, so it does not shift the values drawn before it for the same seed.
  return { ...createPlace(faker, countryCode), secondaryAddress: faker.location.secondaryAddress() };
}

/** createAddress without the secondary address ("Apt. 4"), which a dataset makes only when a column asks for it. */
export function createPlace(faker: Faker, countryCode: string): Omit<Address, 'secondaryAddress'> {
  const location = faker.rawDefinitions.location;
  const street = faker.location.street();
  const buildingNumber = faker.location.buildingNumber();
  const format = location?.street_address?.normal ?? DEFAULT_STREET_FORMAT;
  const streetAddress = faker.helpers.fake(
    format.replace('{{location.street}}', () => street).replace('{{location.buildingNumber}}', () => buildingNumber),
  );

  const states = location?.state ?? [];
  const abbreviations = location?.state_abbr ?? [];
  const index = states.length ? faker.number.int(states.length - 1) : -1;
  // No states at all (Hong Kong, Moldova): the city stands in, as it does on those countries' forms.
  const city = faker.location.city();
  const state = states[index] ?? (orEmpty(() => faker.location.state()) || city);
  const stateAbbr = abbreviations.length === states.length ? (abbreviations[index] ?? state) : state;

  const byState =
    location?.postcode_by_state ??
    (countryCode === 'US' ? localeDefinition('en_US').location?.postcode_by_state : undefined);
  const template = byState?.[stateAbbr];
  // A place without postcodes still gets digits, should a form insist on one.
  const zipCode = template
    ? faker.helpers.fake(template).padStart(5, '0')
    : orEmpty(() => faker.location.zipCode()) || faker.string.numeric(5);

  return {
    streetAddress: streetAddress.trim(),
    street,
    buildingNumber,
    city,
    state,
    stateAbbr,
    zipCode,
  };
}
