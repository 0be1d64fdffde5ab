import { allLocales } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createFaker } from '@/utils/values/create-faker';
import { FAKER_LOCALES } from '@/utils/values/faker-locales';
import { freeTextWords } from '@/utils/values/free-text-words';

/** The supported locales whose free text stays Latin: faker has no words of theirs (README, "Free text"). */
const LATIN_FALLBACK = [
  'af_ZA',
  'az',
  'bn_BD',
  'cs_CZ',
  'cy',
  'el',
  'eo',
  'fi',
  'hr',
  'it',
  'ka_GE',
  'ku_kmr_latin',
  'lv',
  'mk',
  'mn_MN_cyrl',
  'ne',
  'nl',
  'nl_BE',
  'pl',
  'ro',
  'ro_MD',
  'sk',
  'sl_SI',
  'sr_RS_latin',
  'sv',
  'ta_IN',
  'th',
  'tr',
  'uk',
  'uz_UZ_latin',
  'yo_NG',
  'zu_ZA',
];
const LATIN = new Set([...allLocales.en.lorem!.word!, ...allLocales.de.lorem!.word!]);
/** Every word is faker's Latin (lv's has macrons: ābduco). */
const isLatinParagraph = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[.,]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .every((word) => LATIN.has(word));

describe('free text in the fill’s language', () => {
  it.each([
    ['de', /^[\p{L}\s.'’-]+$/u],
    ['fr', /^[\p{L}\s.'’-]+$/u],
    ['ru', /[а-яё]/],
    ['ja', /[\u3040-\u30ff\u4e00-\u9fff]/],
    ['zh_CN', /[\u4e00-\u9fff]/],
    ['ko', /[\uac00-\ud7af]/],
    ['pt_BR', /^[\p{L}\s.'’-]+$/u],
    ['es', /^[\p{L}\s.'’-]+$/u],
    ['en', /^[\p{L}\s.'’-]+$/u],
  ] as const)('%s: a paragraph of the language’s own words, not Latin', (locale, script) => {
    for (let seed = 1; seed <= 5; seed++) {
      const paragraph = createFaker(locale, seed).lorem.paragraph();
      expect(paragraph, `seed ${seed}`).toMatch(script);
      expect(isLatinParagraph(paragraph), `seed ${seed}: ${paragraph}`).toBe(false);
    }
  });

  it('uses German words for de_AT, from de_AT and de', () => {
    const words = freeTextWords([allLocales.de_AT, allLocales.de])!;
    expect(words).toContain('Abtreibung');
    expect(words).toContain(allLocales.de_AT.word!.adjective![0]);
  });

  it('lists exactly the locales that fall back to Latin', () => {
    const latin = FAKER_LOCALES.filter((locale) => isLatinParagraph(createFaker(locale, 3).lorem.paragraph()));
    expect(latin).toEqual(LATIN_FALLBACK);
  });

  it('leaves the seed’s other values as they were', () => {
    const withWords = createFaker('de', 11);
    withWords.lorem.paragraph();
    const plain = createFaker('it', 11);
    plain.lorem.paragraph();
    expect(withWords.number.int(1e9)).toBe(plain.number.int(1e9));
  });
});
