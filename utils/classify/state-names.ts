import { normalizeText } from '../text/normalize-text';

/**
 * The states of the United States (with the District of Columbia) and the
 * provinces and territories of Canada: the lists whose custom dropdowns show
 * their first choice ("Alabama", "Alberta") where a label would be. Faker's
 * own lists (`en`, `en_CA`), written out so the classifier does not pull
 * faker's English data into the worker's bundle (it loads on demand,
 * utils/values/locale-source.ts); tests/unit/classify/state-names.test.ts checks them
 * against faker's.
 */
export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
];
export const CANADIAN_PROVINCES = [
  'Alberta',
  'British Columbia',
  'Manitoba',
  'New Brunswick',
  'Newfoundland and Labrador',
  'Nova Scotia',
  'Northwest Territories',
  'Nunavut',
  'Ontario',
  'Prince Edward Island',
  'Quebec',
  'Saskatchewan',
  'Yukon',
];

const STATES = new Set([...US_STATES, 'District of Columbia', ...CANADIAN_PROVINCES].map(normalizeText));

/**
 * Whether a text is the name of a US state or a Canadian province.
 * @example isStateName('Alabama') // true
 * @example isStateName('Berlin')  // false
 */
export function isStateName(text: string): boolean {
  return STATES.has(normalizeText(text));
}
