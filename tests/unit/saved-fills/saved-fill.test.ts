import { describe, expect, it } from 'vitest';
import {
  importedSavedFills,
  MAX_SAVED_FILLS,
  parseSavedFill,
  repairSavedFills,
  savedFillsProblem,
  type SavedFill,
} from '@/utils/saved-fills/saved-fill';

const signup: SavedFill = {
  id: 'f1',
  name: 'Sign-up',
  site: 'localhost:3000',
  savedAt: 1_700_000_000_000,
  fields: [
    { label: 'email', name: 'email', id: 'email', placeholder: '', type: 'email', nth: 0, write: { value: 'a@b.c' } },
    {
      label: 'pro',
      name: 'plan',
      id: '',
      placeholder: '',
      type: 'radio',
      option: 'pro',
      nth: 0,
      write: { checked: true },
    },
  ],
};

describe('the stored shape of a saved fill', () => {
  it('reads back what a save writes, unchanged', () => {
    expect(parseSavedFill(JSON.parse(JSON.stringify(signup)))).toEqual({ ok: true, fill: signup, repaired: 0 });
  });

  it('reads back a library widget’s options by their texts, and the widget they were read through', () => {
    const widget = { ...signup.fields[0]!, type: 'text', widget: 'combobox', write: { pick: ['Red', 'Blue'] } };
    expect(parseSavedFill({ ...signup, fields: [widget] })).toEqual({
      ok: true,
      fill: { ...signup, fields: [widget] },
      repaired: 0,
    });
  });

  it.each([
    ['no option', { pick: [] }],
    ['an option that is not text', { pick: ['Red', 3] }],
  ])('leaves out a widget’s pick of %s, and counts it', (_, write) => {
    const parsed = parseSavedFill({ ...signup, fields: [{ ...signup.fields[0]!, write }] });
    expect(parsed.ok && [parsed.fill.fields, parsed.repaired]).toEqual([[], 1]);
  });

  it.each([
    ['not an object', 'junk', 'is not a saved fill Understudy can read.'],
    ['no name', { ...signup, name: '  ' }, 'Give these values a name to save them under.'],
    [
      'a site that is an address',
      { ...signup, site: 'https://x.test/' },
      'Enter a host such as *.example.com or localhost:3000.',
    ],
    ['no list of fields', { ...signup, fields: 'x' }, 'is not a saved fill Understudy can read.'],
  ])('refuses %s, saying why', (_, raw, message) => {
    const parsed = parseSavedFill(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });

  it('repairs what storage holds: bad entries and fields are left out and counted, duplicates dropped', () => {
    const broken = { ...signup, id: 'f2', name: 'Broken field', fields: [...signup.fields, { label: 1 }] };
    const stored = [signup, 'junk', broken, { ...signup, name: 'Same id' }, null];
    const { fills, dropped, repaired } = repairSavedFills(stored);
    expect(fills.map((fill) => fill.name)).toEqual(['Broken field', 'Sign-up']);
    expect(fills[0]?.fields).toHaveLength(2);
    expect({ dropped, repaired }).toEqual({ dropped: 3, repaired: 1 });
  });

  it('reads nothing stored as no fills, with nothing to repair', () => {
    expect(repairSavedFills(undefined)).toEqual({ fills: [], dropped: 0, repaired: 0 });
  });
});

describe('storage limits', () => {
  it('allows up to the limit', () => {
    expect(savedFillsProblem(Array.from({ length: MAX_SAVED_FILLS }, () => signup))).toBeUndefined();
  });

  it('says how many may be kept, one past the limit', () => {
    expect(savedFillsProblem(Array.from({ length: MAX_SAVED_FILLS + 1 }, () => signup))).toBe(
      'At most 100 fills can be saved: delete one on the options page first.',
    );
  });

  it('names the fill that is too large, with its size and the limit', () => {
    const large = { ...signup, name: 'Huge', fields: [{ ...signup.fields[0]!, write: { value: 'x'.repeat(70_000) } }] };
    expect(savedFillsProblem([signup, large])).toBe(
      '“Huge” is too large to save: 69 KB, and one saved fill may hold 64 KB.',
    );
  });
});

describe('an import of saved fills', () => {
  const other = { ...signup, id: 'f9', name: 'Checkout' };
  it('merges by id, or replaces', () => {
    const renamed = { ...signup, name: 'Renamed' };
    expect(importedSavedFills([signup, other], [renamed], 'merge').map((fill) => fill.name)).toEqual([
      'Checkout',
      'Renamed',
    ]);
    expect(importedSavedFills([signup, other], [renamed], 'replace').map((fill) => fill.name)).toEqual(['Renamed']);
  });
});
