/** What a locale's name is made from: a LocaleInfo (values/locale-table.ts), which i18n/ does not import, as values/ imports i18n/. */
interface LocaleNameParts {
  title: string;
  language: string;
  country?: string;
}

/**
 * A faker locale's name in the interface's language: faker's own English title
 * in English, else the browser's Intl names for its language and country.
 * @example localeName({ title: 'German (Austria)', language: 'de', country: 'AT' }, 'fr') // 'allemand (Autriche)'
 * @example localeName({ title: 'German (Austria)', language: 'de', country: 'AT' }, 'en') // 'German (Austria)'
 */
export function localeName(info: LocaleNameParts, uiLanguage: string): string {
  if (uiLanguage === 'en' || uiLanguage.startsWith('en-')) return info.title;
  try {
    const names = new Intl.DisplayNames([uiLanguage], {
      type: 'language',
      languageDisplay: 'standard',
      fallback: 'none',
    });
    return names.of(info.country ? `${info.language}-${info.country}` : info.language) ?? info.title;
  } catch {
    return info.title;
  }
}
