import { storage } from '@wxt-dev/storage';
import { t } from '../i18n/messages';
import { errorMessage } from '../text/error-message';
import {
  byName,
  parseSavedFill,
  repairSavedFills,
  savedFillNameProblem,
  savedFillSiteProblem,
  savedFillsProblem,
  type SavedFill,
} from '../saved-fills/saved-fill';

/*
 * Saved fills live in storage.local, like the Datasets page's saved schemas: on this
 * device only, never synced (they may hold passwords the user ticked in, in plain text).
 */
const fillsItem = storage.defineItem<unknown>('local:savedFills', { fallback: [] });

/** The saved fills that can be read, and how many entries (`dropped`) and fields (`repaired`) could not be and were left out. */
export interface LoadedSavedFills {
  fills: SavedFill[];
  dropped: number;
  repaired: number;
}

export async function loadSavedFills(): Promise<LoadedSavedFills> {
  return repairSavedFills(await fillsItem.getValue());
}

/** Calls `onChange` whenever the saved fills change: a save in the popup, the options page, an import. */
export function watchSavedFills(onChange: (loaded: LoadedSavedFills) => void): () => void {
  return fillsItem.watch((stored) => onChange(repairSavedFills(stored)));
}

export type SavedFillsResult = { ok: true; fills: SavedFill[] } | { ok: false; error: string };

/** Writes the list after the limits are checked; a refused write leaves storage as it was. */
async function store(fills: SavedFill[]): Promise<SavedFillsResult> {
  const problem = savedFillsProblem(fills);
  if (problem) return { ok: false, error: problem };
  const sorted = byName(fills);
  try {
    await fillsItem.setValue(sorted);
  } catch (error) {
    return { ok: false, error: t('savedFillNotStored', errorMessage(error)) };
  }
  return { ok: true, fills: sorted };
}

/** Saves a fill; one of the same name on the same site is replaced by it. */
export async function putSavedFill(fill: SavedFill): Promise<SavedFillsResult> {
  const parsed = parseSavedFill(fill);
  if (!parsed.ok) return parsed;
  const { fills } = await loadSavedFills();
  const others = fills.filter(
    (saved) => saved.id !== fill.id && !(saved.site === parsed.fill.site && saved.name === parsed.fill.name),
  );
  return store([...others, parsed.fill]);
}

/** Renames a saved fill or moves it to another site (the options page). */
export async function updateSavedFill(id: string, change: { name: string; site: string }): Promise<SavedFillsResult> {
  const problem = savedFillNameProblem(change.name) ?? savedFillSiteProblem(change.site);
  if (problem) return { ok: false, error: problem };
  const { fills } = await loadSavedFills();
  const name = change.name.trim();
  const site = change.site.trim().toLowerCase();
  if (fills.some((fill) => fill.id !== id && fill.name === name && fill.site === site))
    return { ok: false, error: t('savedFillSameName', name, site) };
  return store(fills.map((fill) => (fill.id === id ? { ...fill, name, site } : fill)));
}

export async function deleteSavedFill(id: string): Promise<SavedFillsResult> {
  const { fills } = await loadSavedFills();
  return store(fills.filter((fill) => fill.id !== id));
}

/** Stores an import's saved fills in place of the stored ones, all or nothing; throws, saying why, otherwise. */
export async function replaceSavedFills(fills: SavedFill[]): Promise<void> {
  const result = await store(fills);
  if (!result.ok) throw new Error(result.error);
}
