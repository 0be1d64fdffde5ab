/**
 * Word tables are written one language per line, keyed by its tag, so a reviewer
 * sees which languages a change touches; the code reads each table flattened.
 * Tags are BCP 47 primary language subtags, plus `code` for the names and ids a
 * developer writes (`fname`, `pwd`, `ccnum`), which are no language's words.
 * A word several languages share stands under the first of them in this order
 * ('adresse' under de, not fr or da; a Han word that Japanese and Chinese forms
 * both use, such as 名 or 国, under ja).
 * tests/unit/classify/words/word-tables.test.ts checks every tag and each word's script.
 */
export const LANGUAGE_TAGS = [
  'en', 'de', 'fr', 'es', 'ca', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'sk', 'sl', 'hr', 'lt',
  'hu', 'ro', 'tr', 'id', 'vi',
  'el',
  'ru', 'uk', 'bg', 'sr',
  'ar', 'fa', 'he',
  'ja', 'zh', 'ko', 'th',
  'code',
] as const;

export type LanguageTag = (typeof LANGUAGE_TAGS)[number];

/** A table's words by language, in the order of LANGUAGE_TAGS. */
export type WordsByLanguage = { readonly [Tag in LanguageTag]?: readonly string[] };

const TABLES = new WeakMap<readonly string[], WordsByLanguage>();

/**
 * The table's words in one list, as the code reads them; the list remembers its table.
 * @example byLanguage({ en: ['first name'], de: ['vorname*'] }) // ['first name', 'vorname*']
 */
export function byLanguage(table: WordsByLanguage): readonly string[] {
  const words = Object.values(table).flatMap((list) => list ?? []);
  TABLES.set(words, table);
  return words;
}

/**
 * The table a list of words was written as, for the tests; undefined for a list not made by byLanguage.
 * @example languagesOf(byLanguage({ de: ['vorname*'] })) // { de: ['vorname*'] }
 */
export function languagesOf(words: readonly string[]): WordsByLanguage | undefined {
  return TABLES.get(words);
}
