import { vi } from 'vitest';
import type { Announcement } from '@/utils/announcements/announcements';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/settings-schema';
import type { SaveResult } from '@/utils/storage/settings-store';
import type { OptionsActions } from '@/utils/ui/options-actions';

/**
 * OptionsActions over an in-memory settings object. `pushSettings` plays the
 * part of storage.sync changing elsewhere (another device, another tab).
 */
export function fakeOptionsActions({ settings = {}, pending = null }: { settings?: Partial<Settings>; pending?: Announcement | null } = {}) {
  let current: Settings = { ...DEFAULT_SETTINGS, ...settings };
  const watchers = new Set<(settings: Settings) => void>();
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
  } satisfies OptionsActions;
  return {
    actions,
    pushSettings(patch: Partial<Settings>) {
      current = { ...current, ...patch };
      watchers.forEach((watcher) => watcher(current));
    },
    watcherCount: () => watchers.size,
  };
}
