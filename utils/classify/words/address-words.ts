/** Words that number a later line of an address: the line's number says which line, whatever it holds. */
export const LATER_LINE_WORDS = ['line 2', 'line two', 'line 3', 'address 2', 'address 3', 'street 2', 'row 2', 'second line', 'zeile 2', 'ligne 2', 'linea 2', 'linha 2', 'regel 2', 'linia 2', 'riga 2'];

/** Words for a street or an address that a number word may follow in a name (`streetNo`, `street_address_number`). */
export const STREET_BEFORE_NUMBER = ['street', 'strasse', 'str', 'address', 'addr', 'calle', 'rue', 'via', 'rua', 'straat'];

/** Short words for "number" at the end of a name. */
export const NUMBER_WORDS = ['no', 'nr', 'num', 'number', 'numero', 'nummer'];
