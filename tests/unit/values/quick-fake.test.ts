import { Faker, en, type LocaleDefinition } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createFaker } from '@/utils/values/create-faker';
import { FAKER_LOCALES } from '@/utils/values/faker-locales';
import { quickenFake, readPattern } from '@/utils/values/quick-fake';

/** The same faker with faker's own fake back in place. */
function withFakersFake(faker: Faker): Faker {
  const helpers = faker.helpers;
  helpers.fake = Object.getPrototypeOf(helpers).fake.bind(helpers);
  return faker;
}

/** What a call gives, or the message it throws: a quickened faker must do both as faker does. */
function outcome(make: () => unknown): unknown {
  try {
    return make();
  } catch (error) {
    return `throws ${(error as Error).message}`;
  }
}

const METHODS: [string, (faker: Faker) => unknown][] = [
  ['city', (f) => f.location.city()],
  ['street', (f) => f.location.street()],
  ['streetAddress', (f) => f.location.streetAddress()],
  ['full streetAddress', (f) => f.location.streetAddress(true)],
  ['secondaryAddress', (f) => f.location.secondaryAddress()],
  ['zipCode', (f) => f.location.zipCode()],
  ['state', (f) => f.location.state()],
  ['company', (f) => f.company.name()],
  ['lastName', (f) => f.person.lastName()],
  ['fullName', (f) => f.person.fullName()],
  ['jobTitle', (f) => f.person.jobTitle()],
  ['bio', (f) => f.person.bio()],
  ['email', (f) => f.internet.email()],
  ['userAgent', (f) => f.internet.userAgent()],
  ['productName', (f) => f.commerce.productName()],
  ['productDescription', (f) => f.commerce.productDescription()],
  ['transaction', (f) => f.finance.transactionDescription()],
  ['food', (f) => f.food.description()],
  ['hacker', (f) => f.hacker.phrase()],
  ['phone', (f) => f.phone.number()],
  // What comes after shows the random draws were the same in number.
  ['next draw', (f) => f.number.int()],
];

/** Every pattern in a locale's definitions: each string with a placeholder. */
function patternsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('{{')) found.push(value);
  } else if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) patternsOf(inner, found);
  }
  return found;
}

describe('quickenFake', () => {
  it.each(FAKER_LOCALES.map((locale) => [locale]))('gives faker’s own values, draws and errors in %s', (locale) => {
    for (const seed of [1, 2, 3, 2 ** 31 - 1]) {
      const quick = createFaker(locale, seed);
      const plain = withFakersFake(createFaker(locale, seed));
      for (let round = 0; round < 5; round++)
        for (const [name, make] of METHODS)
          expect(
            outcome(() => make(quick)),
            name,
          ).toEqual(outcome(() => make(plain)));
      for (const pattern of patternsOf(quick.rawDefinitions))
        expect(
          outcome(() => quick.helpers.fake(pattern)),
          pattern,
        ).toEqual(outcome(() => plain.helpers.fake(pattern)));
    }
  });

  it.each([
    ['a call with JSON arguments', '{{number.int({"min":1,"max":9})}}-{{string.numeric(3)}}'],
    ['a call faker reads as text', "{{helpers.arrayElement(['a','b'])}} {{person.lastName}}"],
    ['a list of the definitions', 'Dear {{person.first_name}} {{person.last_name}},'],
    ['braces outside a placeholder', '{ {{person.lastName}} }'],
    ['a placeholder in capitals', '{{Person.lastName}} {{person.lastName}}'],
    ['a placeholder left open', '{{person.lastName}} {{person.lastName'],
    ['a path that leads nowhere', '{{person.lastName}} {{person.nowhere}}'],
    ['a dot too many', '{{person..lastName}}'],
    ['no placeholder', 'plain text'],
  ])('gives faker’s own value for %s', (_, pattern) => {
    const quick = createFaker('en_US', 9);
    const plain = withFakersFake(createFaker('en_US', 9));
    for (let round = 0; round < 3; round++) {
      expect(outcome(() => quick.helpers.fake(pattern))).toEqual(outcome(() => plain.helpers.fake(pattern)));
      expect(quick.number.int()).toBe(plain.number.int());
    }
  });

  it('reads a value that holds a placeholder of its own as faker does', () => {
    const locale: LocaleDefinition = {
      location: { city_name: ['{{location.street_suffix}}'], street_suffix: ['Road', 'Lane'] },
    };
    const make = () => new Faker({ locale: [locale, en], seed: 5 });
    const quick = make();
    quickenFake(quick);
    const plain = make();
    for (let round = 0; round < 4; round++) {
      const value = quick.helpers.fake('{{location.city_name}} and {{location.city_name}}');
      expect(value).toMatch(/^(Road|Lane) and (Road|Lane)$/);
      expect(value).toBe(plain.helpers.fake('{{location.city_name}} and {{location.city_name}}'));
    }
  });

  it('reads the patterns of the values a dataset makes most, so they take the quick way', () => {
    const faker = createFaker('en_US', 1);
    const location = faker.rawDefinitions.location!;
    const patterns = [
      ...(location.city_pattern as string[]),
      ...(location.street_pattern as string[]),
      ...(faker.rawDefinitions.company!.name_pattern as string[]),
      ...Object.values(location.postcode_by_state as Record<string, string | string[]>).flat(),
    ];
    for (const pattern of patterns) expect(readPattern(pattern), pattern).not.toBeNull();
  });

  it('leaves to faker what it could read otherwise', () => {
    expect(readPattern('{ {{person.lastName}} }')).toBeNull();
    expect(readPattern("{{helpers.arrayElement(['a','b'])}}")).toBeNull();
    expect(readPattern('{{number.int(1).toString}}')).toBeNull();
    expect(readPattern('{{Person.lastName}}')).toBeNull();
    expect(readPattern('{{person.first_name}} {{person.last_name}}')).toEqual({
      literals: ['', ' ', ''],
      placeholders: [
        { text: 'person.first_name', path: ['person', 'first_name'] },
        { text: 'person.last_name', path: ['person', 'last_name'] },
      ],
    });
  });
});
