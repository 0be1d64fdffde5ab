import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, type Settings } from '@/utils/settings/settings-schema';
import {
  describeStorageError,
  loadSettings,
  settingsItem,
  updateSettings,
  watchSettings,
} from '@/utils/storage/settings-store';

const FULL = 'Your browser’s sync storage is full, so this change was not saved.';
const TOO_OFTEN =
  'Settings were changed too often in a short time, so this change was not saved. Wait a minute and try again.';

const storedSettings = async () => (await fakeBrowser.storage.sync.get('settings')).settings;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('loadSettings', () => {
  it('gives the defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: false,
      locale: 'auto',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('reads the sync area under the key "settings"', async () => {
    await fakeBrowser.storage.sync.set({
      settings: { suppressAnnouncements: true, locale: 'es_MX', onlyEmpty: true, usePageLanguage: true },
    });
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: true,
      locale: 'es_MX',
      onlyEmpty: true,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('ignores a "settings" key in the local area', async () => {
    await fakeBrowser.storage.local.set({ settings: { suppressAnnouncements: true } });
    expect((await loadSettings()).suppressAnnouncements).toBe(false);
  });

  it('repairs a corrupted field and keeps the valid ones', async () => {
    await fakeBrowser.storage.sync.set({
      settings: { suppressAnnouncements: 'yes', onlyEmpty: true, usePageLanguage: true },
    });
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: false,
      locale: 'auto',
      onlyEmpty: true,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it.each([
    ['a string', 'garbage'],
    ['a number', 7],
    ['an array', [1, 2]],
    ['true', true],
  ])('falls back to the defaults when storage holds %s', async (_, value) => {
    await fakeBrowser.storage.sync.set({ settings: value });
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('updateSettings', () => {
  it('persists a change in storage.sync and reads it back', async () => {
    const result = await updateSettings({ suppressAnnouncements: true });
    expect(result).toEqual({
      ok: true,
      settings: {
        suppressAnnouncements: true,
        locale: 'auto',
        onlyEmpty: false,
        usePageLanguage: true,
        fillHidden: false,
        emailMode: 'realistic',
        emailDomain: '',
        emailInbox: '',
        passwordMode: 'random',
        fixedPassword: '',
      },
    });
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: true,
      locale: 'auto',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
    expect(await storedSettings()).toEqual({
      suppressAnnouncements: true,
      locale: 'auto',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('keeps the settings it does not change', async () => {
    await updateSettings({ locale: 'de_AT' });
    await updateSettings({ onlyEmpty: true, usePageLanguage: true });
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: false,
      locale: 'de_AT',
      onlyEmpty: true,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('keeps keys a newer version wrote on another device', async () => {
    await fakeBrowser.storage.sync.set({ settings: { onlyEmpty: true, usePageLanguage: true, theme: 'dark' } });
    await updateSettings({ suppressAnnouncements: true });
    expect(await storedSettings()).toEqual({
      suppressAnnouncements: true,
      locale: 'auto',
      onlyEmpty: true,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
      theme: 'dark',
    });
  });

  it('repairs an invalid patch instead of storing it', async () => {
    const result = await updateSettings({ locale: 'klingon' as Settings['locale'] });
    expect(result).toMatchObject({ ok: true, settings: { locale: 'auto' } });
    expect(await storedSettings()).toMatchObject({ locale: 'auto' });
  });

  it('returns the user message and leaves storage as it was when the sync quota is exceeded', async () => {
    await updateSettings({ locale: 'fr' });
    const before = await storedSettings();
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValue(new Error('QUOTA_BYTES_PER_ITEM quota exceeded'));
    expect(await updateSettings({ suppressAnnouncements: true })).toEqual({ ok: false, error: FULL });
    expect(await storedSettings()).toEqual(before);
    expect(await loadSettings()).toMatchObject({ suppressAnnouncements: false, locale: 'fr' });
  });

  it('returns the rate message when writes are throttled', async () => {
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValue(
      new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.'),
    );
    expect(await updateSettings({ onlyEmpty: true, usePageLanguage: true, fillHidden: false })).toEqual({
      ok: false,
      error: TOO_OFTEN,
    });
  });
});

describe('describeStorageError', () => {
  it.each<[unknown, string]>([
    [new Error('QUOTA_BYTES_PER_ITEM quota exceeded'), FULL],
    [new Error('Resource::kQuotaBytesPerItem quota exceeded'), FULL],
    [new Error('QUOTA_BYTES quota exceeded'), FULL],
    [new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_HOUR quota.'), TOO_OFTEN],
    [new Error('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.'), TOO_OFTEN],
    [new Error('Extension context invalidated.'), 'This change could not be saved: Extension context invalidated.'],
    ['a string', 'This change could not be saved: a string'],
  ])('%s → %s', (error, message) => {
    expect(describeStorageError(error)).toBe(message);
  });
});

describe('migration from version 1', () => {
  it('stores the version under the "settings$" meta key as { v }', async () => {
    await fakeBrowser.storage.sync.set({ settings: { announcements: 'hide', locale: 'de-AT' }, settings$: { v: 1 } });
    await settingsItem.migrate();
    expect(await fakeBrowser.storage.sync.get('settings$')).toEqual({ settings$: { v: SETTINGS_VERSION } });
  });

  it.each([
    ['with version 1 recorded', { v: 1 }],
    ['with no version recorded (an item without migrations writes none)', undefined],
  ])('turns announcements: hide and a BCP 47 locale into version 2 %s', async (_, meta) => {
    await fakeBrowser.storage.sync.set({
      settings: { announcements: 'hide', locale: 'de-AT' },
      ...(meta && { settings$: meta }),
    });
    await settingsItem.migrate();
    expect(await loadSettings()).toEqual({
      suppressAnnouncements: true,
      locale: 'de_AT',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
    expect(await storedSettings()).toEqual({ suppressAnnouncements: true, locale: 'de_AT' });
  });

  it('leaves version 2 settings alone', async () => {
    const current = { suppressAnnouncements: false, locale: 'en_AU_ocker', onlyEmpty: true, usePageLanguage: true };
    await fakeBrowser.storage.sync.set({ settings: current, settings$: { v: 2 } });
    await settingsItem.migrate();
    expect(await storedSettings()).toEqual(current);
  });
});

describe('watchSettings', () => {
  it('reports a change made on another device, validated', async () => {
    const onChange = vi.fn();
    watchSettings(onChange);
    await fakeBrowser.storage.sync.set({ settings: { suppressAnnouncements: true, locale: 'nope' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      suppressAnnouncements: true,
      locale: 'auto',
      onlyEmpty: false,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('reports a change made here', async () => {
    const onChange = vi.fn();
    watchSettings(onChange);
    await updateSettings({ onlyEmpty: true, usePageLanguage: true });
    expect(onChange).toHaveBeenLastCalledWith({
      suppressAnnouncements: false,
      locale: 'auto',
      onlyEmpty: true,
      usePageLanguage: true,
      fillHidden: false,
      emailMode: 'realistic',
      emailDomain: '',
      emailInbox: '',
      passwordMode: 'random',
      fixedPassword: '',
    });
  });

  it('reports the defaults when the settings are removed', async () => {
    await fakeBrowser.storage.sync.set({ settings: { suppressAnnouncements: true } });
    const onChange = vi.fn();
    watchSettings(onChange);
    await fakeBrowser.storage.sync.remove('settings');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(DEFAULT_SETTINGS);
  });

  it('ignores other keys and other areas', async () => {
    const onChange = vi.fn();
    watchSettings(onChange);
    await fakeBrowser.storage.sync.set({ other: 1 });
    await fakeBrowser.storage.local.set({ settings: { suppressAnnouncements: true } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops after unwatching', async () => {
    const onChange = vi.fn();
    const unwatch = watchSettings(onChange);
    unwatch();
    await fakeBrowser.storage.sync.set({ settings: { suppressAnnouncements: true } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('rapid updates', () => {
  const TOGGLES = ['onlyEmpty', 'fillHidden', 'usePageLanguage', 'suppressAnnouncements'] as const;

  // Bug: each update read, changed and wrote the whole object, so two in flight
  // at once both started from the same stored value and the later one undid the earlier.
  it('20 toggles sent at once, across four switches, end in the last state of each', async () => {
    const expected = { ...DEFAULT_SETTINGS };
    const saves = Array.from({ length: 20 }, (_, click) => {
      const setting = TOGGLES[click % TOGGLES.length]!;
      expected[setting] = !expected[setting];
      return updateSettings({ [setting]: expected[setting] });
    });
    const results = await Promise.all(saves);
    expect(await loadSettings()).toEqual(expected);
    expect(await storedSettings()).toEqual(expected);
    // Every answer is the state after the last write, so none of them puts an earlier state back on screen.
    expect(results.map((result) => result.ok && result.settings)).toEqual(Array(20).fill(expected));
  });

  it('one switch toggled 20 times ends where the last toggle left it', async () => {
    const saves = Array.from({ length: 20 }, (_, click) => updateSettings({ onlyEmpty: click % 2 === 0 }));
    await Promise.all(saves);
    expect((await loadSettings()).onlyEmpty).toBe(false);
  });

  it('a refused write answers its own callers with the message, and the writes after it still land', async () => {
    const set = fakeBrowser.storage.sync.set.bind(fakeBrowser.storage.sync);
    let calls = 0;
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockImplementation(async (items) => {
      if (calls++ === 0) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
      return set(items);
    });
    const first = updateSettings({ locale: 'fr' });
    const second = updateSettings({ onlyEmpty: true });
    expect(await first).toEqual({ ok: false, error: FULL });
    expect(await second).toMatchObject({ ok: true, settings: { onlyEmpty: true, locale: 'auto' } });
    expect(await loadSettings()).toMatchObject({ onlyEmpty: true, locale: 'auto' });
  });
});
