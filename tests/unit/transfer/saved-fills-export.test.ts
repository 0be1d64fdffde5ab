import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';
import { exportText, previewImport, readImport } from '@/utils/transfer/export-file';
import { MAX_SAVED_FILLS, type SavedFill } from '@/utils/saved-fills/saved-fill';

const book = { rules: [], profiles: [] };
const signup: SavedFill = {
  id: 'f1',
  name: 'Sign-up',
  site: 'localhost:3000',
  savedAt: 1_700_000_000_000,
  fields: [
    { label: 'email', name: 'email', id: 'email', placeholder: '', type: 'email', nth: 0, write: { value: 'a@b.c' } },
  ],
};
const checkout: SavedFill = { ...signup, id: 'f2', name: 'Checkout', site: '*.shop.test' };
const file = (savedFills: unknown) =>
  JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [], savedFills });

describe('saved fills in the export file', () => {
  it('exports them and reads them back as they were', () => {
    const read = readImport(exportText(DEFAULT_SETTINGS, book, [], [signup, checkout]));
    expect(read.ok && read.file.savedFills).toEqual([signup, checkout]);
  });

  it('keeps the file readable without them: an older file has no key, and an import then leaves them alone', () => {
    const older = JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [] });
    const read = readImport(older);
    expect(read.ok && 'savedFills' in read.file).toBe(false);
    expect(read.ok && previewImport(book, DEFAULT_SETTINGS, read.file, 'replace', [], [signup]).removed).toEqual([]);
  });

  it('stays version 1, so an older Understudy reads the file and ignores the key', () => {
    expect(JSON.parse(exportText(DEFAULT_SETTINGS, book, [], [signup])).version).toBe(1);
  });

  it.each([
    ['not a list', file({}), '“savedFills”: is not a list.'],
    [
      'a bad entry, by its place',
      file([signup, { ...signup, id: 'f3', site: 'https://x/' }]),
      /^“savedFills\[1\]” Enter a host/,
    ],
    [
      'a field it cannot read, by its place',
      file([{ ...signup, fields: [{ label: 5 }] }]),
      '“savedFills[0]” is not a saved fill Understudy can read.',
    ],
    ['two of one id', file([signup, { ...checkout, id: 'f1' }]), /f1/],
    [
      'more than the limit',
      file(Array.from({ length: MAX_SAVED_FILLS + 1 }, (_, i) => ({ ...signup, id: `f${i}` }))),
      '“savedFills” At most 100 fills can be saved: delete one on the options page first.',
    ],
  ])('refuses %s, saying why', (_, text, message) => {
    const read = readImport(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  it('previews what an import adds, changes and, on replace, removes, by name', () => {
    const read = readImport(file([{ ...signup, name: 'Sign-up again' }, checkout]));
    if (!read.ok) throw new Error(read.error);
    const stored = [signup, { ...checkout, id: 'f7', name: 'Old' }];
    const preview = previewImport(book, DEFAULT_SETTINGS, read.file, 'replace', [], stored);
    expect(preview.added).toEqual([{ kind: 'savedFill', name: 'Checkout' }]);
    expect(preview.changed).toEqual([{ kind: 'savedFill', name: 'Sign-up again' }]);
    expect(preview.removed).toEqual([{ kind: 'savedFill', name: 'Old' }]);
  });
});
