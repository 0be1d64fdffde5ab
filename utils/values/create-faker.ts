import { allLocales, Faker } from '@faker-js/faker';
import { localeChain, type FakerLocale } from './faker-locales';

/**
 * A faker instance for one fill: the user's locale with its fallbacks, seeded so
 * the fill can be replayed. Never the global singleton, whose locale and seed
 * would leak between fills.
 * @example createFaker('de_AT', 42).person.firstName() // the same name every time
 */
export function createFaker(locale: FakerLocale, seed: number): Faker {
  const faker = new Faker({ locale: localeChain(locale).map((code) => allLocales[code]) });
  faker.seed(seed);
  return faker;
}

/** A fresh 31-bit seed, printable and easy to copy into a bug report. */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 31);
}
