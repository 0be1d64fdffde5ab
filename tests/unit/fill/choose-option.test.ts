import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { chooseOption, matchOption } from '@/utils/fill/choose-option';
import { createFaker } from '@/utils/values/create-faker';
import { makeField } from '../support/make-field';

const select = (options: Array<[string, string, boolean?]>, type = 'select-one'): FieldDescription =>
  makeField({
    tag: 'select',
    type,
    options: options.map(([value, text, disabled = false]) => ({ value, text, disabled })),
  });

const SEEDS = Array.from({ length: 30 }, (_, i) => i);

describe('chooseOption', () => {
  it.each([
    ['an empty value', ['', 'Country']],
    ['“Select…”', ['none', 'Select…']],
    ['“-- choose --”', ['0', '-- choose --']],
    ['“Bitte wählen”', ['0', 'Bitte wählen']],
    ['“Seleccione”', ['0', 'Seleccione una opción']],
    ['“Please pick one”', ['x', 'Please pick one']],
  ] as Array<[string, [string, string]]>)('never picks a first option reading %s', (_, placeholder) => {
    const field = select([placeholder, ['a', 'Apple'], ['b', 'Banana']]);
    for (const seed of SEEDS) expect(chooseOption(field, createFaker('en', seed), [])).not.toContain(placeholder[0]);
  });

  it('never picks a disabled option', () => {
    const field = select([
      ['a', 'Apple'],
      ['b', 'Banana', true],
      ['c', 'Cherry', true],
    ]);
    for (const seed of SEEDS) expect(chooseOption(field, createFaker('en', seed), [])).toEqual(['a']);
  });

  it('may pick a real option that happens to come first', () => {
    const field = select([
      ['a', 'Apple'],
      ['b', 'Banana'],
    ]);
    const picked = new Set(SEEDS.map((seed) => chooseOption(field, createFaker('en', seed), [])[0]));
    expect(picked).toEqual(new Set(['a', 'b']));
  });

  it.each([
    [['DE'], 'de'],
    [['germany'], 'de'],
    [['Frankreich', 'FR'], 'fr'],
    [['nowhere', 'AT'], 'at'],
  ])('prefers the option matching %j by value or text', (preferred, value) => {
    const field = select([
      ['', 'Choose a country'],
      ['at', 'Austria'],
      ['de', 'Germany'],
      ['fr', 'France'],
    ]);
    for (const seed of SEEDS.slice(0, 5))
      expect(chooseOption(field, createFaker('en', seed), preferred)).toEqual([value]);
  });

  it('answers nothing when only a placeholder and disabled options are left', () => {
    expect(
      chooseOption(
        select([
          ['', 'Select…'],
          ['a', 'Apple', true],
        ]),
        createFaker('en', 1),
        [],
      ),
    ).toEqual([]);
    expect(chooseOption(select([]), createFaker('en', 1), [])).toEqual([]);
  });

  it('picks one or two distinct enabled options in a multi-select', () => {
    const field = select(
      [
        ['a', 'Apple'],
        ['b', 'Banana', true],
        ['c', 'Cherry'],
        ['d', 'Date'],
      ],
      'select-multiple',
    );
    for (const seed of SEEDS) {
      const chosen = chooseOption(field, createFaker('en', seed), []);
      expect(chosen.length).toBeGreaterThanOrEqual(1);
      expect(chosen.length).toBeLessThanOrEqual(2);
      expect(new Set(chosen).size).toBe(chosen.length);
      expect(chosen).not.toContain('b');
    }
  });
});

describe('matchOption', () => {
  const countries = [
    { value: '', text: 'Choose…' },
    { value: 'de', text: 'Germany (+49)' },
    { value: 'at', text: 'Austria' },
  ];

  it('matches equal text first, then whole words within a text', () => {
    expect(matchOption(countries, ['Österreich', 'austria'])).toBe(countries[2]);
    expect(matchOption(countries, ['+49'])).toBe(countries[1]);
    expect(matchOption(countries, ['Germ'])).toBeUndefined();
  });

  it('answers each value asked of the same list with its own option, however often it is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(matchOption(countries, ['Austria'])).toBe(countries[2]);
      expect(matchOption(countries, ['Germany'])).toBe(countries[1]);
      expect(matchOption(countries, ['France'])).toBeUndefined();
    }
  });
});
