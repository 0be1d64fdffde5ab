import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/utils/values/choose-locale';
import type { FakerLocale } from '@/utils/values/faker-locales';

describe('chooseLocale', () => {
  it.each<[FakerLocale, string | undefined, boolean, FakerLocale]>([
    ['en_US', 'de', true, 'de'],
    ['en_US', 'de-DE', true, 'de'],
    ['en_US', 'de-AT', true, 'de_AT'],
    ['en_US', 'pt', true, 'pt_BR'],
    ['en_US', 'pt-PT', true, 'pt_PT'],
    ['en_US', 'ja', true, 'ja'],
    ['en_US', 'ru-RU', true, 'ru'],
    ['en_US', 'zh-Hant-TW', true, 'zh_TW'],
    ['en_US', 'no', true, 'nb_NO'],
    ['de', 'fr_CA', true, 'fr_CA'],
    // Same language: the user's region stays unless the page names one faker has.
    ['de_AT', 'de', true, 'de_AT'],
    ['de_AT', 'de-DE', true, 'de_AT'],
    ['de_AT', 'de-CH', true, 'de_CH'],
    ['en_GB', 'en', true, 'en_GB'],
    ['en_GB', 'en-US', true, 'en_US'],
    // Nothing to go by, or a language faker lacks: the user's locale, never a fall back to English.
    ['fr', 'xx', true, 'fr'],
    ['fr', 'tlh', true, 'fr'],
    ['fr', 'qaa-x-private', true, 'fr'],
    ['fr', '', true, 'fr'],
    ['fr', '   ', true, 'fr'],
    ['fr', undefined, true, 'fr'],
    ['fr', 'not a tag!', true, 'fr'],
    // The setting is off.
    ['fr', 'de', false, 'fr'],
    ['en_US', 'ja', false, 'en_US'],
  ])('user %s, page %j, setting %s → %s', (user, page, allowed, expected) => {
    expect(chooseLocale(user, page, allowed)).toBe(expected);
  });
});
