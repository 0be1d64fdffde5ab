import { normalizeText } from '../text/normalize-text';
import { OTHER_COUNTRY_NAMES as OTHER_NAMES } from './words/country-words';

/** The languages of faker's main locales, and those of the pages in the corpus (Greek, Hungarian, Romanian, Bulgarian, Arabic). */
const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'sv',
  'da',
  'fi',
  'nb',
  'cs',
  'sk',
  'ru',
  'uk',
  'tr',
  'ja',
  'zh',
  'ko',
  'el',
  'hu',
  'ro',
  'bg',
  'sr',
  'hr',
  'ar',
];

let names: Set<string> | undefined;

/**
 * Whether a text is the name of a country, in any of the main languages
 * (from the runtime's own region names, built once on first use).
 * @example isCountryName('Deutschland') // true
 * @example isCountryName('Alabama')     // false
 */
export function isCountryName(text: string): boolean {
  names ??= countryNames();
  return names.has(normalizeText(text));
}

function countryNames(): Set<string> {
  const found = new Set(OTHER_NAMES);
  // The codes that name a region at all, found once in English: the other
  // languages are asked only about those (250 codes, not 676 each).
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (english.of(code)) codes.push(code);
    }
  }
  for (const language of LANGUAGES) {
    const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of codes) {
      const name = regions.of(code);
      if (name) found.add(normalizeText(name));
    }
  }
  return found;
}
