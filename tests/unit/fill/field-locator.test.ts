import { describe, expect, it } from 'vitest';
import { blankField, type FieldDescription } from '@/utils/fields/field-description';
import { accessibleName, fieldRole, FieldLocators } from '@/utils/fill/field-locator';
import { fields, plan } from '../support/plan';

describe('fieldRole', () => {
  it.each<[string, Partial<FieldDescription>, string | undefined]>([
    ['a text box', {}, 'textbox'],
    ['a password', { type: 'password' }, 'textbox'],
    ['a date', { type: 'date' }, 'textbox'],
    ['a number', { type: 'number' }, 'spinbutton'],
    ['a range', { type: 'range' }, 'slider'],
    ['a search box', { type: 'search' }, 'searchbox'],
    ['a text box with suggestions', { suggestions: ['a'] }, 'combobox'],
    ['a textarea', { tag: 'textarea', type: 'textarea' }, 'textbox'],
    ['a list', { tag: 'select', type: 'select-one' }, 'combobox'],
    ['a list of several choices', { tag: 'select', type: 'select-multiple' }, 'listbox'],
    ['a checkbox', { type: 'checkbox' }, 'checkbox'],
    ['a radio', { type: 'radio' }, 'radio'],
    ['an editable region', { tag: 'editable', type: 'textarea' }, undefined],
    ['the page’s own role', { role: 'combobox' }, 'combobox'],
    ['a role no control has', { role: 'presentation' }, undefined],
  ])('%s', (_, overrides, role) => {
    expect(fieldRole(blankField(overrides))).toBe(role);
  });
});

describe('accessibleName', () => {
  it.each<[string, Partial<FieldDescription>, string]>([
    ['its label', { label: 'Email', placeholder: 'you@' }, 'Email'],
    ['its placeholder when it has no label', { placeholder: ' you@ example ' }, 'you@ example'],
    ['no placeholder for a number', { type: 'number', placeholder: '42' }, ''],
    ['no label that wraps a list', { label: 'Country', labelFinds: 'none' }, ''],
    ['a title still', { label: 'Phone', labelFinds: 'role' }, 'Phone'],
    ['no label its own text adds to', { label: 'Plan', labelFinds: 'label', tag: 'widget' }, ''],
  ])('%s', (_, overrides, name) => {
    expect(accessibleName(blankField(overrides))).toBe(name);
  });
});

describe('FieldLocators', () => {
  const locate = (list: Array<Partial<FieldDescription>>, position = 0) => {
    const described = fields(list);
    return new FieldLocators(described).locate(described[position]!);
  };

  it('finds a field by a label no other field in its frame has', () => {
    expect(locate([{ label: 'Email' }, { label: 'Email', frameUrl: 'https://pay.test/' }])).toBe('label');
  });

  it('goes by role and name when another field shares the label', () => {
    expect(locate([{ label: 'Email' }, { label: 'Email', type: 'checkbox' }])).toEqual({
      role: 'textbox',
      name: 'Email',
    });
  });

  it('goes by role and name for a label getByLabel does not match, and by placeholder for none', () => {
    expect(locate([{ label: 'Phone', labelFinds: 'role' }])).toEqual({ role: 'textbox', name: 'Phone' });
    expect(locate([{ placeholder: 'Search' }])).toEqual({ role: 'textbox', name: 'Search' });
  });

  it('finds a list button named by its label and its choice by the label alone, never by a name it no longer has', () => {
    const button: Partial<FieldDescription> = { label: 'Plan', labelFinds: 'label', tag: 'widget', widget: 'listbox' };
    expect(locate([button])).toBe('label');
    expect(locate([button, { label: 'Plan' }])).toBeUndefined();
  });

  it('goes by test id, then by nothing (its selector), when role and name are shared too', () => {
    expect(
      locate([
        { label: 'Yes', type: 'radio', testId: 'a-yes' },
        { label: 'Yes', type: 'radio' },
      ]),
    ).toEqual({
      testId: 'a-yes',
    });
    expect(
      locate([
        { label: 'Yes', testId: 'yes' },
        { label: 'Yes', testId: 'yes' },
      ]),
    ).toBeUndefined();
    expect(locate([{}])).toBeUndefined();
  });
});

describe('the plan’s entries', () => {
  it('say how a test writes each filled field, and nothing for a text box found by selector', () => {
    const result = plan(
      fields([
        {
          label: 'Country',
          tag: 'select',
          type: 'select-one',
          options: [{ value: 'DE', text: 'Germany', disabled: false }],
        },
        { label: 'I accept', type: 'checkbox', required: true },
        { label: 'Free', type: 'radio', name: 'plan', group: 'plan', value: 'free' },
        {
          label: 'Colours',
          tag: 'select',
          type: 'select-multiple',
          options: ['a', 'b'].map((value) => ({ value, text: value, disabled: false })),
        },
        { name: 'nickname' },
      ]),
      { seed: 3 },
    );
    const [country, accept, free, colours, nickname] = result.entries;
    expect(country).toMatchObject({ value: 'DE', control: 'select', locate: 'label' });
    expect(accept).toMatchObject({ value: 'checked', control: 'checkbox', locate: 'label' });
    expect(free).toMatchObject({ value: 'free', control: 'radio', locate: 'label' });
    expect(colours).toMatchObject({ control: 'select', locate: 'label' });
    // Several options are listed one by one; one option is the value itself.
    expect(colours!.selected ?? [colours!.value]).toEqual(colours!.value!.split(', '));
    expect(Object.keys(nickname!)).not.toEqual(expect.arrayContaining(['control']));
    expect(nickname).not.toHaveProperty('locate');
    expect(nickname).not.toHaveProperty('hidden');
  });

  it('mark a hidden field filled in a fill of hidden fields', () => {
    const result = plan(fields([{ label: 'Step two', hidden: true }]), { fillHidden: true });
    expect(result.entries[0]).toMatchObject({ hidden: true });
  });
});
