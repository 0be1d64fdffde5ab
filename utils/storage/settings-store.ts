import { storage } from '@wxt-dev/storage';
import {
  DEFAULT_SETTINGS,
  migrateSettingsV1,
  SETTINGS_VERSION,
  validateSettings,
  type Settings,
} from '../settings/settings-schema';
import { errorMessage } from '../text/error-message';
import { t } from '../i18n/messages';

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

/** Changes waiting for the write in flight: merged, so the next write takes them all. */
let waiting: { patch: Partial<Settings>; callers: Array<(result: SaveResult) => void> } | undefined;
let writing = false;

/**
 * Changes some settings and keeps the rest, including keys a newer version on
 * another device wrote. Writes go one at a time, each re-reading what is
 * stored, so quick changes never undo each other; every caller hears the state
 * after the last write. A rejected write (sync quota, write rate) leaves
 * storage as it was and answers its own callers with a message instead of throwing.
 * @example await Promise.all([updateSettings({ onlyEmpty: true }), updateSettings({ fillHidden: true })]) // both kept
 */
export function updateSettings(patch: Partial<Settings>): Promise<SaveResult> {
  return new Promise((resolve) => {
    waiting ??= { patch: {}, callers: [] };
    Object.assign(waiting.patch, patch);
    waiting.callers.push(resolve);
    if (!writing) void writeAll();
  });
}

/** Writes the waiting changes until none are left, then answers every caller. */
async function writeAll(): Promise<void> {
  writing = true;
  const answered: Array<[(result: SaveResult) => void, SaveResult]> = [];
  let last: SaveResult | undefined;
  while (waiting) {
    const { patch, callers } = waiting;
    waiting = undefined;
    const result = await writeSettings(patch);
    if (result.ok) last = result;
    for (const caller of callers) answered.push([caller, result]);
  }
  writing = false;
  // An answer of an earlier write would put a state back on screen that a later one changed.
  for (const [caller, result] of answered) caller(result.ok && last ? last : result);
}

async function writeSettings(patch: Partial<Settings>): Promise<SaveResult> {
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
    return /PER_MINUTE|PER_HOUR|WRITE_OPERATIONS/i.test(message) ? t('errorSavedTooOften') : t('errorSyncFull');
  }
  return t('errorNotSaved', message);
}
