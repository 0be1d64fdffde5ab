import { fakerLocaleFor, FAKER_LOCALES, isFakerLocale, localeInfo, type FakerLocale } from './faker-locales';

/**
 * The locale a fill uses: the page's `<html lang>` when the setting allows it and faker speaks it,
 * keeping the user's region within one language; otherwise the user's (never a silent English).
 * @example chooseLocale('en_US', 'de-DE', true) // 'de'
 * @example chooseLocale('de_AT', 'de', true)    // 'de_AT'
 * @example chooseLocale('en_GB', 'en-US', true) // 'en_US'
 * @example chooseLocale('fr', 'xx', true)       // 'fr'
 * @example chooseLocale('fr', 'de', false)      // 'fr'
 */
export function chooseLocale(
  userLocale: FakerLocale,
  pageLang: string | undefined,
  usePageLanguage: boolean,
): FakerLocale {
  if (!usePageLanguage || !pageLang?.trim()) return userLocale;
  // Norwegian pages often say `no`; faker's Norwegian is Bokmål, `nb`.
  const pageTag = pageLang.trim().replace(/^no(?=$|[-_])/i, 'nb');
  const tag = parse(pageTag);
  if (!tag || !FAKER_LOCALES.some((code) => localeInfo(code).language === tag.language)) return userLocale;
  const exact = tag.region ? `${tag.language}_${tag.region}` : '';
  if (localeInfo(userLocale).language === tag.language) return isFakerLocale(exact) ? exact : userLocale;
  return fakerLocaleFor(pageTag);
}

function parse(tag: string): { language: string; region?: string } | undefined {
  try {
    const locale = new Intl.Locale(tag.replaceAll('_', '-'));
    return { language: locale.language, region: locale.region };
  } catch {
    return undefined;
  }
}
