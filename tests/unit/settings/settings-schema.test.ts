import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  effectiveLocale,
  migrateSettingsV1,
  validateSettings,
  type Settings,
} from '@/utils/settings/settings-schema';

describe('DEFAULT_SETTINGS', () => {
  it('shows announcements, follows the browser language and fills every field', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      suppressAnnouncements: false,
      locale: 'auto',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });
});

describe('validateSettings', () => {
  it.each<[string, unknown, Settings, Array<keyof Settings>]>([
    ['nothing stored', undefined, { ...DEFAULT_SETTINGS }, []],
    ['null', null, { ...DEFAULT_SETTINGS }, []],
    ['a string', 'settings', { ...DEFAULT_SETTINGS }, []],
    ['a number', 42, { ...DEFAULT_SETTINGS }, []],
    ['an array', [true, 'de'], { ...DEFAULT_SETTINGS }, []],
    ['an empty object', {}, { ...DEFAULT_SETTINGS }, []],
    [
      'valid settings',
      { suppressAnnouncements: true, locale: 'de_AT', onlyEmpty: true, usePageLanguage: true, fillHidden: true },
      {
        ...DEFAULT_SETTINGS,
        suppressAnnouncements: true,
        locale: 'de_AT',
        onlyEmpty: true,
        usePageLanguage: true,
        fillHidden: true,
      },
      [],
    ],
    [
      'identity choices, and a mode that does not exist',
      { emailMode: 'inbox', emailInbox: 'me@corp.test', passwordMode: 'always', fixedPassword: 'S3cret!' },
      { ...DEFAULT_SETTINGS, emailMode: 'inbox', emailInbox: 'me@corp.test', fixedPassword: 'S3cret!' },
      ['passwordMode'],
    ],
    ['a number where the hidden-fields switch belongs', { fillHidden: 1 }, { ...DEFAULT_SETTINGS }, ['fillHidden']],
    [
      'a string where a boolean belongs',
      { suppressAnnouncements: 'yes', onlyEmpty: true, usePageLanguage: true },
      {
        suppressAnnouncements: false,
        locale: 'auto',
        onlyEmpty: true,
        usePageLanguage: true,
        fillHidden: false,
        emailMode: 'realistic',
        emailDomain: '',
        emailInbox: '',
        passwordMode: 'random',
        fixedPassword: '',
      },
      ['suppressAnnouncements'],
    ],
    [
      'an unknown locale',
      { locale: 'xx', onlyEmpty: true, usePageLanguage: true },
      {
        suppressAnnouncements: false,
        locale: 'auto',
        onlyEmpty: true,
        usePageLanguage: true,
        fillHidden: false,
        emailMode: 'realistic',
        emailDomain: '',
        emailInbox: '',
        passwordMode: 'random',
        fixedPassword: '',
      },
      ['locale'],
    ],
    ['a BCP 47 tag instead of a faker code', { locale: 'de-AT' }, { ...DEFAULT_SETTINGS }, ['locale']],
    [
      'every field broken',
      { suppressAnnouncements: 1, locale: null, onlyEmpty: 'no' },
      { ...DEFAULT_SETTINGS },
      ['suppressAnnouncements', 'locale', 'onlyEmpty'],
    ],
    [
      'keys from a newer version',
      { suppressAnnouncements: true, theme: 'dark' },
      {
        suppressAnnouncements: true,
        locale: 'auto',
        onlyEmpty: false,
        usePageLanguage: true,
        fillHidden: false,
        emailMode: 'realistic',
        emailDomain: '',
        emailInbox: '',
        passwordMode: 'random',
        fixedPassword: '',
      },
      [],
    ],
  ])('%s', (_, raw, settings, repaired) => {
    expect(validateSettings(raw)).toEqual({ settings, repaired });
  });

  it('keeps a page-language choice and repairs a broken one to the default (on)', () => {
    expect(validateSettings({ usePageLanguage: false }).settings.usePageLanguage).toBe(false);
    expect(validateSettings({ usePageLanguage: 'no' })).toEqual({
      settings: { ...DEFAULT_SETTINGS },
      repaired: ['usePageLanguage'],
    });
    expect(validateSettings({ locale: 'de' }).settings.usePageLanguage).toBe(true);
  });

  it('never hands out the frozen defaults themselves', () => {
    const { settings } = validateSettings(undefined);
    expect(settings).not.toBe(DEFAULT_SETTINGS);
    expect(Object.isFrozen(settings)).toBe(false);
  });
});

describe('migrateSettingsV1', () => {
  it.each<[string, unknown, Record<string, unknown>]>([
    [
      'hidden announcements and a region tag',
      { announcements: 'hide', locale: 'de-AT' },
      { suppressAnnouncements: true, locale: 'de_AT' },
    ],
    ['shown announcements', { announcements: 'show' }, { suppressAnnouncements: false }],
    ['an automatic locale', { locale: 'auto' }, { locale: 'auto' }],
    ['a bare language faker only has with a region', { locale: 'pt' }, { locale: 'pt_BR' }],
    ['an unknown language', { locale: 'xx-YY' }, { locale: 'en' }],
    ['an unknown announcements value, dropped', { announcements: 'maybe' }, {}],
    [
      'other keys, kept',
      { announcements: 'hide', onlyEmpty: true, usePageLanguage: true },
      { suppressAnnouncements: true, onlyEmpty: true, usePageLanguage: true },
    ],
    ['nothing', null, {}],
    ['not an object', 'hide', {}],
  ])('%s', (_, old, migrated) => {
    expect(migrateSettingsV1(old)).toEqual(migrated);
  });

  it('changes nothing when run on settings it already migrated', () => {
    const once = migrateSettingsV1({ announcements: 'hide', locale: 'en-AU' });
    expect(migrateSettingsV1({ ...once, locale: 'en_AU_ocker' })).toEqual({
      suppressAnnouncements: true,
      locale: 'en_AU_ocker',
    });
    expect(migrateSettingsV1({ locale: 'ku_kmr_latin' })).toEqual({ locale: 'ku_kmr_latin' });
  });

  it('gives settings that validate without repairs', () => {
    const { repaired } = validateSettings(migrateSettingsV1({ announcements: 'hide', locale: 'fr-CA' }));
    expect(repaired).toEqual([]);
  });
});

describe('effectiveLocale', () => {
  it.each<[Settings['locale'], string, string]>([
    ['auto', 'de-AT', 'de_AT'],
    ['auto', 'en-US', 'en_US'],
    ['auto', 'fr', 'fr'],
    ['es_MX', 'de-AT', 'es_MX'],
  ])('locale %s with UI language %s fills in %s', (locale, uiLanguage, expected) => {
    expect(effectiveLocale({ ...DEFAULT_SETTINGS, locale }, uiLanguage)).toBe(expected);
  });
});
