import { describe, expect, it } from 'vitest';
import { packCollect, unpackCollect } from '@/utils/page-contract/collect-transfer';
import type { CollectResult } from '@/utils/page-contract/page-filler-api';
import { makeField } from '../support/make-field';

const URL = 'https://forms.test/checkout';
const countries = [
  { value: '', text: 'Choose…', disabled: true },
  { value: 'DE', text: 'Germany', disabled: false },
  { value: 'FR', text: 'France', disabled: false },
];

function collected(fields: CollectResult['fields']): CollectResult {
  return {
    url: URL,
    contentType: 'text/html',
    lang: 'en',
    fields,
    rest: 0,
    activeIndex: 1,
    nearIndex: -1,
    frameUrls: ['about:srcdoc'],
    durationMs: 12.5,
    token: 'collect-1',
  };
}

describe('packCollect / unpackCollect', () => {
  it('gives back what the page collected', () => {
    const result = collected([
      makeField({ index: 0, frameUrl: URL, label: 'Email', maxLength: 80 }),
      makeField({ index: 1, frameUrl: URL, tag: 'select', type: 'select-one', options: countries }),
      makeField({ index: 2, frameUrl: URL, type: 'radio', group: '0:plan', pattern: '[a-z]+' }),
    ]);
    expect(unpackCollect(packCollect(result))).toEqual(result);
  });

  it("says a shared option list (PageIndex.optionsOf gives alike selects one) and a form's words once", () => {
    const result = collected(
      Array.from({ length: 50 }, (_, index) =>
        makeField({
          index,
          frameUrl: URL,
          tag: 'select',
          type: 'select-one',
          options: countries,
          formText: 'checkout /order Place order',
        }),
      ),
    );
    const packed = packCollect(result);
    expect(packed.split('"Germany"')).toHaveLength(2);
    expect(packed.split('Place order')).toHaveLength(2);
    expect(packed).not.toContain('"frameUrl"');
    // What most fields hold (enabled, not read-only, no placeholder) is left out, and given back.
    expect(packed).not.toMatch(/"readOnly"|"hidden"|"placeholder"/);
    expect(packed.length).toBeLessThan(JSON.stringify(result).length / 2);
    const { fields } = unpackCollect(packed);
    expect(fields.map((field) => field.options)).toEqual(result.fields.map((field) => field.options));
    expect(new Set(fields.map((field) => field.options)).size).toBe(1);
    expect(fields.every((field) => field.formText === 'checkout /order Place order')).toBe(true);
  });

  it('keeps lists apart that differ in one option', () => {
    const other = countries.map((option) => (option.value === 'FR' ? { ...option, disabled: true } : option));
    const result = collected([
      makeField({ index: 0, frameUrl: URL, tag: 'select', type: 'select-one', options: countries }),
      makeField({ index: 1, frameUrl: URL, tag: 'select', type: 'select-one', options: other }),
    ]);
    const { fields } = unpackCollect(packCollect(result));
    expect(fields[1]!.options).toEqual(other);
    expect(fields[0]!.options).toEqual(countries);
  });

  it('gives back fields whose keys differ, and values other than the usual ones', () => {
    const result = collected([
      makeField({ index: 0, frameUrl: URL, label: 'Name' }),
      makeField({ index: 1, frameUrl: URL, widget: 'combobox', role: 'combobox', testId: 'country', shows: ['Peru'] }),
      makeField({ index: 2, frameUrl: URL, offScreen: true, trap: true, min: '0', max: '9', step: '1' }),
      makeField({ index: 3, frameUrl: URL, tag: 'select', type: 'select-one', options: countries, value: 'DE' }),
      makeField({
        index: 4,
        frameUrl: URL,
        disabled: true,
        readOnly: true,
        hidden: true,
        checked: true,
        placeholder: 'x',
      }),
    ]);
    const unpacked = unpackCollect(packCollect(result));
    expect(unpacked).toEqual(result);
    // No key the page did not give comes back, not even as undefined.
    expect(unpacked.fields.map((field) => Object.keys(field).sort())).toEqual(
      result.fields.map((field) => Object.keys(field).sort()),
    );
  });
});
