import { isCountryName } from './country-names';
import { normalizeText } from '../text/normalize-text';
import { MONTH_PREFIXES, PROMPT_PREFIXES } from './words/option-words';
import { SEX_WORDS } from './words/sex-words';
import type { FieldDescription, FieldOption } from '../fields/field-description';

/** What a select's options say about it, when its text says too little. */
export type OptionsShape = 'day' | 'month' | 'past-year' | 'future-year' | 'sex' | 'dial-code' | 'country' | 'none';

/** "+49", "Germany (+49)", "+1 United States", "DE+49", and "Abroad (+)": a code still to type. */
const DIAL_CODE = /(^|[\s(a-z])\+\s?\d{1,4}([\s)-]|$)|\(\+\)/;

/** "01 - January", "1 (Jan)": a month's number before its name. */
const NUMBERED_MONTH = /^(\d{1,2})\s*[-–.:(/]?\s*\p{L}/u;

const MONTH_NAME = new RegExp(`^(?:${MONTH_PREFIXES.join('|')})`);
/** The options a list of the sexes offers for a man, as the page may write them. */
const MALE = new Set([...SEX_WORDS.male, 'mr'].map(normalizeText));
/** A prompt that no answer starts with: "Select…", "DD", "Year". */
const PROMPT = new RegExp(`^[-–—.]+$|^(?:${PROMPT_PREFIXES.join('|')})`);

/**
 * Whether a short text shows one calling code, as a phone widget's picker does.
 * @example showsCallingCode('France +33') // true
 * @example showsCallingCode('Singapore +65Spain +34Sweden +46') // false
 */
export function showsCallingCode(text: string): boolean {
  const codes = text.match(/\+\s?\d{1,4}/g);
  return codes?.length === 1 && text.length <= 40 && DIAL_CODE.test(text.toLowerCase());
}

/**
 * Recognises day, month and year lists, sex choices, calling codes and
 * countries from a select's options, ignoring a leading placeholder.
 * @example optionsShape({ options: [{ text: '--' }, { text: '1' }, …, { text: '31' }] }) // 'day'
 */
export function optionsShape(field: Pick<FieldDescription, 'options'>, now: Date = new Date()): OptionsShape {
  const options = field.options ?? [];
  const year = now.getUTCFullYear();
  const known = shapes.get(options);
  if (known?.year === year) return known.shape;
  const shape = shapeOf(options, now);
  shapes.set(options, { year, shape });
  return shape;
}

/**
 * Shapes already read, by option list. Selects with the same options share
 * one list (page-index.ts, collect-transfer.ts), so a page's hundred country
 * lists are read once, not a hundred times. Year lists depend on the year.
 */
const shapes = new WeakMap<readonly FieldOption[], { year: number; shape: OptionsShape }>();

function shapeOf(options: readonly FieldOption[], now: Date): OptionsShape {
  const texts = options
    // A first option without a value is the prompt, in any language ("Mois", "Jahr").
    .filter((option, index) => index > 0 || (option.value !== '' && !option.disabled))
    .map((option) => option.text.trim().toLowerCase())
    .filter((text) => text && !PROMPT.test(text));
  // A country picker that offers one calling code ("+1"), or one country, is one all the same.
  if (texts.length === 1)
    return DIAL_CODE.test(texts[0]!) ? 'dial-code' : isCountryName(texts[0]!) ? 'country' : 'none';
  if (texts.length === 0) return 'none';
  const numbers = texts.map((text) => Number(NUMBERED_MONTH.exec(text)?.[1] ?? text));
  if (numbers.every(Number.isInteger)) {
    const min = Math.min(...numbers);
    const max = Math.max(...numbers);
    if (min >= 1 && max <= 12 && texts.length >= 12) return 'month';
    if (min >= 1 && max <= 31 && texts.length >= 28) return 'day';
    if (min >= 1900 && max <= 2200) return max > now.getUTCFullYear() + 1 ? 'future-year' : 'past-year';
    if (
      min >= 0 &&
      max <= 99 &&
      texts.length >= 5 &&
      texts.every((text) => text.length === 2) &&
      min >= (now.getUTCFullYear() % 100) - 1
    )
      return 'future-year';
  }
  // Twelve names, not a long list where some names start like months (car models: "Marauder", "Mustang").
  if (texts.length >= 12 && texts.length <= 13 && texts.filter((text) => MONTH_NAME.test(text)).length >= 10)
    return 'month';
  if (texts.filter((text) => DIAL_CODE.test(text)).length >= texts.length * 0.6) return 'dial-code';
  // Nearly all: a filter "by region" mixes countries with continents.
  if (texts.filter(isCountryName).length >= texts.length * 0.8) return 'country';
  if (texts.length <= 4 && texts.some((text) => MALE.has(normalizeText(text)))) return 'sex';
  return 'none';
}
