import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { markAnnouncementSeen, pendingAnnouncement, queueAnnouncement } from '@/utils/storage/announcement-store';
import { WELCOME, WHATS_NEW, type Announcement } from '@/utils/announcements/announcements';
import { updateSettings } from '@/utils/storage/settings-store';

const local = async (key: string) => (await fakeBrowser.storage.local.get(key))[key];

beforeEach(() => {
  fakeBrowser.reset();
});

describe('queueAnnouncement', () => {
  it('queues the welcome on install, per device', async () => {
    expect(await queueAnnouncement({ reason: 'install' })).toBe(WELCOME);
    expect(await local('pendingAnnouncement')).toBe('welcome');
    expect(await pendingAnnouncement()).toBe(WELCOME);
  });

  it('queues nothing when announcements are suppressed', async () => {
    await updateSettings({ suppressAnnouncements: true });
    expect(await queueAnnouncement({ reason: 'install' })).toBeNull();
    expect(await local('pendingAnnouncement')).toBeUndefined();
  });

  it('queues nothing for an update without news', async () => {
    expect(await queueAnnouncement({ reason: 'update', version: '0.0.0-none' })).toBeNull();
    expect(await local('pendingAnnouncement')).toBeUndefined();
  });

  it('does not queue an announcement that was already seen', async () => {
    await markAnnouncementSeen('welcome');
    expect(await queueAnnouncement({ reason: 'install' })).toBeNull();
    expect(await pendingAnnouncement()).toBeNull();
  });

  it('keeps a queued announcement when a browser update comes later', async () => {
    await queueAnnouncement({ reason: 'install' });
    expect(await queueAnnouncement({ reason: 'other' })).toBeNull();
    expect(await pendingAnnouncement()).toBe(WELCOME);
  });
});

describe('pendingAnnouncement', () => {
  it('is null when nothing was queued', async () => {
    expect(await pendingAnnouncement()).toBeNull();
  });

  it('is null once the user suppresses announcements, even if one was queued', async () => {
    await queueAnnouncement({ reason: 'install' });
    await updateSettings({ suppressAnnouncements: true });
    expect(await pendingAnnouncement()).toBeNull();
  });

  it('comes back if the user turns announcements on again before seeing it', async () => {
    await queueAnnouncement({ reason: 'install' });
    await updateSettings({ suppressAnnouncements: true });
    await updateSettings({ suppressAnnouncements: false });
    expect(await pendingAnnouncement()).toBe(WELCOME);
  });

  it('is null for an id no announcement has (e.g. news removed in a later version)', async () => {
    await fakeBrowser.storage.local.set({ pendingAnnouncement: 'v9.9.9' });
    expect(await pendingAnnouncement()).toBeNull();
  });
});

describe('markAnnouncementSeen', () => {
  it('clears the pending announcement and remembers it as seen', async () => {
    await queueAnnouncement({ reason: 'install' });
    await markAnnouncementSeen('welcome');
    expect(await pendingAnnouncement()).toBeNull();
    expect(await local('pendingAnnouncement')).toBeUndefined();
    expect(await local('lastSeenAnnouncement')).toBe('welcome');
  });

  it('leaves a different pending announcement queued', async () => {
    await queueAnnouncement({ reason: 'install' });
    await markAnnouncementSeen('v0.2.0');
    expect(await pendingAnnouncement()).toBe(WELCOME);
  });

  it('prevents the same announcement from being queued again', async () => {
    await queueAnnouncement({ reason: 'install' });
    await markAnnouncementSeen('welcome');
    expect(await queueAnnouncement({ reason: 'install' })).toBeNull();
    expect(await pendingAnnouncement()).toBeNull();
  });
});

describe('an update with news', () => {
  const NEWS: Announcement = { id: 'v0.2.0', title: 'whatsNew', paragraphs: ['welcomePrivacy'] };
  // The shipped table is empty until a release has news; add an entry the way a release would.
  const table = WHATS_NEW as Record<string, Announcement>;

  beforeEach(() => {
    table['0.2.0'] = NEWS;
  });

  afterEach(() => {
    delete table['0.2.0'];
  });

  it('queues the news after the welcome was seen', async () => {
    await queueAnnouncement({ reason: 'install' });
    await markAnnouncementSeen('welcome');
    expect(await queueAnnouncement({ reason: 'update', version: '0.2.0' })).toBe(NEWS);
    expect(await pendingAnnouncement()).toBe(NEWS);
  });

  it('replaces an unseen welcome with the news', async () => {
    await queueAnnouncement({ reason: 'install' });
    await queueAnnouncement({ reason: 'update', version: '0.2.0' });
    expect(await pendingAnnouncement()).toBe(NEWS);
  });

  it('is not queued twice once seen', async () => {
    await queueAnnouncement({ reason: 'update', version: '0.2.0' });
    await markAnnouncementSeen('v0.2.0');
    expect(await queueAnnouncement({ reason: 'update', version: '0.2.0' })).toBeNull();
    expect(await pendingAnnouncement()).toBeNull();
  });

  it('is not queued while announcements are suppressed', async () => {
    await updateSettings({ suppressAnnouncements: true });
    expect(await queueAnnouncement({ reason: 'update', version: '0.2.0' })).toBeNull();
  });
});
