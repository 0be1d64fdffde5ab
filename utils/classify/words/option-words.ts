import { byLanguage } from './by-language';

/** Words of the options a list offers (options-shape.ts, classify-fields.ts). */

/** How month names start in the main languages, lower case: twelve such options are a list of months. */
export const MONTH_PREFIXES = byLanguage({
  en: ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'sept'],
  de: ['januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'okt', 'dez'],
  fr: ['janv', 'fevr', 'mars', 'avr', 'juin', 'juil', 'aout'],
  es: ['ene', 'abr', 'ago', 'dic'],
  it: ['gen', 'mag', 'giu', 'lug', 'ott', 'set'],
  pt: ['fev', 'out'],
  pl: ['sty', 'lut', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paz', 'lis', 'gru'],
});

/** How a list's prompt starts, lower case ("Select a state", "DD", "Year"): no answer does. */
export const PROMPT_PREFIXES = byLanguage({
  en: ['select', 'choose', 'dd', 'mm', 'yy', 'yyyy', 'day', 'month', 'year'],
});

/** How an option that invites a choice starts, normalised ("Select…", "Bitte wählen"): it is no answer. */
export const CHOICE_PROMPT_PREFIXES = byLanguage({
  en: ['select', 'choose', 'please', 'pick'],
  de: ['bitte', 'wahlen'],
  fr: ['choisi'],
  es: ['seleccion'],
});

/** A first option for every place: "(All provinces)", "Todas", "Alle Länder" (normalised). */
export const EVERY_WORDS = byLanguage({
  en: ['all', 'any', 'every'],
  de: ['alle'],
  fr: ['tous', 'toutes'],
  es: ['toda', 'todas', 'todo', 'todos'],
  it: ['tutte', 'tutti'],
  pt: ['qualquer'],
  pl: ['wszystkie'],
  sv: ['alla'],
  fi: ['kaikki'],
  ru: ['все', 'любой'],
});
/** The same in scripts written without spaces: "すべて", "全部". */
export const EVERY_WORDS_UNSPACED = byLanguage({
  ja: ['すべて', '全て'],
  zh: ['全部', '不限'],
  ko: ['전체'],
});
