import { fakerLocaleFor, isFakerLocale, type FakerLocale } from '../values/faker-locales';
import type { EmailMode, IdentityChoice, PasswordMode } from '../rules/identity';

/** One setting: its default, and what a stored value must be to be kept. */
interface Setting<T> {
  fallback: T;
  valid: (value: unknown) => value is T;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const flag = (fallback: boolean): Setting<boolean> => ({ fallback, valid: isBoolean });
const oneOf = <T extends string>(fallback: T, values: readonly T[]): Setting<T> => ({
  fallback,
  valid: (value): value is T => values.includes(value as T),
});
const shortText = (max: number): Setting<string> => ({
  fallback: '',
  valid: (value): value is string => typeof value === 'string' && value.length <= max,
});

/** Every user setting, roaming through storage.sync: its default and its check, in one place. */
const SCHEMA = {
  /** true: never show announcements (no modal, no link, no tab). */
  suppressAnnouncements: flag(false),
  /** A faker locale, or `auto` for the browser's UI language. */
  locale: {
    fallback: 'auto',
    valid: (value): value is FakerLocale | 'auto' => value === 'auto' || isFakerLocale(value),
  } as Setting<FakerLocale | 'auto'>,
  /** Leave fields that already have a value alone. */
  onlyEmpty: flag(false),
  /** Fill a page in the language its `<html lang>` declares, when faker speaks it. */
  usePageLanguage: flag(true),
  /** Fill fields the page hides or makes inert too (later steps of a form); never off-screen traps. */
  fillHidden: flag(false),
  /** Made-up email addresses: faker's free-mail domains, RFC 2606's example domains, the user's domain, or the user's inbox with a tag per fill. */
  emailMode: oneOf<EmailMode>('realistic', ['realistic', 'example', 'domain', 'inbox']),
  /** For `emailMode: 'domain'`, e.g. `qa.mycompany.test`. */
  emailDomain: shortText(253),
  /** For `emailMode: 'inbox'`, e.g. `me@mycompany.com`. */
  emailInbox: shortText(254),
  /** A random password that fits the form, or the same one every time (so the tester can log in again). */
  passwordMode: oneOf<PasswordMode>('random', ['random', 'fixed']),
  fixedPassword: shortText(200),
};

export type Settings = { [K in keyof typeof SCHEMA]: (typeof SCHEMA)[K] extends Setting<infer T> ? T : never };

const KEYS = Object.keys(SCHEMA) as Array<keyof Settings>;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze(
  Object.fromEntries(KEYS.map((key) => [key, SCHEMA[key].fallback])) as unknown as Settings,
);

// A new key needs no new version: a missing key falls back to its default (validateSettings).
export const SETTINGS_VERSION = 2;

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
  for (const key of KEYS) {
    if (!(key in source)) continue;
    if (SCHEMA[key].valid(source[key])) (settings as unknown as Record<string, unknown>)[key] = source[key];
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
  if (typeof locale === 'string')
    migrated.locale = locale === 'auto' || isFakerLocale(locale) ? locale : fakerLocaleFor(locale);
  return migrated;
}

/** The identity choices among the settings (rules/identity.ts). */
export function identityChoice(settings: Settings): IdentityChoice {
  const { emailMode, emailDomain, emailInbox, passwordMode, fixedPassword } = settings;
  return { emailMode, emailDomain, emailInbox, passwordMode, fixedPassword };
}

/** The faker locale a fill uses, resolving `auto` against the browser's UI language. */
export function effectiveLocale(settings: Settings, uiLanguage: string): FakerLocale {
  return settings.locale === 'auto' ? fakerLocaleFor(uiLanguage) : settings.locale;
}
