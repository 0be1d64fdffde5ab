import { vi } from 'vitest';
import type { SavedFill } from '@/utils/saved-fills/saved-fill';
import type { LoadedSavedFills, SavedFillsResult } from '@/utils/storage/saved-fill-store';
import type { SavedFillOptionsActions, SavedFillPopupActions } from '@/utils/ui/saved-fill-actions';
import { spinningTask } from './fake-popup-actions';

export const signupFill = (over: Partial<SavedFill> = {}): SavedFill => ({
  id: 'f1',
  name: 'Sign-up',
  site: 'forms.test',
  savedAt: Date.UTC(2026, 10, 27, 22, 0),
  fields: [
    { label: 'email', name: 'email', id: '', placeholder: '', type: 'email', nth: 0, write: { value: 'a@b.c' } },
  ],
  ...over,
});

/**
 * Saved fills with no browser behind them: one list both the popup's and the
 * options page's actions read and change, watchers told as storage would.
 */
export function fakeSavedFillActions(initial: SavedFill[] = [], damage = { dropped: 0, repaired: 0 }) {
  let fills = [...initial];
  const watchers = new Set<(loaded: LoadedSavedFills) => void>();
  const loaded = () => ({ fills: [...fills], ...damage });
  const changed = (): SavedFillsResult => {
    watchers.forEach((watcher) => watcher(loaded()));
    return { ok: true as const, fills: [...fills] };
  };
  const watch = (onChange: (loaded: LoadedSavedFills) => void) => {
    watchers.add(onChange);
    return () => void watchers.delete(onChange);
  };
  const popup = {
    listForTab: vi.fn(async (_tabId: number) => [...fills]),
    watch: vi.fn((onChange: () => void) => watch(() => onChange())),
    save: vi.fn(async (_tabId: number, name: string, _passwords: boolean) => {
      fills = [...fills, signupFill({ id: `f${fills.length + 1}`, name })];
      changed();
      return { name, site: 'forms.test', saved: 1, passwordsLeft: 0 };
    }),
    restore: vi.fn(async (_tabId: number, _id: string) => spinningTask()),
  } satisfies SavedFillPopupActions;
  const options = {
    load: vi.fn(async () => loaded()),
    watch: vi.fn(watch),
    update: vi.fn(async (id: string, change: { name: string; site: string }) => {
      fills = fills.map((fill) => (fill.id === id ? { ...fill, ...change } : fill));
      return changed();
    }),
    remove: vi.fn(async (id: string) => {
      fills = fills.filter((fill) => fill.id !== id);
      return changed();
    }),
  } satisfies SavedFillOptionsActions;
  return { popup, options, fills: () => fills };
}
