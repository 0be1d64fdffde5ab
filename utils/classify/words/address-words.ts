import { byLanguage } from './by-language';

/** Words that number a later line of an address: the line's number says which line, whatever it holds. */
export const LATER_LINE_WORDS = byLanguage({
  en: ['line 2', 'line two', 'line 3', 'address 2', 'address 3', 'street 2', 'row 2', 'second line'],
  de: ['zeile 2'],
  fr: ['ligne 2'],
  es: ['linea 2'],
  it: ['riga 2'],
  pt: ['linha 2'],
  nl: ['regel 2'],
  pl: ['linia 2'],
});

/** Words for a street or an address that a number word may follow in a name (`streetNo`, `street_address_number`). */
export const STREET_BEFORE_NUMBER = byLanguage({
  en: ['street', 'address'],
  de: ['strasse', 'str'],
  fr: ['rue'],
  es: ['calle'],
  it: ['via'],
  pt: ['rua'],
  nl: ['straat'],
  code: ['addr'],
});

/** Short words for "number" at the end of a name. */
export const NUMBER_WORDS = byLanguage({
  en: ['no', 'num', 'number'],
  de: ['nr', 'nummer'],
  es: ['numero'],
});
