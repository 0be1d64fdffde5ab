import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  deleteSavedFill,
  loadSavedFills,
  putSavedFill,
  replaceSavedFills,
  updateSavedFill,
} from '@/utils/storage/saved-fill-store';
import { MAX_SAVED_FILLS, type SavedFill } from '@/utils/saved-fills/saved-fill';

const signup: SavedFill = {
  id: 'f1',
  name: 'Sign-up',
  site: 'localhost:3000',
  savedAt: 1,
  fields: [
    { label: 'email', name: 'email', id: '', placeholder: '', type: 'email', nth: 0, write: { value: 'a@b.c' } },
  ],
};
const stored = async () => (await fakeBrowser.storage.local.get('savedFills')).savedFills as unknown;

describe('saved fills in storage.local', () => {
  beforeEach(() => fakeBrowser.reset());

  it('saves, lists, renames, moves and deletes', async () => {
    expect((await putSavedFill(signup)).ok).toBe(true);
    expect((await loadSavedFills()).fills).toEqual([signup]);
    expect((await updateSavedFill('f1', { name: ' Renamed ', site: '*.Example.com' })).ok).toBe(true);
    expect((await loadSavedFills()).fills[0]).toMatchObject({ name: 'Renamed', site: '*.example.com' });
    expect((await deleteSavedFill('f1')).ok).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it('replaces a fill of the same name on the same site', async () => {
    await putSavedFill(signup);
    await putSavedFill({ ...signup, id: 'f2', savedAt: 2 });
    expect((await loadSavedFills()).fills.map((fill) => fill.id)).toEqual(['f2']);
  });

  it('refuses past the limit, saying so, and leaves storage as it was', async () => {
    const many = Array.from({ length: MAX_SAVED_FILLS }, (_, i) => ({ ...signup, id: `f${i}`, name: `n${i}` }));
    await replaceSavedFills(many);
    const before = await stored();
    expect(await putSavedFill({ ...signup, id: 'new', name: 'One more' })).toEqual({
      ok: false,
      error: 'At most 100 fills can be saved: delete one on the options page first.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a rename to a bad site or an empty name, or onto another fill’s name', async () => {
    await putSavedFill(signup);
    await putSavedFill({ ...signup, id: 'f2', name: 'Other' });
    expect(await updateSavedFill('f1', { name: 'x', site: 'http://x/' })).toEqual({
      ok: false,
      error: 'Enter a host such as *.example.com or localhost:3000.',
    });
    expect(await updateSavedFill('f1', { name: ' ', site: 'x.test' })).toMatchObject({ ok: false });
    expect(await updateSavedFill('f1', { name: 'Other', site: 'localhost:3000' })).toEqual({
      ok: false,
      error: 'localhost:3000 already has a saved fill named “Other”.',
    });
  });

  it('reads damaged storage as what can be read, counting what could not', async () => {
    await fakeBrowser.storage.local.set({ savedFills: [signup, { id: 5 }, 'junk'] });
    expect(await loadSavedFills()).toEqual({ fills: [signup], dropped: 2, repaired: 0 });
    await fakeBrowser.storage.local.set({ savedFills: 'not a list' });
    expect(await loadSavedFills()).toEqual({ fills: [], dropped: 1, repaired: 0 });
  });
});
