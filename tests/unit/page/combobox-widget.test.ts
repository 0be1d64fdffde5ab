// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';

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

describe('a list button', () => {
  const collected = (html: string) => {
    document.body.innerHTML = html;
    return collectControls(document).map((element) => describeField(element, 0));
  };

  it('is a button with a list box popup, or an element with role=combobox: a one-choice list named by its label alone', () => {
    const [button, div] = collected(`
      <span id="l1">Plan</span><button id="b" type="button" aria-haspopup="listbox" aria-labelledby="l1 b">Choose</button>
      <span id="l2">Size</span><div role="combobox" tabindex="0" aria-haspopup="listbox" aria-labelledby="l2">M</div>`);
    expect(button).toMatchObject({
      tag: 'widget',
      type: 'select-one',
      widget: 'listbox',
      label: 'Plan',
      labelFinds: 'none',
    });
    expect(div).toMatchObject({ tag: 'widget', type: 'select-one', widget: 'listbox', label: 'Size', value: '' });
    expect(div!.labelFinds).toBeUndefined();
  });

  it('is not the role=combobox box around an input (ARIA 1.1), whose input is the one field', () => {
    const fields = collected('<div role="combobox"><input aria-label="City" aria-autocomplete="list"></div>');
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ tag: 'input', label: 'City' });
  });

  it('is not a button with another popup, such as a menu', () => {
    expect(collected('<button aria-haspopup="menu">Actions</button>')).toEqual([]);
  });
});
