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
    // Its accessible name is "Plan Choose", its choice included: a test finds it by its label element alone.
    expect(button).toMatchObject({
      tag: 'widget',
      type: 'select-one',
      widget: 'listbox',
      label: 'Plan',
      labelFinds: 'label',
    });
    expect(div).toMatchObject({ tag: 'widget', type: 'select-one', widget: 'listbox', label: 'Size', value: '' });
    expect(div!.labelFinds).toBeUndefined();
  });

  it('is found by nothing of its label where two elements besides itself name it, neither holding the whole label', () => {
    const [button] = collected(`
      <span id="a">Billing</span><span id="p">plan</span>
      <button id="b" type="button" aria-haspopup="listbox" aria-labelledby="a p b">Choose</button>`);
    expect(button).toMatchObject({ label: 'Billing plan', labelFinds: 'none' });
  });

  it('is not the role=combobox box around an input (ARIA 1.1), whose input is the one field', () => {
    const fields = collected('<div role="combobox"><input aria-label="City" aria-autocomplete="list"></div>');
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ tag: 'input', label: 'City' });
  });

  it('is not the toggle of a combobox input, out of the tab order in a group of its own beside the input (Chakra Combobox)', () => {
    expect(
      collected(`<label for="c">City</label><div><input id="c" role="combobox" aria-autocomplete="list">
        <div><button aria-haspopup="listbox" tabindex="-1" aria-label="Toggle suggestions"></button></div></div>`),
    ).toMatchObject([{ label: 'City', widget: 'combobox' }]);
  });

  it('is not a button with another popup, such as a menu', () => {
    expect(collected('<button aria-haspopup="menu">Actions</button>')).toEqual([]);
  });
});

describe('a control a library hid beside the widget it draws (widget-twin.ts)', () => {
  const collected = (html: string) => {
    document.body.innerHTML = html;
    return collectControls(document).map((element, index) => describeField(element, index));
  };
  const OPTIONS =
    '<option value="">Choose</option><option value="de">Germany</option><option value="fr">France</option>';

  it('is one field, the select, picked through its combobox (Tom Select) and named by the label the widget took', () => {
    const fields = collected(`
      <label for="c-ts-control" id="c-label">Country</label>
      <select id="c" name="country" tabindex="-1" class="ts-hidden-accessible">${OPTIONS}</select>
      <div class="ts-wrapper"><div class="ts-control">
        <input id="c-ts-control" role="combobox" aria-haspopup="listbox" aria-labelledby="c-label">
      </div></div>`);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ tag: 'select', name: 'country', label: 'Country', widget: 'combobox' });
    expect(fields[0]!.options).toHaveLength(3);
    // Its combobox is named by the same label: a test finds it by that role and name.
    expect(fields[0]).toMatchObject({ role: 'combobox', labelFinds: 'role' });
  });

  it('is one field for a list button beside a hidden wrapper (React Aria Select), and its search box inside a role=combobox box is a part (Choices.js)', () => {
    const fields = collected(`
      <div><span id="p">Plan</span><button aria-haspopup="listbox" aria-labelledby="p">Select</button>
        <div aria-hidden="true"><label><select name="plan" tabindex="-1">${OPTIONS}</select></label></div></div>
      <label for="city">City</label>
      <div role="combobox" aria-haspopup="true" tabindex="0"><div>
        <select id="city" name="city" hidden tabindex="-1">${OPTIONS}</select></div>
        <div><input type="search" aria-autocomplete="list" aria-label="Choose a city"></div></div>`);
    expect(fields.map(({ tag, name, label, widget }) => ({ tag, name, label, widget }))).toEqual([
      { tag: 'select', name: 'plan', label: 'Plan', widget: 'listbox' },
      { tag: 'select', name: 'city', label: 'City', widget: 'listbox' },
    ]);
    // A button without a role of its own, and a box named by nothing: a test finds each by its selector.
    expect(fields.map(({ role, labelFinds }) => ({ role, labelFinds }))).toEqual([
      { role: undefined, labelFinds: 'none' },
      { role: undefined, labelFinds: 'none' },
    ]);
    // Hidden itself, it is as visible as its widget.
    expect(fields[1]!.hidden).toBe(false);
  });

  it("is one field where the control's own label stands between it and its widget (Chakra Select)", () => {
    const fields = collected(`
      <div><select id="s" name="plan" aria-hidden="true" tabindex="-1" aria-labelledby="s-label">${OPTIONS}</select>
        <label id="s-label" for="s">Plan</label>
        <div><button role="combobox" aria-haspopup="listbox" aria-labelledby="s-label"><span>Choose</span></button>
          <div><div aria-hidden="true"></div></div></div></div>`);
    expect(
      fields.map(({ tag, name, label, widget, role, labelFinds }) => ({ tag, name, label, widget, role, labelFinds })),
    ).toEqual([
      { tag: 'select', name: 'plan', label: 'Plan', widget: 'listbox', role: 'combobox', labelFinds: 'role' },
    ]);
  });

  it('is found by its selector where its widget is named by its own text, its current choice', () => {
    const [field] = collected(`
      <div><select id="s" name="plan" aria-hidden="true" tabindex="-1">${OPTIONS}</select>
        <label id="s-label" for="s">Plan</label>
        <div><button id="t" role="combobox" aria-haspopup="listbox" aria-labelledby="s-label t">Choose</button></div></div>`);
    expect(field).toMatchObject({ tag: 'select', label: 'Plan', widget: 'listbox', labelFinds: 'none' });
    expect(field!.role).toBeUndefined();
  });

  it('is not found past a label that names another field', () => {
    const fields = collected(`
      <div><select name="plan" tabindex="-1">${OPTIONS}</select><label>Size</label>
        <div><button role="combobox" aria-haspopup="listbox">M</button></div></div>`);
    expect(fields.map(({ tag, name, widget }) => ({ tag, name, widget }))).toEqual([
      { tag: 'select', name: 'plan', widget: undefined },
      { tag: 'widget', name: '', widget: 'listbox' },
    ]);
  });

  it('is the widget alone where the hidden control is an input that mirrors it (MUI Select, Tom Select create)', () => {
    const fields = collected(`
      <span id="s">Size</span><div><div role="combobox" tabindex="0" aria-haspopup="listbox" aria-labelledby="s">M</div>
        <input name="size" tabindex="-1" aria-hidden="true" value="m"></div>`);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ tag: 'widget', label: 'Size' });
  });

  it('is the widget alone where the chips it shows stand between its input and the input it hid (Shoelace multiple)', () => {
    const fields = collected(`
      <label id="l">Colours</label><div>
        <input role="combobox" aria-haspopup="listbox" aria-labelledby="l" readonly>
        <div class="tags"><span>Yellow <button aria-label="Remove">×</button></span></div>
        <input class="value-input" tabindex="-1" aria-hidden="true">
        <slot name="suffix"></slot></div>`);
    expect(fields.map(({ label, widget }) => ({ label, widget }))).toEqual([{ label: 'Colours', widget: 'combobox' }]);
  });

  it('is not taken past chips for a widget on each side', () => {
    const fields = collected(`
      <div><input role="combobox" aria-haspopup="listbox" aria-label="A"><div class="tags"></div>
        <input name="twin" tabindex="-1"><span class="icon"></span>
        <input role="combobox" aria-haspopup="listbox" aria-label="B"></div>`);
    expect(fields.map(({ name }) => name)).toEqual(['', 'twin', '']);
  });

  it('is left a field of its own when it is in the tab order, or the widget beside it comes with a label of its own', () => {
    const fields = collected(`
      <form><label for="a">Title</label><select id="a" name="title">${OPTIONS}</select>
      <div><label for="b">City</label><input id="b" role="combobox" aria-autocomplete="list"></div>
      <label for="d">Plan</label><select id="d" name="plan" tabindex="-1">${OPTIONS}</select>
      <div><label for="e">Town</label><input id="e" role="combobox" aria-autocomplete="list"></div></form>`);
    expect(fields.map(({ name, id, widget }) => ({ name, id, widget }))).toEqual([
      { name: 'title', id: 'a', widget: undefined },
      { name: '', id: 'b', widget: 'combobox' },
      { name: 'plan', id: 'd', widget: undefined },
      { name: '', id: 'e', widget: 'combobox' },
    ]);
  });

  it('is the date input a library reads beside its spin-button segments (React Aria DatePicker); a segment is never a field', () => {
    const segment = (type: string) =>
      `<span role="spinbutton" contenteditable="true" tabindex="0" data-type="${type}">–</span>`;
    const fields = collected(`
      <div><span id="b">Birth date</span><div role="group" aria-labelledby="b">
        ${segment('month')}/${segment('day')}/${segment('year')}<input hidden name="birthDate"></div></div>
      <div aria-hidden="true"><input type="date" tabindex="-1" name="birthDate"></div>
      <p>Segments without an input beside them:</p>
      <div role="group" aria-label="Start">${segment('month')}${segment('day')}</div>`);
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatchObject({ tag: 'input', type: 'date', label: 'Birth date', hidden: false });
    expect(fields[0]!.widget).toBeUndefined();
  });
});
