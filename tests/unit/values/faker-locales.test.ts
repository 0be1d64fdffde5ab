import { describe, expect, it } from 'vitest';
import {
  FAKER_LOCALES,
  fakerLocaleFor,
  isFakerLocale,
  localeChain,
  localeCountry,
  type FakerLocale,
} from '@/utils/values/faker-locales';

describe('fakerLocaleFor', () => {
  it.each([
    ['de-AT', 'de_AT'],
    ['de_AT', 'de_AT'],
    ['de-at', 'de_AT'],
    ['DE-AT', 'de_AT'],
    ['zh-Hant-TW', 'zh_TW'],
    ['de', 'de'],
    ['de-LU', 'de'],
    ['en-US', 'en_US'],
    ['EN-us', 'en_US'],
    ['en', 'en'],
    ['en-GB', 'en_GB'],
    ['en-NZ', 'en'],
    ['pt', 'pt_BR'],
    ['pt-PT', 'pt_PT'],
    ['pt-AO', 'pt_BR'],
    ['zh', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hans', 'zh_CN'],
    ['nb', 'nb_NO'],
    ['es-AR', 'es'],
    ['fr-CA', 'fr_CA'],
    ['mn', 'mn_MN_cyrl'],
    ['sr-RS', 'sr_RS_latin'],
    ['xx-YY', 'en'],
    ['', 'en'],
  ])('%j → %s', (tag, locale) => {
    expect(fakerLocaleFor(tag)).toBe(locale);
  });

  it('always answers with a locale faker has', () => {
    for (const tag of ['de-AT', 'zz', 'pt-MZ', 'ku-IQ', 'uz', 'ta', 'yo', 'ka', 'a-b-c', '-']) {
      expect(isFakerLocale(fakerLocaleFor(tag)), tag).toBe(true);
    }
  });

  it('maps every faker locale written as a BCP 47 tag back to itself', () => {
    const regional = FAKER_LOCALES.filter((code) => /^[a-z]+(_[A-Z]{2})?$/.test(code));
    expect(regional.length).toBeGreaterThan(50);
    for (const code of regional) expect(fakerLocaleFor(code.replace('_', '-')), code).toBe(code);
  });
});

describe('localeChain', () => {
  it.each<[FakerLocale, string[]]>([
    ['de_AT', ['de_AT', 'de', 'en', 'base']],
    ['de', ['de', 'en', 'base']],
    ['en', ['en', 'base']],
    ['en_US', ['en_US', 'en', 'base']],
    ['en_AU_ocker', ['en_AU_ocker', 'en', 'base']],
    ['pt_BR', ['pt_BR', 'en', 'base']],
    ['fr_CA', ['fr_CA', 'fr', 'en', 'base']],
    ['ku_ckb', ['ku_ckb', 'en', 'base']],
  ])('%s → %j', (code, chain) => {
    expect(localeChain(code)).toEqual(chain);
  });

  it('lists each locale once and ends with base for every locale', () => {
    for (const code of FAKER_LOCALES) {
      const chain = localeChain(code);
      expect(new Set(chain).size, code).toBe(chain.length);
      expect(chain.at(-1), code).toBe('base');
      expect(chain[0], code).toBe(code);
    }
  });
});

describe('localeCountry', () => {
  it.each<[FakerLocale, string]>([
    ['de_AT', 'AT'],
    ['de', 'DE'],
    ['en', 'US'],
    ['pt_BR', 'BR'],
    ['ja', 'JP'],
    ['en_BORK', 'US'],
  ])('%s → %s', (code, country) => {
    expect(localeCountry(code)).toBe(country);
  });
});

describe('isFakerLocale', () => {
  it.each([
    ['de_AT', true],
    ['en', true],
    ['base', false],
    ['de-AT', false],
    ['toString', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (code, expected) => {
    expect(isFakerLocale(code)).toBe(expected);
  });
});
