import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import { fits } from '@/utils/fields/field-fit';
import { INPUT_TYPE_KINDS } from '@/utils/fields/input-type-kinds';
import { KIND_TRAITS } from '@/utils/fields/kind-traits';
import * as addressWords from '@/utils/classify/words/address-words';
import * as dateWords from '@/utils/classify/words/date-words';
import { KEYWORD_RULES } from '@/utils/classify/words/keyword-rules';
import { DO_NOT_FILL_RULES } from '@/utils/classify/words/must-not-fill';
import * as optionWords from '@/utils/classify/words/option-words';
import { SEX_WORDS } from '@/utils/classify/words/sex-words';

/** Every word list in utils/classify/words, by a name that says where it is. */
const LISTS: Array<[string, readonly string[]]> = [
  ...KEYWORD_RULES.map((rule): [string, readonly string[]] => [`keyword rule ${rule.name}`, rule.words]),
  ...DO_NOT_FILL_RULES.map((rule): [string, readonly string[]] => [`must-not-fill rule ${rule.name}`, rule.words]),
  ...Object.entries({ ...addressWords, ...dateWords, ...optionWords }),
  ['SEX_WORDS.female', SEX_WORDS.female],
  ['SEX_WORDS.male', SEX_WORDS.male],
];

const repeats = (words: readonly string[]) => words.filter((word, index) => words.indexOf(word) !== index);

describe('the classifier’s word lists', () => {
  it.each(LISTS)('%s names no word twice', (_, words) => {
    expect(repeats(words)).toEqual([]);
  });

  it('no word stands in two keyword or must-not-fill rules: the first would always win', () => {
    const owners = new Map<string, string[]>();
    for (const rule of [...KEYWORD_RULES, ...DO_NOT_FILL_RULES]) {
      for (const word of rule.words) owners.set(word, [...(owners.get(word) ?? []), rule.name]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('every rule has its own name', () => {
    expect(repeats(KEYWORD_RULES.map((rule) => rule.name))).toEqual([]);
    expect(repeats(DO_NOT_FILL_RULES.map((rule) => rule.name))).toEqual([]);
  });
});

describe('the kinds’ traits', () => {
  it('every kind a rule gives can go into some field', () => {
    const types = ['text', 'textarea', 'select-one', 'radio', 'checkbox', 'number', 'tel', 'date', 'email', 'password'];
    for (const kind of FIELD_KINDS)
      expect(
        types.some((type) => fits(kind, { type })),
        kind,
      ).toBe(true);
  });

  it('the parts of a date point at a whole, and a part beside a card at a part of the card', () => {
    for (const kind of FIELD_KINDS) {
      const { partOf, besideCard } = KIND_TRAITS[kind];
      if (partOf) expect(FIELD_KINDS).toContain(partOf);
      if (besideCard) expect(KIND_TRAITS[besideCard].card).toBe(true);
    }
  });

  it('a type that decides its kind gives a kind that fits that type', () => {
    for (const [type, entry] of Object.entries(INPUT_TYPE_KINDS)) {
      if (entry?.decides) expect(fits(entry.kind, { type }), type).toBe(true);
    }
  });
});
