import { browser } from '#imports';
import { sendMessage, type SaveFillAnswer } from '../messaging/protocol';
import type { Task } from '../tasks/task-state';
import type { SavedFill } from '../saved-fills/saved-fill';
import { hostMatch } from '../rules/host-pattern';
import {
  deleteSavedFill,
  loadSavedFills,
  updateSavedFill,
  watchSavedFills,
  type LoadedSavedFills,
  type SavedFillsResult,
} from '../storage/saved-fill-store';

/** What the popup's "Saved fills" does (components never call `browser.*`). */
export interface SavedFillPopupActions {
  /** The saved fills for the tab's site, the most specific site first. */
  listForTab(tabId: number): Promise<SavedFill[]>;
  /** Called whenever the saved fills change (a save, the options page, an import). */
  watch(onChange: () => void): () => void;
  /** Reads the tab's fields and saves what they hold under `name`; password fields only when `passwords`. */
  save(tabId: number, name: string, passwords: boolean): Promise<SaveFillAnswer>;
  /** Starts putting a saved fill back: a fill task, with its report and Undo. */
  restore(tabId: number, id: string): Promise<Task>;
}

/** What the options page's "Saved fills" does. */
export interface SavedFillOptionsActions {
  load(): Promise<LoadedSavedFills>;
  watch(onChange: (loaded: LoadedSavedFills) => void): () => void;
  /** Renames a saved fill or chooses its site. */
  update(id: string, change: { name: string; site: string }): Promise<SavedFillsResult>;
  remove(id: string): Promise<SavedFillsResult>;
}

export function createSavedFillPopupActions(): SavedFillPopupActions {
  return {
    async listForTab(tabId) {
      const url = await browser.tabs.get(tabId).then(
        (tab) => tab.url ?? '',
        () => '',
      );
      const { fills } = await loadSavedFills();
      return fills
        .map((fill) => ({ fill, score: hostMatch(fill.site, url) }))
        .filter(({ score }) => score >= 0)
        .sort((a, b) => b.score - a.score || a.fill.name.localeCompare(b.fill.name))
        .map(({ fill }) => fill);
    },
    watch: (onChange) => watchSavedFills(() => onChange()),
    save: (tabId, name, passwords) => sendMessage('saveFill', { tabId, name, passwords }),
    restore: (tabId, id) => sendMessage('restoreFill', { tabId, id }),
  };
}

export function createSavedFillOptionsActions(): SavedFillOptionsActions {
  return { load: loadSavedFills, watch: watchSavedFills, update: updateSavedFill, remove: deleteSavedFill };
}
