import { byLanguage } from './by-language';

/** Words that number a later line of an address: the line's number says which line, whatever it holds. */
export const LATER_LINE_WORDS = byLanguage({
  en: ['line 2', 'line two', 'line 3', 'line three', 'address 2', 'address 3', 'street 2', 'street 3', 'row 2', 'row 3',
       'second line', 'third line'],
  de: ['*zeile 2', '*zeile 3', 'adresse 2', 'adresse 3'],
  fr: ['ligne 2', 'ligne 3'],
  es: ['linea 2', 'linea 3', 'direccion 2', 'direccion 3'],
  it: ['riga 2', 'riga 3', 'indirizzo 2', 'indirizzo 3'],
  pt: ['linha 2', 'linha 3', 'endereco 2', 'endereco 3', 'morada 2', 'morada 3'],
  nl: ['*regel 2', '*regel 3', 'adres 2', 'adres 3'],
  pl: ['linia 2', 'linia 3'],
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
