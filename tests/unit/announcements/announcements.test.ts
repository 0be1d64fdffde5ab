import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  findAnnouncement,
  WELCOME,
  WHATS_NEW,
  type Announcement,
  type InstallEvent,
} from '@/utils/announcements/announcements';

const NEWS: Announcement = { id: 'v0.2.0', title: 'whatsNew', paragraphs: ['welcomePrivacy'] };
const whatsNew = { '0.2.0': NEWS };

describe('announcementFor', () => {
  it.each<[string, InstallEvent, { suppressed: boolean; lastSeen: string | null }, Announcement | null]>([
    ['install brings the welcome', { reason: 'install' }, { suppressed: false, lastSeen: null }, WELCOME],
    [
      'install with announcements suppressed brings nothing',
      { reason: 'install' },
      { suppressed: true, lastSeen: null },
      null,
    ],
    [
      'install after the welcome was seen brings nothing',
      { reason: 'install' },
      { suppressed: false, lastSeen: 'welcome' },
      null,
    ],
    [
      'an update with news brings the news',
      { reason: 'update', version: '0.2.0' },
      { suppressed: false, lastSeen: 'welcome' },
      NEWS,
    ],
    [
      'an update with news already seen brings nothing',
      { reason: 'update', version: '0.2.0' },
      { suppressed: false, lastSeen: 'v0.2.0' },
      null,
    ],
    [
      'an update with news while suppressed brings nothing',
      { reason: 'update', version: '0.2.0' },
      { suppressed: true, lastSeen: null },
      null,
    ],
    [
      'an update without news brings nothing',
      { reason: 'update', version: '0.1.1' },
      { suppressed: false, lastSeen: null },
      null,
    ],
    ['a browser update brings nothing', { reason: 'other' }, { suppressed: false, lastSeen: null }, null],
  ])('%s', (_, event, state, expected) => {
    expect(announcementFor(event, state, whatsNew)).toBe(expected);
  });

  it('uses the shipped "what’s new" table by default', () => {
    for (const [version, announcement] of Object.entries(WHATS_NEW)) {
      expect(announcementFor({ reason: 'update', version }, { suppressed: false, lastSeen: null })).toBe(announcement);
    }
    expect(
      announcementFor({ reason: 'update', version: 'not-a-version' }, { suppressed: false, lastSeen: null }),
    ).toBeNull();
  });
});

describe('findAnnouncement', () => {
  it.each<[string | null, Announcement | null]>([
    ['welcome', WELCOME],
    ['v0.2.0', NEWS],
    ['unknown', null],
    ['', null],
    [null, null],
  ])('%j → %o', (id, expected) => {
    expect(findAnnouncement(id, whatsNew)).toBe(expected);
  });
});

describe('the shipped announcements', () => {
  it('have distinct ids and something to say', () => {
    const all = [WELCOME, ...Object.values(WHATS_NEW)];
    expect(new Set(all.map((announcement) => announcement.id)).size).toBe(all.length);
    for (const announcement of all) {
      expect(announcement.title.trim()).not.toBe('');
      expect(announcement.paragraphs.length).toBeGreaterThan(0);
    }
  });
});
