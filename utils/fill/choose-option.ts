import type { Faker } from '@faker-js/faker';
import type { FieldDescription, FieldOption } from '../fields/field-description';
import { normalizeText } from '../text/normalize-text';
import { CHOICE_PROMPT_PREFIXES } from '../classify/words/option-words';

/** Option texts that invite a choice rather than being one ("Select…", "-- choose --"). */
const PLACEHOLDER_TEXT = new RegExp(`^(?:${CHOICE_PROMPT_PREFIXES.join('|')}|\\W*$)`);

/**
 * Picks a select's value(s) among its real options: the one that best matches
 * the preferred values (the persona's country, birth month, …) if any does,
 * else a random one. Never the placeholder option, never a disabled one.
 * @example chooseOption(countrySelect, faker, ['Germany', 'DE']) // ['DE']
 */
export function chooseOption(field: FieldDescription, faker: Faker, preferred: string[]): string[] {
  const real = realOptions(field.options ?? []);
  if (!real.length) return [];
  if (field.type === 'select-multiple') {
    const count = Math.min(real.length, faker.number.int({ min: 1, max: 2 }));
    return faker.helpers.arrayElements(real, count).map((option) => option.value);
  }
  return [(matchOption(real, preferred) ?? faker.helpers.arrayElement(real)).value];
}

/**
 * chooseOption's choice as the options' texts, which a library's widget
 * shows for a select it hid (a pick finds its option by them).
 * @example chooseOptionTexts(countrySelect, faker, ['Germany', 'DE']) // ['Germany']
 */
export function chooseOptionTexts(field: FieldDescription, faker: Faker, preferred: string[]): string[] {
  const options = field.options ?? [];
  return chooseOption(field, faker, preferred).map(
    (value) => options.find((option) => option.value === value)?.text ?? value,
  );
}

/**
 * The option matching the earliest preferred value: by value or text, equal
 * once normalised, else as whole words within it ("Germany (+49)" for "+49",
 * "03 - March" for "March"). Also picks among a radio group's labels.
 * @example matchOption([{ value: 'de', text: 'Germany (+49)' }], ['+49']) // { value: 'de', text: 'Germany (+49)' }
 */
export function matchOption<T extends { value: string; text: string }>(
  options: readonly T[],
  preferred: string[],
): T | undefined {
  const wanted = [...new Set(preferred.map(normalizeText).filter(Boolean))];
  // A page's hundred country lists share one list and ask for the same country: matched once.
  let matched = matches.get(options);
  if (!matched) matches.set(options, (matched = new Map()));
  const key = wanted.join('\n');
  let index = matched.get(key);
  if (index === undefined) {
    index = matchIndex(normalizedTexts(options), wanted);
    matched.set(key, index);
  }
  return index >= 0 ? options[index] : undefined;
}

function matchIndex(texts: string[][], wanted: string[]): number {
  for (const want of wanted) {
    const index = texts.findIndex((pair) => pair.includes(want));
    if (index >= 0) return index;
  }
  for (const want of wanted) {
    const padded = ` ${want} `;
    const index = texts.findIndex((pair) => pair.some((text) => ` ${text} `.includes(padded)));
    if (index >= 0) return index;
  }
  return -1;
}

/*
 * Selects with the same options share one list (page-index.ts,
 * collect-transfer.ts): a page's hundred country lists are sorted out and
 * normalised once, not a hundred times. Kept weakly, per list.
 */
const realLists = new WeakMap<readonly FieldOption[], FieldOption[]>();
const textLists = new WeakMap<readonly object[], string[][]>();
/** Per list: the wanted values (joined) → the index they matched, -1 for none. */
const matches = new WeakMap<readonly object[], Map<string, number>>();

/** The options a user could choose: not disabled, and not a first option that only invites a choice. */
export function realOptions(options: readonly FieldOption[]): FieldOption[] {
  let real = realLists.get(options);
  if (!real) {
    real = options.filter((option, position) => !option.disabled && !(position === 0 && isPlaceholder(option)));
    realLists.set(options, real);
  }
  return real;
}

function normalizedTexts(options: ReadonlyArray<{ value: string; text: string }>): string[][] {
  let texts = textLists.get(options);
  if (!texts) {
    texts = options.map((option) => [normalizeText(option.value), normalizeText(option.text)]);
    textLists.set(options, texts);
  }
  return texts;
}

function isPlaceholder(option: { value: string; text: string }): boolean {
  return option.value === '' || PLACEHOLDER_TEXT.test(normalizeText(option.text));
}
