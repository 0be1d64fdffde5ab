import { allLocales } from '@faker-js/faker';
import { normalizeText } from '../text/normalize-text';

/**
 * The states of the United States (with the District of Columbia) and the
 * provinces and territories of Canada, from faker's own data: the lists whose
 * custom dropdowns show their first choice ("Alabama", "Alberta") where a
 * label would be.
 */
const STATES = new Set(
  [...(allLocales.en.location?.state ?? []), 'District of Columbia', ...(allLocales.en_CA.location?.state ?? [])].map(normalizeText),
);

/**
 * Whether a text is the name of a US state or a Canadian province.
 * @example isStateName('Alabama') // true
 * @example isStateName('Berlin')  // false
 */
export function isStateName(text: string): boolean {
  return STATES.has(normalizeText(text));
}
