import { describe, expect, it } from 'vitest';
import { blankField, type FieldDescription } from '@/utils/fields/field-description';
import { readSavedFields } from '@/utils/saved-fills/read-saved-fields';
import { matchSavedFields, NO_FIELD, NO_OPTION } from '@/utils/saved-fills/match-saved-fields';

const select = (over: Partial<FieldDescription>) =>
  blankField({
    tag: 'select',
    type: 'select-one',
    options: ['', 'DE', 'FR'].map((value) => ({ value, text: value || 'Choose', disabled: false })),
    ...over,
  });

/** The sign-up as typed: every field of the page with its index. */
const typed: FieldDescription[] = [
  blankField({ label: 'Full name', name: 'fullName', id: 'full', value: 'Ada Lovelace' }),
  blankField({ label: 'Email', name: 'email', id: 'email', type: 'email', value: 'ada@example.com' }),
  blankField({ label: 'Password', name: 'password', id: 'password', type: 'password', value: 's3cret!' }),
  select({ label: 'Country', name: 'country', id: 'country', value: 'FR' }),
  blankField({ label: 'Free', name: 'plan', type: 'radio', value: 'free' }),
  blankField({ label: 'Pro', name: 'plan', type: 'radio', value: 'pro', checked: true }),
  blankField({ label: 'Send me news', name: 'news', type: 'checkbox', value: 'on', checked: true }),
  blankField({ label: 'Phone', name: 'phone', id: 'phone', value: '' }),
].map((field, index) => ({ ...field, index }));

describe('reading what the fields hold', () => {
  it('keeps what was typed or chosen, leaves empty boxes, unchosen radios and, unless asked, passwords out', () => {
    const { fields, passwordsLeft } = readSavedFields(typed, { passwords: false });
    expect(fields.map((field) => [field.label, field.write])).toEqual([
      ['full name', { value: 'Ada Lovelace' }],
      ['email', { value: 'ada@example.com' }],
      ['country', { selected: ['FR'] }],
      ['pro', { checked: true }],
      ['send me news', { checked: true }],
    ]);
    expect(passwordsLeft).toBe(1);
  });

  it('keeps a password ticked in', () => {
    const { fields, passwordsLeft } = readSavedFields(typed, { passwords: true });
    expect(fields.find((field) => field.type === 'password')?.write).toEqual({ value: 's3cret!' });
    expect(passwordsLeft).toBe(0);
  });

  it.each([
    ['disabled', { disabled: true }],
    ['read-only', { readOnly: true }],
    ['hidden', { hidden: true }],
    ['a honeypot', { trap: true as const }],
  ])('leaves a %s field out', (_, over) => {
    expect(readSavedFields([blankField({ value: 'x', ...over })], { passwords: true }).fields).toEqual([]);
  });

  it('tells repeated rows apart by their place', () => {
    const rows = [blankField({ name: 'item', value: 'a' }), blankField({ name: 'item', value: 'b', index: 1 })];
    expect(readSavedFields(rows, { passwords: false }).fields.map((field) => field.nth)).toEqual([0, 1]);
  });
});

describe('matching saved values to the page as it is now', () => {
  const saved = readSavedFields(typed, { passwords: false }).fields;

  it('puts every value back into the same form', () => {
    const { writes, unmatched } = matchSavedFields(saved, typed);
    expect(writes).toEqual([
      { index: 0, value: 'Ada Lovelace' },
      { index: 1, value: 'ada@example.com' },
      { index: 3, selected: ['FR'] },
      { index: 5, checked: true },
      { index: 6, checked: true },
    ]);
    expect(unmatched).toEqual([]);
  });

  it('on a changed form, fills what matches by id, name, label or placeholder, and names the rest with why', () => {
    const changed = [
      // A new id and name, the same label: found by the label, as a rule made from a report row would be.
      blankField({ label: 'Email', name: 'contactEmail', id: 'mail', type: 'email' }),
      select({
        label: 'Country',
        name: 'country',
        id: 'country',
        options: [{ value: 'DE', text: 'DE', disabled: false }],
      }),
      blankField({ label: 'Free', name: 'plan', type: 'radio', value: 'free' }),
      blankField({ label: 'Pro', name: 'plan', type: 'radio', value: 'pro' }),
      // Once a text box, now a checkbox of the same name: a value of another shape does not go in.
      blankField({ label: 'Full name', name: 'fullName', type: 'checkbox', value: 'on' }),
    ].map((field, index) => ({ ...field, index }));
    const { writes, unmatched } = matchSavedFields(saved, changed);
    expect(writes).toEqual([
      { index: 0, value: 'ada@example.com' },
      { index: 3, checked: true },
    ]);
    expect(unmatched.map(({ saved: field, reason }) => [field.label, reason])).toEqual([
      ['full name', NO_FIELD],
      ['country', NO_OPTION],
      ['send me news', NO_FIELD],
    ]);
  });

  it('fills repeated rows in their order, and a field at most once', () => {
    const rows = ['a', 'b'].map((value, index) => blankField({ name: 'item', value, index }));
    const empty = rows.map((field) => ({ ...field, value: '' }));
    const { writes } = matchSavedFields(readSavedFields(rows, { passwords: false }).fields, empty);
    expect(writes).toEqual([
      { index: 0, value: 'a' },
      { index: 1, value: 'b' },
    ]);
    const { writes: one, unmatched } = matchSavedFields(readSavedFields(rows, { passwords: false }).fields, [
      empty[0]!,
    ]);
    expect(one).toEqual([{ index: 0, value: 'a' }]);
    expect(unmatched).toHaveLength(1);
  });

  it('never writes into a field the user cannot change', () => {
    const locked = typed.map((field) => ({ ...field, disabled: true }));
    expect(matchSavedFields(saved, locked).writes).toEqual([]);
  });
});
