import type { FieldKind } from '../fields/field-kinds';
import { compileKeywords } from './compile-keywords';
import type { OptionsShape } from './options-shape';

const BIRTH = compileKeywords(['birth*', '*birth', 'dob', 'bday', 'geburt*', 'naissance', 'nacimiento', 'nascita', 'nascimento', 'urodzen*', 'geboorte*', 'fodsel*', 'fodelse*', 'syntym*', 'narozeni', 'рождени*', '生年月日', '誕生日', '出生', '생년월일', 'dogum*']);
/** Where someone was born: a place (keyword-rules.ts names it a city or a country), not a date. */
const BIRTHPLACE = compileKeywords(['place of birth', 'birth place', 'birthplace', 'city of birth', 'town of birth', 'country of birth', 'geburtsort', 'geburtsland', 'lieu de naissance', 'ville de naissance', 'pays de naissance', 'lugar de nacimiento', 'ciudad de nacimiento', 'pais de nacimiento', 'luogo di nascita', 'citta di nascita', 'paese di nascita', 'stato di nascita', 'local de nascimento', 'pais de nascimento', 'naturalidade', 'geboorteplaats', 'geboorteland', 'miejsce urodzenia', 'kraj urodzenia', 'место рождения', 'страна рождения', 'dogum yeri', '出生地']);
const EXPIRY = compileKeywords(['exp', 'expir*', '*expiry*', '*expiration*', 'ccexp*', 'cardexp*', '*expmonth', '*expyear', '*expdate', 'exp date', 'ablauf*', 'gultig*', 'valid*', 'venc*', 'caduc*', 'scadenza', 'validade', 'verval*', 'utlop*', 'udlob*', 'voimassa*', 'platnost*', 'срок действия', '有効期限', '有效期', '만료', 'mm yy', 'mm jj', 'mm aa']);
const CARD = compileKeywords(['card*', '*card', 'cc*', 'karte*', 'kreditkarte*', 'tarjeta', 'carte', 'carta', 'cartao', 'karty', 'kaart', 'kort', 'карт*', 'カード', '卡']);
/** Words of date ranges and schedules: a "From month" is no part of a birth date. */
const NOT_BIRTH = compileKeywords(['from', 'to', 'start', 'end', 'arrival', 'departure', 'check in', 'check out', 'season', 'event', 'callback', 'select a']);
const DAY = compileKeywords(['day', 'dd', 'tt', 'gg', 'tag', 'dia', 'jour', 'giorno', 'dag', 'dzien', 'paiva', 'den', 'день', '日', 'gun']);
const MONTH = compileKeywords(['month', '*month', 'months', 'mm', 'mo', 'monat*', 'mes', 'mois', 'mese', 'maand', 'miesiac', 'manad', 'maned', 'kuukausi', 'mesic', 'месяц', '月', 'ay']);
const YEAR = compileKeywords(['year', '*year', 'years', 'yy', 'yyy', 'yyyy', 'yr', 'jahr*', 'jj', 'jjjj', 'ano', 'annee', 'anno', 'jaar', 'rok', 'ar', 'aar', 'vuosi', 'год', '年', 'aa', 'aaaa', 'yil']);

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
  const birthPart = ({ day: 'date.birthdateDay', month: 'date.birthdateMonth', year: 'date.birthdateYear', whole: 'date.birthdate' } as const)[part];
  if (namesBirth(text)) return birthPart;
  const expiry = EXPIRY.test(text);
  if (expiry || (CARD.test(text) && part !== 'whole' && part !== 'day')) {
    if (part === 'month') return 'finance.creditCardExpiryMonth';
    if (part === 'year') return 'finance.creditCardExpiryYear';
    if (expiry && part === 'whole') return 'finance.creditCardExpiry';
  }
  // A bare "Year" or "MM": most often part of a birth date; classifyFields
  // turns it into a card's expiry when card fields stand beside it.
  if (bareParts && part !== 'whole' && text.split(' ').length <= 2 && partOf(text, 'none') === part && !NOT_BIRTH.test(text)) return birthPart;
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
