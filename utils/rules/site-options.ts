import type { FakerLocale } from '../values/faker-locales';
import type { RuleBook } from './rule-book';
import { compileRules, type CompiledRule } from './rule-match';
import type { Profile } from './rule-schema';
import { profileFor } from './site-profile';

/** A fill's settings before the page is known, and which of them the user asked for this fill alone. */
export interface GeneralFillOptions {
  locale: FakerLocale;
  /** The browser's UI language resolves a profile's `auto` locale. */
  uiLocale?: FakerLocale;
  usePageLanguage: boolean;
  onlyEmpty: boolean;
  fillHidden?: boolean;
  /** Set by the request itself ("Fill empty fields only", Replay): a profile does not override these. */
  fixed?: { onlyEmpty?: boolean; locale?: boolean };
}

export interface SiteOptions {
  profile?: Profile;
  locale: FakerLocale;
  usePageLanguage: boolean;
  onlyEmpty: boolean;
  fillHidden: boolean;
}

/**
 * The settings for the page at `url`: the profile in effect there overrides
 * the general ones it sets (but not what this fill asked for itself). The
 * rules it picks are siteRules', compiled only when a fill needs them.
 * @example siteOptions({ locale: 'en_US', onlyEmpty: false, usePageLanguage: true }, { rules: [], profiles: [{ host: 'localhost:3000', locale: 'de' }] }, 'http://localhost:3000/').locale // 'de'
 */
export function siteOptions(general: GeneralFillOptions, book: RuleBook | undefined, url: string): SiteOptions {
  const profile = book && profileFor(book.profiles, url);
  const locale =
    general.fixed?.locale || !profile?.locale
      ? general.locale
      : profile.locale === 'auto'
        ? (general.uiLocale ?? general.locale)
        : profile.locale;
  return {
    profile,
    locale,
    usePageLanguage: general.fixed?.locale
      ? general.usePageLanguage
      : (profile?.usePageLanguage ?? general.usePageLanguage),
    onlyEmpty: general.fixed?.onlyEmpty ? general.onlyEmpty : (profile?.onlyEmpty ?? general.onlyEmpty),
    fillHidden: profile?.fillHidden ?? general.fillHidden ?? false,
  };
}

/**
 * The rules that may apply on the page at `url`: those the profile in effect
 * there picks (`profile`, when the caller found it already), compiled.
 * @example siteRules(book, 'https://shop.example/').map(({ rule }) => rule.name) // ['Team inbox']
 */
export function siteRules(book: RuleBook, url: string, profile = profileFor(book.profiles, url)): CompiledRule[] {
  return compileRules(book.rules, url, profile?.ruleIds);
}
