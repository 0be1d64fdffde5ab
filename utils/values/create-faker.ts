import { Faker, type LocaleDefinition } from '@faker-js/faker';
import { localeChain, type FakerLocale } from './faker-locales';
import { freeTextLocales } from './free-text-locales';
import { freeTextWords } from './free-text-words';
import { localeDefinition } from './locale-source';
import { quickenFake } from './quick-fake';

/**
 * A seeded faker for one fill, in the locale with its fallbacks; never the global singleton.
 * Its dates count from `refDate`, recorded in the report, so seed, locale and day replay the same values.
 * The locale's definitions must be at hand: `await loadLocale(locale)` first, unless the
 * locale source is synchronous (Node: utils/values/all-locales-source.ts).
 * @example createFaker('de_AT', 42).person.firstName() // the same name every time
 * @example createFaker('en', 1, new Date('2025-06-15T00:00:00Z')).date.birthdate() // the same date on any day
 */
export function createFaker(locale: FakerLocale, seed: number, refDate?: Date): Faker {
  const faker = new Faker({ locale: [freeText(locale), ...localeChain(locale).map((code) => localeDefinition(code))] });
  quickenFake(faker);
  faker.seed(seed);
  if (refDate) faker.setDefaultRefDate(refDate);
  return faker;
}

/**
 * The reference date of a fill: midnight UTC of its day. A whole day, not the
 * instant, so that a fill replayed the same day matches without the report;
 * card expiry dates are a month or more ahead of it, so still in the future.
 * @example referenceDay(new Date('2025-06-15T17:42:00Z')) // 2025-06-15T00:00:00.000Z
 */
export function referenceDay(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A fresh 31-bit seed, printable and easy to copy into a bug report. */
export function newSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 31);
}

/**
 * Free text in the fill's language: faker's lorem reads the locale's own words
 * (see freeTextWords) ahead of the chain, which would give Latin; failing
 * those, another locale's of the same language (es takes es_MX's). The
 * English fallback only counts for English locales.
 */
function freeText(locale: FakerLocale): LocaleDefinition {
  const { own, sameLanguage } = freeTextLocales(locale);
  const words =
    freeTextWords(own.map((code) => localeDefinition(code))) ??
    freeTextWords(sameLanguage.map((code) => localeDefinition(code)));
  return words ? { lorem: { word: words } } : {};
}

/**
 * The seed after `seed`, within newSeed's range: an edge-case fill after another walks on to the next cases.
 * @example nextSeed(41) // 42
 */
export function nextSeed(seed: number): number {
  return (Math.trunc(seed) + 1) % 2 ** 31;
}
