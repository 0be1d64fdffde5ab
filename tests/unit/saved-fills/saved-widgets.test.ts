import { describe, expect, it } from 'vitest';
import { blankField, type FieldDescription } from '@/utils/fields/field-description';
import { readSavedFields } from '@/utils/saved-fills/read-saved-fields';
import { matchSavedFields, NO_DATE, NO_FIELD, NO_OPTION } from '@/utils/saved-fills/match-saved-fields';
import { dateOfText } from '@/utils/values/date-part-values';

const options = (texts: string[]) => texts.map((text) => ({ value: text.toLowerCase(), text, disabled: false }));

/** A page of library widgets as describe-field.ts reports them, each holding a choice a person picked. */
const picked: FieldDescription[] = [
  // react-select: its input empties once an option is picked; the box shows the choice.
  blankField({ label: 'Country', id: 'country-input', widget: 'combobox', shows: ['Germany'] }),
  blankField({ label: 'Favourite colours', id: 'colours-input', widget: 'combobox', shows: ['Red', 'Blue'] }),
  // MUI Autocomplete: its input keeps the option's text.
  blankField({ label: 'City', id: 'city', widget: 'combobox', value: 'Paris' }),
  // Headless UI's Listbox: a button, described with no value, that shows its choice.
  blankField({ label: 'Plan', tag: 'widget', type: 'select-one', widget: 'listbox', shows: ['Team'] }),
  // Tom Select: the select it hid is the field; its input moves aside once it holds a choice.
  blankField({
    label: 'Languages',
    name: 'languages',
    tag: 'select',
    type: 'select-multiple',
    widget: 'combobox',
    value: 'german',
    shows: ['German', 'French'],
    options: options(['German', 'English', 'French']),
    hidden: true,
  }),
  // flatpickr: the input holds the date in the library's format.
  blankField({ label: 'Start date', name: 'startDate', widget: 'calendar', value: '2024-03-09' }),
].map((field, index) => ({ ...field, index }));

/** The same page after a reload: every widget empty again. */
const empty = picked.map((field) => ({ ...field, shows: undefined, value: '', hidden: false }));

describe('saving what library widgets show', () => {
  it('keeps each widget’s choice as the options’ texts it shows, a date as its input holds it, and the widget', () => {
    const { fields } = readSavedFields(picked, { passwords: false });
    expect(fields.map(({ label, write, widget }) => [label, write, widget])).toEqual([
      ['country', { pick: ['Germany'] }, 'combobox'],
      ['favourite colours', { pick: ['Red', 'Blue'] }, 'combobox'],
      ['city', { pick: ['Paris'] }, 'combobox'],
      ['plan', { pick: ['Team'] }, 'listbox'],
      ['languages', { pick: ['German', 'French'] }, 'combobox'],
      ['start date', { value: '2024-03-09' }, 'calendar'],
    ]);
  });

  it('leaves out a widget that shows no choice, and one hidden with nothing shown', () => {
    expect(readSavedFields(empty, { passwords: false }).fields).toEqual([]);
    const hidden = blankField({ widget: 'combobox', value: 'Paris', hidden: true });
    expect(readSavedFields([hidden], { passwords: false }).fields).toEqual([]);
  });

  it('still leaves out a widget the user cannot change, whatever it shows', () => {
    const locked = picked.map((field) => ({ ...field, disabled: true }));
    expect(readSavedFields(locked, { passwords: false }).fields).toEqual([]);
  });
});

describe('restoring saved widgets through the write a fill makes for them', () => {
  const saved = readSavedFields(picked, { passwords: false }).fields;

  it('picks the saved options again by their texts, only those (exact), and picks the saved date', () => {
    const { writes, unmatched } = matchSavedFields(saved, empty);
    expect(writes).toEqual([
      { index: 0, pick: ['Germany'], seed: 0, many: 1, exact: true },
      { index: 1, pick: ['Red', 'Blue'], seed: 0, many: 2, exact: true },
      { index: 2, pick: ['Paris'], seed: 0, many: 1, exact: true },
      { index: 3, pick: ['Team'], seed: 0, many: 1, exact: true },
      { index: 4, pick: ['German', 'French'], seed: 0, many: 2, exact: true },
      { index: 5, pick: ['2024-03-09', '2024-03-09'], seed: 0, many: 1 },
    ]);
    expect(unmatched).toEqual([]);
  });

  it('finds a widget again by the same identity as a native field: a new id, the same label', () => {
    const moved = empty.map((field) => ({ ...field, id: `${field.id}-2` }));
    expect(matchSavedFields(saved, moved).writes.map((write) => write.index)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('reports a select’s option that is gone, before the page is asked to pick it', () => {
    const fewer = empty.map((field) => (field.tag === 'select' ? { ...field, options: options(['German']) } : field));
    const { writes, unmatched } = matchSavedFields(saved, fewer);
    expect(writes.map((write) => write.index)).not.toContain(4);
    expect(unmatched.map(({ saved: field, reason }) => [field.label, reason])).toEqual([['languages', NO_OPTION]]);
  });

  it('writes a widget’s options into a native select it became, by their values', () => {
    const native = empty.map((field) => (field.tag === 'select' ? { ...field, widget: undefined } : field));
    expect(matchSavedFields(saved, native).writes).toContainEqual({ index: 4, selected: ['german', 'french'] });
  });

  it('picks a native select’s saved choice through the widget a library now draws for it, by its text', () => {
    const country = blankField({ label: 'Country', name: 'country', tag: 'select', type: 'select-one' });
    const [nativeSaved] = readSavedFields([{ ...country, value: 'france', options: options(['Germany', 'France']) }], {
      passwords: false,
    }).fields;
    const twin = { ...country, widget: 'combobox' as const, options: options(['Germany', 'France']) };
    expect(matchSavedFields([nativeSaved!], [twin]).writes).toEqual([
      { index: 0, pick: ['France'], seed: 0, many: 1, exact: true },
    ]);
  });

  it('does not put a widget’s options into a text box, nor a text into a list widget', () => {
    const text = empty.map((field) =>
      field.widget === 'calendar' ? field : { ...field, widget: undefined, tag: 'input' as const, type: 'text' },
    );
    const { unmatched } = matchSavedFields(saved, text);
    expect(unmatched.map(({ saved: field, reason }) => [field.label, reason])).toEqual([
      ['country', NO_FIELD],
      ['favourite colours', NO_FIELD],
      ['city', NO_FIELD],
      ['plan', NO_FIELD],
      ['languages', NO_FIELD],
    ]);
  });

  it('restores a widget that moved its input aside once it held a choice, replacing that choice', () => {
    expect(matchSavedFields(saved, picked).writes.map((write) => write.index)).toContain(4);
  });

  it('leaves a date picker that holds the saved date already unwritten, as restored', () => {
    const holding = empty.map((field) => (field.widget === 'calendar' ? { ...field, value: '2024-03-09' } : field));
    const { writes, matched, unmatched } = matchSavedFields(saved, holding);
    expect(writes.map((write) => write.index)).not.toContain(5);
    expect(matched.has(5)).toBe(true);
    expect(unmatched).toEqual([]);
  });

  it('picks a date in the placeholder’s shape by its day, and reports one it cannot read', () => {
    const german = [blankField({ label: 'Geburtsdatum', widget: 'calendar', placeholder: 'TT.MM.JJJJ' })];
    const [entry] = readSavedFields([{ ...german[0]!, value: '29.12.1982' }], { passwords: false }).fields;
    expect(matchSavedFields([entry!], german).writes).toEqual([
      { index: 0, pick: ['29.12.1982', '1982-12-29'], seed: 0, many: 1 },
    ]);
    const spoken = { ...entry!, write: { value: 'Dec 29, 1982' } };
    expect(matchSavedFields([spoken], german).unmatched.map(({ reason }) => reason)).toEqual([NO_DATE]);
  });
});

describe('the day a date picker’s text stands for', () => {
  it.each([
    ['2024-03-09', '', '2024-03-09'],
    ['29.12.1982', 'TT.MM.JJJJ', '1982-12-29'],
    ['12/29/1982', 'MM/DD/YYYY', '1982-12-29'],
    ['1982/12/29', 'YYYY/MM/DD', '1982-12-29'],
    ['29.12.82', 'TT.MM.JJ', undefined],
    ['31.02.2024', 'TT.MM.JJJJ', undefined],
    ['2024-13-01', '', undefined],
    ['Dec 29, 1982', 'MM/DD/YYYY', undefined],
  ])('%s (placeholder %s) is %s', (text, placeholder, day) => {
    expect(dateOfText(text, placeholder)).toBe(day);
  });
});
