import { storage } from '@wxt-dev/storage';
import { loadSettings } from './settings-store';
import {
  announcementFor,
  findAnnouncement,
  type Announcement,
  type InstallEvent,
} from '../announcements/announcements';

/*
 * Which announcement waits to be shown, and which was seen last, are per device
 * (storage.local): each device installs and updates on its own.
 */
const pendingItem = storage.defineItem<string | null>('local:pendingAnnouncement', { fallback: null });
const lastSeenItem = storage.defineItem<string | null>('local:lastSeenAnnouncement', { fallback: null });

/** Records the announcement an install or update brings. Returns it, or null. */
export async function queueAnnouncement(event: InstallEvent): Promise<Announcement | null> {
  const [settings, lastSeen] = await Promise.all([loadSettings(), lastSeenItem.getValue()]);
  const announcement = announcementFor(event, { suppressed: settings.suppressAnnouncements, lastSeen });
  if (announcement) await pendingItem.setValue(announcement.id);
  return announcement;
}

/** The announcement to show now, or null when there is none or the user suppressed them. */
export async function pendingAnnouncement(): Promise<Announcement | null> {
  const [settings, pending, lastSeen] = await Promise.all([
    loadSettings(),
    pendingItem.getValue(),
    lastSeenItem.getValue(),
  ]);
  if (settings.suppressAnnouncements || pending === lastSeen) return null;
  return findAnnouncement(pending);
}

/** Remembers that an announcement was shown, so it is never shown twice. */
export async function markAnnouncementSeen(id: string): Promise<void> {
  await lastSeenItem.setValue(id);
  if ((await pendingItem.getValue()) === id) await pendingItem.setValue(null);
}
