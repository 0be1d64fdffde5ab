import type { Announcement } from '../announcements/announcements';
import { markAnnouncementSeen, pendingAnnouncement } from '../announcements/announcement-store';
import type { Settings } from '../settings/settings-schema';
import { loadSettings, updateSettings, watchSettings, type SaveResult } from '../settings/settings-store';

/** Everything the options page does, behind one interface: components never call `browser.*`. */
export interface OptionsActions {
  loadSettings(): Promise<Settings>;
  updateSettings(patch: Partial<Settings>): Promise<SaveResult>;
  /** Called with the new settings whenever they change, here or on another device. */
  watchSettings(onChange: (settings: Settings) => void): () => void;
  pendingAnnouncement(): Promise<Announcement | null>;
  markAnnouncementSeen(id: string): Promise<void>;
}

export function createOptionsActions(): OptionsActions {
  return { loadSettings, updateSettings, watchSettings, pendingAnnouncement, markAnnouncementSeen };
}
