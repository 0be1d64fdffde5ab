import { normalizeText } from './normalize-text';

/**
 * The states of the United States and the provinces and territories of
 * Canada: the lists whose custom dropdowns show their first choice
 * ("Alabama", "Alberta") where a label would be.
 */
const STATES = new Set([
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'district of columbia',
  'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine',
  'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada',
  'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina', 'north dakota', 'ohio', 'oklahoma', 'oregon',
  'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia',
  'washington', 'west virginia', 'wisconsin', 'wyoming',
  'alberta', 'british columbia', 'manitoba', 'new brunswick', 'newfoundland and labrador', 'nova scotia', 'ontario',
  'prince edward island', 'quebec', 'saskatchewan', 'northwest territories', 'nunavut', 'yukon',
]);

/**
 * Whether a text is the name of a US state or a Canadian province.
 * @example isStateName('Alabama') // true
 * @example isStateName('Berlin')  // false
 */
export function isStateName(text: string): boolean {
  return STATES.has(normalizeText(text));
}
