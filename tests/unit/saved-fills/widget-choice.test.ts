// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';
import { widgetShows } from '@/utils/page/widget-choice';

/** happy-dom lays nothing out: every box is drawn 20 pixels square, except those marked `data-pixel` (a screen reader's text). */
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const side = this.hasAttribute('data-pixel') ? 1 : 20;
    return { x: 0, y: 0, top: 0, left: 0, width: side, height: side, right: side, bottom: side } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** Each field of the page, and what it shows it holds (PageFiller.widgetShows). */
const described = (html: string) => {
  document.body.innerHTML = html;
  return collectControls(document).map((element, index) => ({
    ...describeField(element, index),
    shows: widgetShows(element),
  }));
};

describe('what a widget shows it holds (FieldDescription.shows), for a saved fill', () => {
  it('is the single value or each chip beside a combobox input, without its label, actions and screen-reader text', () => {
    const [single, multi] = described(`
      <label for="country">Country</label>
      <div class="container">
        <span data-pixel>option Germany, selected.</span>
        <div class="control"><div class="single-value">Germany</div><input id="country" role="combobox" aria-autocomplete="list"></div>
      </div>
      <label for="colours">Favourite colours</label>
      <div class="container">
        <div class="control">
          <div class="chip"><span>Red</span><button type="button" aria-label="Remove Red">×</button></div>
          <div class="chip"><span>Blue</span><button type="button" aria-label="Remove Blue">×</button></div>
          <input id="colours" role="combobox" aria-autocomplete="list">
        </div>
        <span aria-hidden="true">▼</span>
      </div>`);
    expect(single?.shows).toEqual(['Germany']);
    expect(multi?.shows).toEqual(['Red', 'Blue']);
  });

  it('is nothing while the widget shows its placeholder (react-select’s class, Radix’s data-placeholder)', () => {
    const fields = described(`
      <label for="country">Country</label>
      <div><div class="css-1jqq78o-placeholder">Select...</div><input id="country" role="combobox" aria-autocomplete="list"></div>
      <div><label for="plan">Plan</label>
      <button id="plan" type="button" role="combobox" data-placeholder=""><span>Choose…</span><span aria-hidden="true">▼</span></button></div>`);
    expect(fields.map((field) => field.shows)).toEqual([[], []]);
  });

  it('is a list button’s own text, not the label beside it', () => {
    const [plan] = described(`
      <div><label id="plan-label">Plan</label>
      <button type="button" aria-haspopup="listbox" aria-labelledby="plan-label"><span>Team</span> <span aria-hidden="true">▼</span></button></div>`);
    expect(plan).toMatchObject({ tag: 'widget', value: '', shows: ['Team'] });
  });

  it('is nothing where the combobox keeps its choice as its value (MUI Autocomplete)', () => {
    document.body.innerHTML =
      '<label for="city">City</label><div><input id="city" role="combobox" aria-autocomplete="list"></div>';
    (document.querySelector('#city') as HTMLInputElement).value = 'Paris';
    const [city] = collectControls(document);
    expect(describeField(city!, 0)).toMatchObject({ value: 'Paris', widget: 'combobox' });
    expect(widgetShows(city!)).toEqual([]);
  });

  it('is a hidden select’s chosen options, by their text, where its widget shows a choice (Tom Select)', () => {
    const html = (items: string) => `
      <label for="c-ts-control" id="c-label">Favourite colours</label>
      <select id="c" name="colours" multiple tabindex="-1">
        <option value="red" selected>Red</option><option value="green">Green</option><option value="blue" selected>Blue</option>
      </select>
      <div class="ts-wrapper"><div class="ts-control">${items}
        <input id="c-ts-control" role="combobox" aria-haspopup="listbox" aria-labelledby="c-label">
      </div></div>`;
    expect(described(html('<div class="item">Red</div><div class="item">Blue</div>'))[0]).toMatchObject({
      tag: 'select',
      widget: 'combobox',
      shows: ['Red', 'Blue'],
    });
    // Its widget shows nothing chosen: the select's own state is not what the user sees.
    expect(described(html(''))[0]?.shows).toEqual([]);
  });

  it('is the chosen option of a list box that holds it (Choices.js), not the options of an open list', () => {
    const [city] = described(`
      <label for="city">City</label>
      <div class="choices" role="combobox" aria-haspopup="true" aria-expanded="true">
        <select id="city" tabindex="-1" hidden><option value="rome" selected>Rome</option><option value="oslo">Oslo</option></select>
        <div role="listbox"><div role="option" aria-selected="true">Rome</div></div>
        <div role="listbox"><div role="option" aria-selected="true">Rome</div><div role="option">Oslo</div></div>
      </div>`);
    expect(city).toMatchObject({ tag: 'select', widget: 'listbox', shows: ['Rome'] });
  });

  it('is nothing for a field that is no list widget', () => {
    const fields = described(
      '<label for="n">Name</label><input id="n" value="Ada"><select><option>A</option></select>',
    );
    expect(fields.map((field) => field.shows)).toEqual([[], []]);
  });

  it('is never part of a fill’s description: only a saved fill asks for it', () => {
    document.body.innerHTML =
      '<label for="p">Plan</label><div><button id="p" aria-haspopup="listbox">Team</button></div>';
    const [plan] = collectControls(document);
    expect(describeField(plan!, 0)).not.toHaveProperty('shows');
    expect(widgetShows(plan!)).toEqual(['Team']);
  });
});
