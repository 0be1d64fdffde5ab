import { LOCALE_TABLE, type FakerLocale, type LocaleInfo } from './locale-table';

export type { FakerLocale };

export const FAKER_LOCALES = Object.keys(LOCALE_TABLE) as FakerLocale[];

export function isFakerLocale(code: unknown): code is FakerLocale {
  return typeof code === 'string' && Object.hasOwn(LOCALE_TABLE, code);
}

export function localeInfo(code: FakerLocale): LocaleInfo {
  return LOCALE_TABLE[code];
}

/**
 * A locale followed by its fallbacks, the way faker's prebuilt instances chain them.
 * @example localeChain('de_AT') // ['de_AT', 'de', 'en', 'base']
 * @example localeChain('en')    // ['en', 'base']
 */
export function localeChain(code: FakerLocale): Array<FakerLocale | 'base'> {
  const language = localeInfo(code).language;
  const chain: Array<FakerLocale | 'base'> = [code];
  if (language && language !== code && isFakerLocale(language)) chain.push(language);
  if (!chain.includes('en')) chain.push('en');
  chain.push('base');
  return chain;
}

/**
 * Maps a browser language tag to the closest faker locale: the exact region,
 * then the bare language, then the language's most common region, else `en`.
 * @example fakerLocaleFor('de-AT') // 'de_AT'
 * @example fakerLocaleFor('pt')    // 'pt_BR' (faker has no bare `pt`)
 * @example fakerLocaleFor('xx-YY') // 'en'
 */
export function fakerLocaleFor(languageTag: string): FakerLocale {
  const { language: lang, region } = parseTag(languageTag);
  const candidates = [region ? `${lang}_${region.toUpperCase()}` : '', lang];
  for (const candidate of candidates) if (isFakerLocale(candidate)) return candidate;
  const sameLanguage = FAKER_LOCALES.filter((code) => localeInfo(code).language === lang);
  // The whole tag, so a script counts: zh-Hant is written in Taiwan, zh-Hans in China.
  const likelyRegion = safeMaximize(languageTag.replaceAll('_', '-')) ?? safeMaximize(lang);
  return sameLanguage.find((code) => code === `${lang}_${likelyRegion}`) ?? sameLanguage[0] ?? 'en';
}

/** The country a locale stands for, as an ISO 3166 alpha-2 code. */
export function localeCountry(code: FakerLocale): string {
  const { country, language } = localeInfo(code);
  return country ?? safeMaximize(language) ?? 'US';
}

/** Language and region of a tag, skipping a script subtag: `zh-Hant-TW` → zh, TW. */
function parseTag(tag: string): { language: string; region?: string } {
  try {
    const locale = new Intl.Locale(tag.replaceAll('_', '-'));
    return { language: locale.language, region: locale.region };
  } catch {
    return { language: tag.split(/[-_]/)[0]?.toLowerCase() ?? '' };
  }
}

function safeMaximize(language: string): string | undefined {
  try {
    return new Intl.Locale(language).maximize().region;
  } catch {
    return undefined;
  }
}
