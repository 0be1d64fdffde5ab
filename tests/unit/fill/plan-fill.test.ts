import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, plan, SEEDS, valueOf, writeFor } from '../support/plan';

pinClock();

const FORM = fields([
  { label: 'First name' },
  { type: 'email', label: 'Email' },
  { label: 'City', disabled: true },
  { label: 'Street', readOnly: true },
  { label: 'Company', hidden: true },
  { label: 'Last name', value: 'Kept' },
  { type: 'radio', name: 'size', group: '0:size', value: 's', label: 'Small' },
  { type: 'radio', name: 'size', group: '0:size', value: 'm', label: 'Medium' },
  { type: 'radio', name: 'size', group: '0:size', value: 'l', label: 'Large' },
  {
    tag: 'select',
    type: 'select-one',
    label: 'Fruit',
    options: [
      { value: '', text: 'Select…', disabled: false },
      { value: 'a', text: 'Apple', disabled: false },
      { value: 'b', text: 'Banana', disabled: true },
      { value: 'c', text: 'Cherry', disabled: false },
    ],
  },
  { type: 'checkbox', label: 'I accept the terms', required: true },
  { type: 'number', label: 'Guests', min: '10', max: '20', step: '5' },
  { label: 'Nickname', maxLength: 4 },
  { tag: 'textarea', type: 'textarea', label: 'Message' },
  { type: 'search', label: 'Search' },
]);

describe('planFill', () => {
  it('gives the same plan for the same seed and locale', () => {
    expect(plan(FORM, { seed: 99, locale: 'de_AT' })).toEqual(plan(FORM, { seed: 99, locale: 'de_AT' }));
  });

  it('gives a different plan for another seed', () => {
    expect(plan(FORM, { seed: 1 }).writes).not.toEqual(plan(FORM, { seed: 2 }).writes);
  });

  it('reports every field once, radio groups once, in page order', () => {
    const indices = plan(FORM).entries.map((entry) => entry.index);
    expect(indices.filter((index) => index < 6 || index > 8)).toEqual([0, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13, 14]);
    expect(indices.filter((index) => index >= 6 && index <= 8)).toHaveLength(1);
  });

  it('writes the persona into the fields it classified', () => {
    const faker = createFaker('en', 5);
    const persona = createPersona(faker, 'en');
    const result = planFill(FORM, { faker, persona, onlyEmpty: false });
    expect(valueOf(result, 0)).toBe(persona.firstName);
    expect(valueOf(result, 1)).toBe(persona.email);
    expect(result.entries[0]).toMatchObject({ kind: 'person.firstName', signal: 'label', value: persona.firstName });
  });

  it.each([
    [2, 'disabled'],
    [3, 'read-only'],
    [4, 'hidden'],
  ])('skips field %i as %s and writes nothing to it', (index, reason) => {
    const result = plan(FORM);
    expect(result.entries.find((entry) => entry.index === index)?.skipped).toBe(reason);
    expect(writeFor(result, index)).toBeUndefined();
  });

  it('fills a hidden field when the setting says so, but never one placed off-screen', () => {
    const hidden = fields([
      { label: 'Company', hidden: true },
      { label: 'Email', name: 'email', hidden: true, offScreen: true },
    ]);
    expect(plan(hidden).entries.map((entry) => entry.skipped)).toEqual(['hidden', 'off-screen, where only bots fill']);
    const filled = plan(hidden, { fillHidden: true });
    expect(writeFor(filled, 0)).toBeDefined();
    expect(filled.entries[1]?.skipped).toBe('off-screen, where only bots fill');
    expect(writeFor(filled, 1)).toBeUndefined();
  });

  it('leaves an inert field (behind an open dialog, a step not in use) unless the hidden ones are filled too', () => {
    const inert = fields([{ label: 'Company', inert: true }]);
    expect(plan(inert).entries[0]?.skipped).toBe('inert: the page blocks it for now');
    expect(writeFor(plan(inert), 0)).toBeUndefined();
    expect(writeFor(plan(inert, { fillHidden: true }), 0)).toBeDefined();
  });

  it('skips a field the classifier refuses, with its reason', () => {
    const result = plan(FORM);
    expect(result.entries.find((entry) => entry.index === 14)).toMatchObject({
      kind: 'none',
      signal: 'type',
      skipped: 'search box',
    });
    expect(writeFor(result, 14)).toBeUndefined();
  });

  it('overwrites a filled field by default', () => {
    expect(valueOf(plan(FORM), 5)).toBeDefined();
  });

  it.each<[string, Partial<FieldDescription>]>([
    ['a text field with a value', { label: 'Last name', value: 'Kept' }],
    ['a checked checkbox', { type: 'checkbox', label: 'Newsletter', checked: true }],
    [
      'a select with a value',
      { tag: 'select', type: 'select-one', value: 'a', options: [{ value: 'a', text: 'A', disabled: false }] },
    ],
    // Its input stays empty: the choice shows beside it (react-select's), or as a list button's text.
    ['a combobox widget that shows a choice', { label: 'Country', widget: 'combobox', value: '', shows: ['Japan'] }],
    ['a list button that shows a choice', { tag: 'widget', label: 'Plan', widget: 'listbox', shows: ['Team'] }],
  ])('leaves %s alone when only empty fields are filled', (_, field) => {
    const result = plan(fields([field]), { onlyEmpty: true });
    expect(result.writes).toEqual([]);
    expect(result.entries[0]?.skipped).toBe('already has a value');
  });

  it('still fills empty fields when only empty fields are filled', () => {
    const result = plan(
      fields([
        { label: 'First name' },
        { type: 'checkbox', label: 'Newsletter', required: true },
        { label: 'Country', widget: 'combobox', value: '' },
      ]),
      { onlyEmpty: true },
    );
    expect(result.writes).toHaveLength(3);
  });
});

describe('planFill: checkboxes and constraints', () => {
  it.each(SEEDS)('checks a required checkbox (seed %i)', (seed) => {
    expect(plan(fields([{ type: 'checkbox', required: true }]), { seed }).writes).toEqual([
      { index: 0, checked: true },
    ]);
  });

  it('checks an optional checkbox sometimes and leaves it unchecked sometimes', () => {
    const states = new Set(
      SEEDS.map((seed) => (plan(fields([{ type: 'checkbox' }]), { seed }).writes[0] as { checked: boolean }).checked),
    );
    expect(states).toEqual(new Set([true, false]));
  });

  it.each(SEEDS)('keeps a number within min, max and step (seed %i)', (seed) => {
    const value = valueOf(
      plan(fields([{ type: 'number', label: 'Guests', min: '10', max: '20', step: '5' }]), { seed }),
      0,
    );
    expect(['10', '15', '20']).toContain(value);
  });

  it.each(SEEDS)('keeps text within maxlength and minlength (seed %i)', (seed) => {
    const result = plan(
      fields([
        { label: 'Nickname', maxLength: 4 },
        { type: 'email', maxLength: 18 },
        { tag: 'textarea', type: 'textarea', label: 'Message', maxLength: 30 },
        { label: 'City', minLength: 25 },
      ]),
      { seed },
    );
    expect(valueOf(result, 0)!.length).toBeLessThanOrEqual(4);
    expect(valueOf(result, 1)!.length).toBeLessThanOrEqual(18);
    expect(valueOf(result, 1)).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(valueOf(result, 2)!.length).toBeLessThanOrEqual(30);
    expect(valueOf(result, 3)!.length).toBeGreaterThanOrEqual(25);
  });
});
