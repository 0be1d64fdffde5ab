import { storage } from '@wxt-dev/storage';
import { DEFAULT_SETTINGS, migrateSettingsV1, SETTINGS_VERSION, validateSettings, type Settings } from '../settings/settings-schema';
import { errorMessage } from '../text/error-message';

/**
 * The settings object in storage.sync, so choices roam across the user's
 * devices. Stored as raw data and validated on every read (see validateSettings).
 */
export const settingsItem = storage.defineItem<Record<string, unknown>>('sync:settings', {
  fallback: { ...DEFAULT_SETTINGS },
  version: SETTINGS_VERSION,
  migrations: { 2: migrateSettingsV1 },
});

export async function loadSettings(): Promise<Settings> {
  return validateSettings(await settingsItem.getValue()).settings;
}

export type SaveResult = { ok: true; settings: Settings } | { ok: false; error: string };

/**
 * Changes some settings and keeps the rest, including keys a newer version on
 * another device wrote. A rejected write (sync quota, write rate) leaves storage
 * as it was and returns a message for the user instead of throwing.
 */
export async function updateSettings(patch: Partial<Settings>): Promise<SaveResult> {
  try {
    const stored = await settingsItem.getValue();
    const { settings } = validateSettings({ ...stored, ...patch });
    await settingsItem.setValue({ ...stored, ...settings });
    return { ok: true, settings };
  } catch (error) {
    return { ok: false, error: describeStorageError(error) };
  }
}

export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((value) => onChange(validateSettings(value).settings));
}

/** Turns storage.sync's rejections into a sentence a user can act on. */
export function describeStorageError(error: unknown): string {
  const message = errorMessage(error);
  if (/QUOTA_BYTES|quota/i.test(message)) {
    return /PER_MINUTE|PER_HOUR|WRITE_OPERATIONS/i.test(message)
      ? 'Settings were changed too often in a short time, so this change was not saved. Wait a minute and try again.'
      : 'Your browser’s sync storage is full, so this change was not saved.';
  }
  return `This change could not be saved: ${message}`;
}
