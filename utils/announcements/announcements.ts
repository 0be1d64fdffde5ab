import type { MessageKey } from '../i18n/messages';

/** Announcements are data, keyed by version; only versions with news have one. Their text is messages (public/_locales), shown in the user's language. */
export interface Announcement {
  id: string;
  title: MessageKey;
  paragraphs: MessageKey[];
}

export const WELCOME: Announcement = {
  id: 'welcome',
  title: 'welcomeTitle',
  paragraphs: ['welcomeHowTo', 'welcomePrivacy'],
};

/** "What's new" by extension version. Add an entry when a release has news worth a modal. */
export const WHATS_NEW: Readonly<Record<string, Announcement>> = {};

export type InstallEvent = { reason: 'install' } | { reason: 'update'; version: string } | { reason: 'other' };

/**
 * Which announcement an install or update brings, if any, given the last one
 * the user saw and the suppression flag.
 * @example announcementFor({ reason: 'install' }, { suppressed: false, lastSeen: null }) // WELCOME
 * @example announcementFor({ reason: 'install' }, { suppressed: true, lastSeen: null })  // null
 */
export function announcementFor(
  event: InstallEvent,
  state: { suppressed: boolean; lastSeen: string | null },
  whatsNew: Readonly<Record<string, Announcement>> = WHATS_NEW,
): Announcement | null {
  if (state.suppressed) return null;
  const announcement =
    event.reason === 'install' ? WELCOME : event.reason === 'update' ? (whatsNew[event.version] ?? null) : null;
  return announcement && announcement.id !== state.lastSeen ? announcement : null;
}

export function findAnnouncement(
  id: string | null,
  whatsNew: Readonly<Record<string, Announcement>> = WHATS_NEW,
): Announcement | null {
  if (!id) return null;
  if (id === WELCOME.id) return WELCOME;
  return Object.values(whatsNew).find((announcement) => announcement.id === id) ?? null;
}
