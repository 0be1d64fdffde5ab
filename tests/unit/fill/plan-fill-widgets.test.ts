import { describe, expect, it } from 'vitest';
import type { PickWrite } from '@/utils/page-contract/fill-write';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, plan, SEEDS, writeFor } from '../support/plan';

pinClock();

const WIDGETS = fields([
  { label: 'Country', role: 'combobox', widget: 'combobox' },
  { label: 'Company', role: 'combobox', widget: 'combobox' },
  { label: 'Favourite colours', role: 'combobox', widget: 'combobox' },
  { label: 'Country', role: 'combobox', widget: 'combobox', value: 'typed', readOnly: true },
  { label: 'Region', autocomplete: 'address-level1', role: 'combobox', widget: 'combobox' },
]);

const pickFor = (seed: number, index: number) => writeFor(plan(WIDGETS, { seed }), index) as PickWrite | undefined;

describe('a combobox widget is planned as a pick', () => {
  it('names the persona’s country in the words it types, its own name first', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const pick = pickFor(seed, 0)!;
      expect(pick.pick[0]).toBe(persona.country);
      expect(pick.pick).toContain(persona.countryCode);
    }
  });

  it('names the rest of the persona’s place after a place’s own words, country first, for a cascader’s columns', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const words = pickFor(seed, 4)!.pick;
      expect(words[0]).toBe(persona.state);
      for (const part of [persona.country, persona.city]) expect(words).toContain(part);
      expect(words.indexOf(persona.country)).toBeLessThan(words.indexOf(persona.city));
    }
    // A kind that is no place names only its own.
    expect(pickFor(1, 1)!.pick).toHaveLength(1);
  });

  it('types a company the persona could work for, so a creatable select takes it', () => {
    const pick = pickFor(1, 1)!;
    expect(pick.pick).toHaveLength(1);
    expect(pick.pick[0]).not.toBe('');
  });

  it('types nothing where the kind names no option, and leaves the choice to the seed', () => {
    for (const seed of SEEDS) {
      const pick = pickFor(seed, 2)!;
      expect(pick.pick).toEqual([]);
      expect(Number.isInteger(pick.seed)).toBe(true);
      expect(pick.many).toBeGreaterThanOrEqual(1);
      expect(pick.many).toBeLessThanOrEqual(3);
    }
  });

  it('gives the same pick for the same seed, and the report waits for what the page takes', () => {
    expect(plan(WIDGETS, { seed: 7 })).toEqual(plan(WIDGETS, { seed: 7 }));
    const entry = plan(WIDGETS, { seed: 7 }).entries[0]!;
    expect(entry.value).toBe(pickFor(7, 0)!.pick[0]);
  });

  it('leaves a read-only widget alone, as any read-only field', () => {
    expect(pickFor(1, 3)).toBeUndefined();
  });
});

describe('a select a library hid and draws as a widget is planned as a pick of its own options', () => {
  const COUNTRIES = [
    { value: '', text: 'Choose a country', disabled: false },
    { value: 'de', text: 'Germany', disabled: false },
    { value: 'us', text: 'United States', disabled: false },
    { value: 'fr', text: 'France', disabled: false },
  ];
  const HIDDEN_SELECTS = fields([
    { label: 'Country', tag: 'select', type: 'select-one', widget: 'combobox', options: COUNTRIES },
    { label: 'Plan', tag: 'select', type: 'select-one', widget: 'listbox', options: COUNTRIES.slice(1) },
  ]);

  it('names an option by its text, never the placeholder, the persona’s country where the list has it', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const [country, listed] = [0, 1].map((index) => writeFor(plan(HIDDEN_SELECTS, { seed }), index) as PickWrite);
      const texts = COUNTRIES.slice(1).map((option) => option.text);
      expect(texts).toContain(country!.pick[0]);
      if (texts.includes(persona.country)) expect(country!.pick[0]).toBe(persona.country);
      expect(texts).toContain(listed!.pick[0]);
    }
  });
});

describe('a date picker’s input is planned as a date, typed in its placeholder’s shape and ISO for its calendar', () => {
  const PICKERS = fields([
    { label: 'Start date', widget: 'calendar', placeholder: 'DD/MM/YYYY' },
    { label: 'Date of birth', widget: 'calendar', readOnly: false },
  ]);

  it('is a date soon, or the persona’s birth date, whatever the words around it', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const [soon, birth] = [0, 1].map((index) => writeFor(plan(PICKERS, { seed }), index) as PickWrite);
      const [text, iso] = soon!.pick;
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(text).toBe(iso!.split('-').reverse().join('/'));
      expect(birth!.pick[1]).toBe(persona.birthdate.toISOString().slice(0, 10));
    }
  });
});

describe('a date of spin-button segments alone is planned as a date input is', () => {
  const DATES = fields([
    { label: 'Start date', tag: 'widget', type: 'date', widget: 'segments' },
    { label: 'Date of birth', tag: 'widget', type: 'date', widget: 'segments' },
  ]);

  it('is a date soon, or the persona’s birth date, in ISO for its segments', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const planned = plan(DATES, { seed });
      const [soon, birth] = [0, 1].map((index) => writeFor(planned, index) as PickWrite);
      expect(soon!.pick[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(planned.entries[0]).toMatchObject({ kind: 'date.anytime', value: soon!.pick[1] });
      expect(birth!.pick[1]).toBe(persona.birthdate.toISOString().slice(0, 10));
      expect(planned.entries[1]).toMatchObject({ kind: 'date.birthdate' });
    }
  });
});
