import { describe, expect, it } from 'vitest';
import { createFaker, newSeed, nextSeed } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';

const sample = (locale: FakerLocale, seed: number) => {
  const faker = createFaker(locale, seed);
  return [faker.person.firstName(), faker.location.city(), faker.number.int(1_000_000), faker.lorem.word()];
};

describe('createFaker', () => {
  it.each<[FakerLocale, number]>([
    ['en', 1],
    ['de_AT', 42],
    ['pt_BR', 2 ** 31 - 1],
    ['ja', 0],
  ])('gives the same values for the same locale %s and seed %i', (locale, seed) => {
    expect(sample(locale, seed)).toEqual(sample(locale, seed));
  });

  it('gives different values for different seeds', () => {
    expect(sample('en', 1)).not.toEqual(sample('en', 2));
  });

  it('uses the locale’s own data, with its fallbacks', () => {
    const faker = createFaker('de_AT', 7);
    // Austrian postcodes have four digits; US ones five.
    expect(faker.location.zipCode()).toMatch(/^\d{4}$/);
    expect(createFaker('en_US', 7).location.zipCode()).toMatch(/^\d{5}(-\d{4})?$/);
  });

  it('does not share state between instances', () => {
    const first = createFaker('en', 5);
    first.number.int();
    expect(createFaker('en', 5).number.int()).toBe(createFaker('en', 5).number.int());
  });
});

describe('newSeed', () => {
  it.each([
    [0, 0],
    [0.5, 2 ** 30],
    [0.999999999, 2 ** 31 - 3],
  ])('random %d gives seed %i', (random, seed) => {
    expect(newSeed(() => random)).toBe(seed);
  });

  it('is a non-negative 31-bit integer', () => {
    for (let i = 0; i < 100; i++) {
      const seed = newSeed();
      expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
    }
  });
});

describe('nextSeed', () => {
  it.each([
    [41, 42],
    [0, 1],
    [2 ** 31 - 1, 0],
  ])('follows %i with %i, within newSeed’s range', (seed, next) => {
    expect(nextSeed(seed)).toBe(next);
  });
});
