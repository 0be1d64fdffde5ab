import { vi } from 'vitest';
import type { Announcement } from '@/utils/announcements/announcements';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/settings-schema';
import type { SaveResult } from '@/utils/storage/settings-store';
import type { GrantedOrigin, OptionsActions } from '@/utils/ui/options-actions';

/**
 * OptionsActions over an in-memory settings object and list of granted sites.
 * `pushSettings` plays the part of storage.sync changing elsewhere (another
 * device, another tab); `pushGranted` a permission granted or removed elsewhere.
 */
export function fakeOptionsActions({
  settings = {},
  pending = null,
  granted = [],
}: { settings?: Partial<Settings>; pending?: Announcement | null; granted?: GrantedOrigin[] } = {}) {
  let current: Settings = { ...DEFAULT_SETTINGS, ...settings };
  let origins = [...granted];
  const watchers = new Set<(settings: Settings) => void>();
  const grantWatchers = new Set<(origins: GrantedOrigin[]) => void>();
  const actions = {
    loadSettings: vi.fn(async () => current),
    updateSettings: vi.fn(async (patch: Partial<Settings>): Promise<SaveResult> => {
      current = { ...current, ...patch };
      return { ok: true, settings: current };
    }),
    watchSettings: vi.fn((onChange: (settings: Settings) => void) => {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    }),
    pendingAnnouncement: vi.fn(async () => pending),
    markAnnouncementSeen: vi.fn(async () => {}),
    getShortcuts: vi.fn(async () => [
      { description: 'Fill every field on the page', shortcut: 'Alt+Shift+F' },
      { description: 'Fill the focused field', shortcut: '' },
    ]),
    listGrantedOrigins: vi.fn(async () => [...origins]),
    // Like the browser: a required origin is refused, anything else is given back.
    removeGrantedOrigin: vi.fn(async (origin: string) => {
      if (origins.find((granted) => granted.origin === origin)?.required) throw new Error('You cannot remove required permissions.');
      origins = origins.filter((granted) => granted.origin !== origin);
    }),
    watchGrantedOrigins: vi.fn((onChange: (origins: GrantedOrigin[]) => void) => {
      grantWatchers.add(onChange);
      return () => grantWatchers.delete(onChange);
    }),
  } satisfies OptionsActions;
  return {
    actions,
    pushSettings(patch: Partial<Settings>) {
      current = { ...current, ...patch };
      watchers.forEach((watcher) => watcher(current));
    },
    pushGranted(next: GrantedOrigin[]) {
      origins = [...next];
      grantWatchers.forEach((watcher) => watcher([...origins]));
    },
    watcherCount: () => watchers.size,
    grantWatcherCount: () => grantWatchers.size,
  };
}
