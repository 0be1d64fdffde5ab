import { browser } from '#imports';
import type { Announcement } from '../announcements/announcements';
import { markAnnouncementSeen, pendingAnnouncement } from '../storage/announcement-store';
import type { Settings } from '../settings/settings-schema';
import { loadSettings, updateSettings, watchSettings, type SaveResult } from '../storage/settings-store';

/** Everything the options page does, behind one interface: components never call `browser.*`. */
export interface OptionsActions {
  loadSettings(): Promise<Settings>;
  updateSettings(patch: Partial<Settings>): Promise<SaveResult>;
  /** Called with the new settings whenever they change, here or on another device. */
  watchSettings(onChange: (settings: Settings) => void): () => void;
  pendingAnnouncement(): Promise<Announcement | null>;
  markAnnouncementSeen(id: string): Promise<void>;
  /** The extension's keyboard shortcuts as the browser has them bound now ('' when unset). */
  getShortcuts(): Promise<Shortcut[]>;
}

export interface Shortcut {
  description: string;
  shortcut: string;
}

export function createOptionsActions(): OptionsActions {
  return {
    loadSettings,
    updateSettings,
    watchSettings,
    pendingAnnouncement,
    markAnnouncementSeen,
    getShortcuts: async () =>
      (await browser.commands.getAll())
        .filter((command) => command.description)
        .map((command) => ({ description: command.description ?? '', shortcut: command.shortcut ?? '' })),
  };
}
