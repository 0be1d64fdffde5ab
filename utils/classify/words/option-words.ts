/** Words of the options a list offers (options-shape.ts, classify-fields.ts). */

/** How month names start in the main languages, lower case: twelve such options are a list of months. */
export const MONTH_PREFIXES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'okt', 'dez', 'janv', 'fevr', 'mars', 'avr', 'juin', 'juil', 'aout', 'sept', 'ene', 'abr', 'ago', 'dic', 'gen', 'mag', 'giu', 'lug', 'ott', 'set', 'fev', 'out', 'sty', 'lut', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paz', 'lis', 'gru'];

/** How a list's prompt starts, lower case ("Select a state", "DD", "Year"): no answer does. */
export const PROMPT_PREFIXES = ['select', 'choose', 'dd', 'mm', 'yy', 'yyyy', 'day', 'month', 'year'];

/** How an option that invites a choice starts, normalised ("Select…", "Bitte wählen"): it is no answer. */
export const CHOICE_PROMPT_PREFIXES = ['select', 'choose', 'please', 'pick', 'bitte', 'seleccion', 'choisi', 'wahlen'];

/** A first option for every place: "(All provinces)", "Todas", "Alle Länder" (normalised). */
export const EVERY_WORDS = ['all', 'any', 'every', 'toda', 'todas', 'todo', 'todos', 'tous', 'toutes', 'alle', 'tutte', 'tutti', 'qualquer', 'wszystkie', 'alla', 'kaikki', 'все', 'любой'];
/** The same in scripts written without spaces: "すべて", "全部". */
export const EVERY_WORDS_UNSPACED = ['すべて', '全て', '全部', '不限', '전체'];
