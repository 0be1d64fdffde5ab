import { FAKER_LOCALES, localeChain, localeInfo, type FakerLocale } from './faker-locales';

/**
 * The locales whose words free text reads for a fill in `locale` (see
 * freeTextWords): `own` first, the locale and its language without the English
 * fallback (unless the language is English); `sameLanguage` when those have
 * none, the plain regional variants of the language (es takes es_MX's). One
 * list for create-faker, which reads them, and loadLocale, which loads them.
 * @example freeTextLocales('es') // { own: ['es'], sameLanguage: ['es_MX', ...] }
 */
export function freeTextLocales(locale: FakerLocale): { own: FakerLocale[]; sameLanguage: FakerLocale[] } {
  const chain = localeChain(locale);
  const language = localeInfo(locale).language;
  const own = chain.filter((code): code is FakerLocale => code !== 'base' && (code !== 'en' || language === 'en'));
  // Only plain regional variants (es_MX), not other scripts or dialects (ku_ckb is Arabic script, ku_kmr_latin Latin).
  const sameLanguage = FAKER_LOCALES.filter(
    (code) => /^[a-z]+_[A-Z]{2}$/.test(code) && localeInfo(code).language === language && !own.includes(code),
  );
  return { own, sameLanguage };
}
