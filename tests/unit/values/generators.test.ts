import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { GENERATORS } from '@/utils/values/generators';
import { createPersona } from '@/utils/values/persona';
import { makeField } from '../support/make-field';

const REF_DATE = new Date('2025-06-15T00:00:00Z');

function valuesFor(locale: FakerLocale, seed: number): Record<string, string> {
  const faker = createFaker(locale, seed, REF_DATE);
  const persona = createPersona(faker, locale);
  const field = makeField();
  return Object.fromEntries(FIELD_KINDS.map((kind) => [kind, GENERATORS[kind]({ faker, persona, field })]));
}

describe('GENERATORS', () => {
  it.each<FakerLocale>(['en', 'de', 'ja', 'pt_BR', 'ru'])(
    'gives every field kind a non-empty value in %s',
    (locale) => {
      for (const seed of [1, 2, 3]) {
        const values = valuesFor(locale, seed);
        for (const kind of FIELD_KINDS) expect(values[kind], `${kind} in ${locale}`).toMatch(/\S/);
      }
    },
  );

  it("types one of a text box's own suggestions as its list choice, and a word without any", () => {
    const faker = createFaker('en', 5, REF_DATE);
    const persona = createPersona(faker, 'en');
    const suggestions = ['Chrome', 'Firefox', 'Safari'];
    const chosen = Array.from({ length: 12 }, () =>
      GENERATORS['helpers.arrayElement']({ faker, persona, field: makeField({ suggestions }) }),
    );
    for (const value of chosen) expect(suggestions).toContain(value);
    expect(new Set(chosen).size).toBeGreaterThan(1);
    expect(GENERATORS['helpers.arrayElement']({ faker, persona, field: makeField() })).toMatch(/^\p{L}+$/u);
  });

  it('has no generator for a kind that does not exist', () => {
    expect(Object.keys(GENERATORS).sort()).toEqual([...FIELD_KINDS].sort());
  });

  // Reviewed snapshots: a change here changes what users see in their forms.
  it.each<[FakerLocale, number]>([
    ['en_US', 42],
    ['de', 7],
    ['ja', 2024],
  ])('gives the same values for %s, seed %i and a pinned reference date', (locale, seed) => {
    expect(valuesFor(locale, seed)).toMatchSnapshot();
  });

  it('gives the same values on any day when the reference date is pinned', () => {
    const today = valuesFor('de', 7);
    const realNow = Date.now;
    Date.now = () => realNow() + 400 * 86_400_000;
    try {
      expect(valuesFor('de', 7)).toEqual(today);
    } finally {
      Date.now = realNow;
    }
  });
});
