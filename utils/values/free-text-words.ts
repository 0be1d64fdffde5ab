import type { LocaleDefinition } from '@faker-js/faker';

/** Two words of the Latin lorem ipsum lists faker gives many locales (macrons stripped), to tell them from a language's own words. */
const LATIN_MARKERS = new Set(['consequatur', 'abduco']);

/**
 * The words free text (`lorem.*` kinds) is made of in a locale: the locale's
 * own vocabulary from faker (its `word` lists: nouns, verbs, adjectives...),
 * else its own lorem words when they are not Latin; undefined when it has
 * neither, and free text stays Latin. `own` is the locale and its language
 * (de_AT, de), never the English fallback.
 * @example freeTextWords([allLocales.de_AT, allLocales.de])?.includes('Abtreibung') // true
 * @example freeTextWords([allLocales.it]) // undefined: Latin lorem
 */
export function freeTextWords(own: readonly LocaleDefinition[]): string[] | undefined {
  const vocabulary = new Set<string>();
  for (const definition of own)
    for (const list of Object.values(definition.word ?? {}) as Array<readonly string[] | undefined>)
      for (const word of list ?? []) vocabulary.add(word);
  if (vocabulary.size) return [...vocabulary];
  const lorem = own.find((definition) => definition.lorem?.word?.length)?.lorem?.word;
  return lorem && !lorem.some(isLatin) ? lorem : undefined;
}

function isLatin(word: string): boolean {
  return LATIN_MARKERS.has(word.normalize('NFD').replace(/\p{M}/gu, ''));
}
