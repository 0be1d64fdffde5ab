import { fakerLocaleFor, isFakerLocale, type FakerLocale } from '../values/faker-locales';

/** Every user setting, roaming through storage.sync. */
export interface Settings {
  /** true: never show announcements (no modal, no link, no tab). Default false. */
  suppressAnnouncements: boolean;
  /** A faker locale, or `auto` for the browser's UI language. */
  locale: FakerLocale | 'auto';
  /** Leave fields that already have a value alone. */
  onlyEmpty: boolean;
  /** Fill a page in the language its `<html lang>` declares, when faker speaks it. Default true. */
  usePageLanguage: boolean;
  /** Fill fields the page hides or makes inert too (later steps of a form); never off-screen traps. Default false. */
  fillHidden: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  suppressAnnouncements: false,
  locale: 'auto',
  onlyEmpty: false,
  usePageLanguage: true,
  fillHidden: false,
});

// A new key needs no new version: a missing key falls back to its default (validateSettings).
export const SETTINGS_VERSION = 2;

const VALIDATORS: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  suppressAnnouncements: (value): value is boolean => typeof value === 'boolean',
  locale: (value): value is Settings['locale'] => value === 'auto' || isFakerLocale(value),
  onlyEmpty: (value): value is boolean => typeof value === 'boolean',
  usePageLanguage: (value): value is boolean => typeof value === 'boolean',
  fillHidden: (value): value is boolean => typeof value === 'boolean',
};

/**
 * Reads whatever storage holds into valid settings: each bad or missing field
 * falls back to its default on its own, so one corrupted value never wipes
 * the others. Unknown keys (from a newer version on another device) are kept
 * out of the result but not deleted from storage.
 * @example validateSettings({ locale: 'xx', onlyEmpty: true })
 * // { settings: { suppressAnnouncements: false, locale: 'auto', onlyEmpty: true, usePageLanguage: true, fillHidden: false }, repaired: ['locale'] }
 */
export function validateSettings(raw: unknown): { settings: Settings; repaired: Array<keyof Settings> } {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS } as Settings;
  const repaired: Array<keyof Settings> = [];
  for (const key of Object.keys(VALIDATORS) as Array<keyof Settings>) {
    if (!(key in source)) continue;
    if (VALIDATORS[key](source[key])) (settings as unknown as Record<string, unknown>)[key] = source[key];
    else repaired.push(key);
  }
  return { settings, repaired };
}

/**
 * Version 1 was the pre-release shape: `announcements: 'show' | 'hide'` and a
 * BCP 47 `locale` such as `de-AT`. Version 2 stores the suppression flag as a
 * boolean and faker's locale codes.
 * @example migrateSettingsV1({ announcements: 'hide', locale: 'de-AT' })
 * // { suppressAnnouncements: true, locale: 'de_AT' }
 */
export function migrateSettingsV1(old: unknown): Record<string, unknown> {
  const { announcements, locale, ...rest } =
    old && typeof old === 'object' ? (old as Record<string, unknown>) : ({} as Record<string, unknown>);
  const migrated: Record<string, unknown> = { ...rest };
  if (announcements === 'hide' || announcements === 'show') migrated.suppressAnnouncements = announcements === 'hide';
  // A locale that is already faker's code stays as it is, so running this twice changes nothing.
  if (typeof locale === 'string') migrated.locale = locale === 'auto' || isFakerLocale(locale) ? locale : fakerLocaleFor(locale);
  return migrated;
}

/** The faker locale a fill uses, resolving `auto` against the browser's UI language. */
export function effectiveLocale(settings: Settings, uiLanguage: string): FakerLocale {
  return settings.locale === 'auto' ? fakerLocaleFor(uiLanguage) : settings.locale;
}
