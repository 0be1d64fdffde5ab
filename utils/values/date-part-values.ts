import type { FieldDescription } from '../fields/field-description';
import { pad2 } from './date-formats';

type Field = Pick<FieldDescription, 'maxLength' | 'placeholder' | 'max' | 'type'>;

/** "YY", "JJ" (de, nl), "AA" (fr, es, pt), "ГГ" (ru): a two-digit year. */
const TWO_DIGIT_YEAR = /^\s*(yy|jj|aa|гг)\s*$/i;

/**
 * A year as the field wants it: two digits when it is two characters long,
 * says "YY" or tops out below 100, else four.
 * @example yearText(2027, { maxLength: 2, ... }) // '27'
 * @example yearText(2027, { placeholder: 'YYYY', ... }) // '2027'
 */
export function yearText(year: number, field: Field): string {
  const twoDigits =
    field.maxLength === 2 ||
    TWO_DIGIT_YEAR.test(field.placeholder) ||
    (field.max !== undefined && Number(field.max) < 100);
  return twoDigits ? pad2(year % 100) : String(year);
}

const EXPIRY_PLACEHOLDER = /^\s*mm(\s*[/\-.]?\s*)(yyyy|jjjj|aaaa|yy|jj|aa)\s*$/i;

/**
 * A card expiry date in one field: in the shape its placeholder shows
 * ("MM / YY", "MM-YYYY"), else by its maxlength: 4 → MMYY, 7 → MM/YYYY,
 * anything else → MM/YY.
 * @example expiryText(new Date('2027-05-01'), { maxLength: 5, ... })            // '05/27'
 * @example expiryText(new Date('2027-05-01'), { maxLength: 7, ... })            // '05/2027'
 * @example expiryText(new Date('2027-05-01'), { placeholder: 'MM / YY', ... }) // '05 / 27'
 */
export function expiryText(expiry: Date, field: Field): string {
  const month = pad2(expiry.getUTCMonth() + 1);
  const year = String(expiry.getUTCFullYear());
  const shape = EXPIRY_PLACEHOLDER.exec(field.placeholder);
  if (shape) {
    const text = `${month}${shape[1]}${shape[2]!.length === 4 ? year : year.slice(2)}`;
    if (field.maxLength === undefined || text.length <= field.maxLength) return text;
  }
  if (field.maxLength === 4) return `${month}${year.slice(2)}`;
  if (field.maxLength === 7) return `${month}/${year}`;
  return `${month}/${year.slice(2)}`;
}

/**
 * Other ways to write the same expiry, for fields whose pattern wants another.
 * @example expiryVariants(new Date('2027-05-01')) // ['05/27', '05/2027', '0527', '05-27', '05 / 27', '05.27', '5/27']
 */
export function expiryVariants(expiry: Date): string[] {
  const month = pad2(expiry.getUTCMonth() + 1);
  const year = String(expiry.getUTCFullYear());
  const yy = year.slice(2);
  return [
    `${month}/${yy}`,
    `${month}/${year}`,
    `${month}${yy}`,
    `${month}-${yy}`,
    `${month} / ${yy}`,
    `${month}.${yy}`,
    `${Number(month)}/${yy}`,
  ];
}

const DAY = '(dd|tt|jj|gg)';
const MONTH = '(mm)';
const YEAR = '(yyyy|jjjj|aaaa|yy|jj|aa)';
const SEPARATOR = '([./\\- ])';
const DATE_MASKS: Array<{ mask: RegExp; order: 'dmy' | 'mdy' | 'ymd' }> = [
  { mask: new RegExp(`^${DAY}${SEPARATOR}${MONTH}\\2${YEAR}$`, 'i'), order: 'dmy' },
  { mask: new RegExp(`^${MONTH}${SEPARATOR}${DAY}\\2${YEAR}$`, 'i'), order: 'mdy' },
  { mask: new RegExp(`^${YEAR}${SEPARATOR}${MONTH}\\2${DAY}$`, 'i'), order: 'ymd' },
];

/**
 * A date in the shape a text field's placeholder shows ("TT.MM.JJJJ",
 * "MM/DD/YYYY", "JJ/MM/AAAA"), or `undefined` when it shows none.
 * @example dateText(new Date('1982-12-29'), 'TT.MM.JJJJ') // '29.12.1982'
 * @example dateText(new Date('1982-12-29'), 'MM/DD/YY')   // '12/29/82'
 */
export function dateText(date: Date, placeholder: string): string | undefined {
  const text = placeholder.trim();
  for (const { mask, order } of DATE_MASKS) {
    const match = mask.exec(text);
    if (!match) continue;
    const separator = match[2]!;
    const yearToken = order === 'ymd' ? match[1]! : match[4]!;
    const year = String(date.getUTCFullYear());
    const parts = {
      d: pad2(date.getUTCDate()),
      m: pad2(date.getUTCMonth() + 1),
      y: yearToken.length === 4 ? year : year.slice(2),
    };
    return [...order].map((part) => parts[part as 'd' | 'm' | 'y']).join(separator);
  }
  return undefined;
}

/**
 * The day a date written as dateText writes it stands for, as YYYY-MM-DD:
 * ISO, or in the shape the placeholder shows with a four-digit year;
 * `undefined` for anything else (a two-digit year names no century).
 * @example dateOfText('29.12.1982', 'TT.MM.JJJJ') // '1982-12-29'
 * @example dateOfText('1982-12-29', '')           // '1982-12-29'
 */
export function dateOfText(text: string, placeholder: string): string | undefined {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return realDay(value);
  for (const { mask, order } of DATE_MASKS) {
    const shape = mask.exec(placeholder.trim());
    if (!shape) continue;
    const numbers = value.split(shape[2]!);
    if (numbers.length !== 3 || !numbers.every((part) => /^\d+$/.test(part))) return undefined;
    const parts = Object.fromEntries([...order].map((part, at) => [part, numbers[at]!])) as Record<
      'd' | 'm' | 'y',
      string
    >;
    if (parts.y.length !== 4) return undefined;
    return realDay(`${parts.y}-${pad2(Number(parts.m))}-${pad2(Number(parts.d))}`);
  }
  return undefined;
}

/** The date when it names a day of the calendar (not 2024-02-31). */
function realDay(date: string): string | undefined {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || !new Date(time).toISOString().startsWith(date) ? undefined : date;
}
