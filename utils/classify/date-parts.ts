import type { FieldKind } from '../fields/field-kinds';
import { compileKeywords } from './compile-keywords';
import type { OptionsShape } from './options-shape';
import {
  BIRTH_WORDS,
  CARD_WORDS,
  DAY_WORDS,
  EXPIRY_WORDS,
  MONTH_WORDS,
  RANGE_WORDS,
  YEAR_WORDS,
} from './words/date-words';
import { ruleNamed } from './words/keyword-rules';

const BIRTH = compileKeywords(BIRTH_WORDS);
/** Where someone was born: a place, not a date. */
const BIRTHPLACE = compileKeywords([...ruleNamed('birthplace').words, ...ruleNamed('birthCountry').words]);
const EXPIRY = compileKeywords(EXPIRY_WORDS);
const CARD = compileKeywords(CARD_WORDS);
const NOT_BIRTH = compileKeywords(RANGE_WORDS);
const DAY = compileKeywords(DAY_WORDS);
const MONTH = compileKeywords(MONTH_WORDS);
const YEAR = compileKeywords(YEAR_WORDS);

type Part = 'day' | 'month' | 'year' | 'whole';

/**
 * Whether a text speaks of a birth date ("Date of birth", "Geburtsjahr"), not of a birthplace.
 * @example namesBirth('year of birth')  // true
 * @example namesBirth('place of birth') // false
 */
export function namesBirth(text: string): boolean {
  return BIRTH.test(text) && !BIRTHPLACE.test(text);
}

/**
 * Birth dates and card expiry dates split over several fields: which part
 * this text names, from its words or, for a select, its options.
 * @example datePartKind('birth month', 'none')        // 'date.birthdateMonth'
 * @example datePartKind('card expiry year', 'none')   // 'finance.creditCardExpiryYear'
 * @example datePartKind('gueltig bis', 'future-year') // 'finance.creditCardExpiryYear'
 * @example datePartKind('yyyy', 'none')               // 'date.birthdateYear' (unless bareParts is false)
 */
export function datePartKind(text: string, shape: OptionsShape, bareParts = true): FieldKind | undefined {
  const part = partOf(text, shape);
  const birthPart = (
    {
      day: 'date.birthdateDay',
      month: 'date.birthdateMonth',
      year: 'date.birthdateYear',
      whole: 'date.birthdate',
    } as const
  )[part];
  if (namesBirth(text)) return birthPart;
  const expiry = EXPIRY.test(text);
  if (expiry || (CARD.test(text) && part !== 'whole' && part !== 'day')) {
    if (part === 'month') return 'finance.creditCardExpiryMonth';
    if (part === 'year') return 'finance.creditCardExpiryYear';
    if (expiry && part === 'whole') return 'finance.creditCardExpiry';
  }
  // A bare "Year" or "MM": most often part of a birth date; classifyFields
  // turns it into a card's expiry when card fields stand beside it.
  if (
    bareParts &&
    part !== 'whole' &&
    text.split(' ').length <= 2 &&
    partOf(text, 'none') === part &&
    !NOT_BIRTH.test(text)
  )
    return birthPart;
  return undefined;
}

/**
 * A select with only a day, month or year list and no telling words: birth
 * dates are far more common than anything else, except years in the future,
 * and except lists whose texts speak of a range or a schedule ("From day",
 * "Season", "Select a year" on a catalogue filter).
 * @example kindFromShape('day', ['birthday'])    // 'date.birthdateDay'
 * @example kindFromShape('day', ['date from day']) // undefined
 */
export function kindFromShape(shape: OptionsShape, texts: readonly string[] = []): FieldKind | undefined {
  const range = texts.some((text) => NOT_BIRTH.test(text));
  switch (shape) {
    case 'day':
      return range ? undefined : 'date.birthdateDay';
    case 'month':
      return range ? undefined : 'date.birthdateMonth';
    case 'past-year':
      return range ? undefined : 'date.birthdateYear';
    case 'future-year':
      return 'finance.creditCardExpiryYear';
    case 'sex':
      return 'person.sex';
    case 'dial-code':
      return 'phone.countryCode';
    default:
      return undefined;
  }
}

function partOf(text: string, shape: OptionsShape): Part {
  const day = DAY.test(text);
  const month = MONTH.test(text);
  const year = YEAR.test(text);
  if (month && !year && !day) return 'month';
  if (year && !month && !day) return 'year';
  if (day && !month && !year) return 'day';
  if (shape === 'day' || shape === 'month') return shape;
  if (shape === 'past-year' || shape === 'future-year') return 'year';
  return 'whole';
}
