// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { describeField } from '@/utils/page/describe-field';

afterEach(() => {
  document.body.innerHTML = '';
});

const described = (html: string) => {
  document.body.innerHTML = html;
  return describeField(document.querySelector('input')!, 0);
};

describe('a combobox widget', () => {
  it.each([
    ['aria-autocomplete="list"', 'react-select, Headless UI'],
    ['aria-autocomplete="both"', 'an inline-completing combobox'],
    ['aria-haspopup="listbox"', 'a select-only combobox'],
    ['aria-haspopup="true"', 'react-select’s older markup'],
    ['aria-controls="menu"', 'MUI Autocomplete while open'],
  ])('is an input with role=combobox and a list it pops up: %s (%s)', (attributes) => {
    expect(described(`<label for="c">Country</label><input id="c" role="combobox" ${attributes}>`)).toMatchObject({
      widget: 'combobox',
      label: 'Country',
    });
  });

  it('is not a combobox role alone, which a search box may have with no list, nor a plain input', () => {
    expect(described('<input role="combobox">').widget).toBeUndefined();
    expect(described('<input aria-autocomplete="list">').widget).toBeUndefined();
  });
});
