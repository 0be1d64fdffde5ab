/**
 * Some locales mark data as not applicable (no name suffixes in Russian, no
 * postcodes in Hong Kong) and faker throws when asked for it: an empty string.
 * @example orEmpty(() => createFaker('ru', 1).person.suffix()) // ''
 */
export function orEmpty(generate: () => string): string {
  try {
    return generate();
  } catch {
    return '';
  }
}
