import { byLanguage } from './by-language';

/** Words of birth dates and card expiry dates split over fields (date-parts.ts). */

/** A birth ("Date of birth", "Geburtsjahr", "DOB"). */
export const BIRTH_WORDS = byLanguage({
  en: ['birth*', '*birth', 'dob', 'bday'],
  de: ['geburt*'],
  fr: ['naissance'],
  es: ['nacimiento'],
  it: ['nascita'],
  pt: ['nascimento'],
  nl: ['geboorte*'],
  pl: ['urodzen*'],
  sv: ['fodelse*'],
  da: ['fodsel*'],
  fi: ['syntym*'],
  cs: ['narozeni'],
  tr: ['dogum*'],
  ru: ['рождени*'],
  ja: ['生年月日', '誕生日'],
  zh: ['出生'],
  ko: ['생년월일'],
});
/** A card's expiry date ("Gültig bis", "MM/YY"). */
export const EXPIRY_WORDS = byLanguage({
  en: ['exp', 'expir*', '*expiry*', '*expiration*', 'exp date', 'valid*', 'mm yy'],
  de: ['ablauf*', 'gultig*', 'mm jj'],
  fr: ['mm aa'],
  es: ['venc*', 'caduc*'],
  it: ['scadenza'],
  pt: ['validade'],
  nl: ['verval*'],
  pl: ['data waznosci', 'waznosc*', 'mm rr'],
  da: ['udlob*'],
  nb: ['utlop*'],
  fi: ['voimassa*'],
  cs: ['platnost*'],
  ru: ['срок действия'],
  ja: ['有効期限'],
  zh: ['有效期'],
  ko: ['만료'],
  code: ['ccexp*', 'cardexp*', '*expmonth', '*expyear', '*expdate'],
});
/** A card: with a month or year part, its expiry. */
export const CARD_WORDS = byLanguage({
  en: ['card*', '*card'],
  de: ['karte*', 'kreditkarte*'],
  fr: ['carte'],
  es: ['tarjeta'],
  it: ['carta'],
  pt: ['cartao'],
  nl: ['kaart'],
  pl: ['karty'],
  sv: ['kort'],
  ru: ['карт*'],
  ja: ['カード'],
  zh: ['卡'],
  code: ['cc*'],
});
/** Date ranges and schedules: a "From month" is no part of a birth date. */
export const RANGE_WORDS = byLanguage({
  en: ['from', 'to', 'start', 'end', 'arrival', 'departure', 'check in', 'check out', 'season', 'event', 'callback',
       'select a'],
});
export const DAY_WORDS = byLanguage({
  en: ['day', 'dd'],
  de: ['tt', 'tag'],
  fr: ['jour'],
  es: ['dia'],
  it: ['gg', 'giorno'],
  nl: ['dag'],
  pl: ['dzien'],
  fi: ['paiva'],
  cs: ['den'],
  tr: ['gun'],
  ru: ['день'],
  ja: ['日'],
});
export const MONTH_WORDS = byLanguage({
  en: ['month', '*month', 'months', 'mm', 'mo'],
  de: ['monat*', '*monat'],
  fr: ['mois'],
  es: ['mes'],
  it: ['mese'],
  nl: ['maand'],
  pl: ['miesiac'],
  sv: ['manad'],
  da: ['maned'],
  fi: ['kuukausi'],
  cs: ['mesic'],
  tr: ['ay'],
  ru: ['месяц'],
  ja: ['月'],
});
export const YEAR_WORDS = byLanguage({
  en: ['year', '*year', 'years', 'yy', 'yyy', 'yyyy', 'yr'],
  de: ['jahr*', '*jahr', 'jj', 'jjjj'],
  fr: ['annee', 'aa', 'aaaa'],
  es: ['ano'],
  it: ['anno'],
  nl: ['jaar'],
  pl: ['rok', 'rr', 'rrrr'],
  sv: ['ar'],
  da: ['aar'],
  fi: ['vuosi'],
  tr: ['yil'],
  ru: ['год'],
  ja: ['年'],
});
