import { browser } from '#imports';
import {
  bookItems,
  INDEX_KEY,
  indexOf,
  profileKey,
  PROFILE_KEY,
  readRuleBook,
  RULE_KEY,
  ruleKey,
  type RuleBook,
} from '../rules/rule-book';
import { parseProfile, parseRule, type Profile, type Rule, type SetAside } from '../rules/rule-schema';
import { quotaProblem, syncUsage, WriteRate, type QuotaSubject, type SyncUsage } from '../rules/sync-quota';
import { describeStorageError } from './settings-store';
import { t } from '../i18n/messages';
import { SETTINGS_VERSION, validateSettings, type Settings } from '../settings/settings-schema';

/** settings-store's item in storage.sync (`sync:settings`), written here too so an import is one write. */
const SETTINGS_KEY = 'settings';

export interface StoredRuleBook extends RuleBook {
  /** Stored items the schema refused, with why: kept in storage, left out of fills. */
  setAside: SetAside[];
  usage: SyncUsage;
}

export type RuleSaveResult = { ok: true; book: StoredRuleBook } | { ok: false; error: string };

/** This page's writes, so one past storage.sync's rate is refused before it is tried. */
const rate = new WriteRate();

async function readAll(): Promise<Record<string, unknown>> {
  return (await browser.storage.sync.get(null)) as Record<string, unknown>;
}

/** The rules and profiles as stored, bad items set aside, with how much of the sync area is used. */
export async function loadRuleBook(): Promise<StoredRuleBook> {
  const stored = await readAll();
  return { ...readRuleBook(stored), usage: syncUsage(stored) };
}

/** Only the site profiles (the popup's "profile in effect"), without checking every rule. */
export async function loadProfiles(): Promise<Profile[]> {
  return readRuleBook(await readAll(), 'profiles').profiles;
}

/**
 * Writes `set` and removes `remove` in storage.sync, after checking that the
 * result stays within every quota: a save that would pass one is refused
 * with a message, and nothing is written. The items go in one `set` call, so
 * an item and the index that lists it are never written apart. A deletion
 * removes first (`removeFirst`); an import writes first and checks the quota
 * with both old and new items, so a failure between the two calls loses nothing.
 */
async function write(
  set: Record<string, unknown>,
  remove: string[] = [],
  what: QuotaSubject = 'rule',
  removeFirst = true,
): Promise<RuleSaveResult> {
  try {
    const stored = await readAll();
    const problem = quotaProblem(stored, set, removeFirst ? remove : [], what) ?? rate.problem(remove.length ? 2 : 1);
    if (problem) return { ok: false, error: problem };
    rate.record(remove.length ? 2 : 1);
    if (remove.length && removeFirst) await browser.storage.sync.remove(remove);
    await browser.storage.sync.set(set);
    if (remove.length && !removeFirst) await browser.storage.sync.remove(remove);
    return { ok: true, book: await loadRuleBook() };
  } catch (error) {
    return { ok: false, error: describeStorageError(error) };
  }
}

/** Adds a rule at the end, or replaces the one with its id where it stands. */
export async function saveRule(rule: Rule): Promise<RuleSaveResult> {
  const parsed = parseRule(rule);
  if ('problem' in parsed) return { ok: false, error: t('ruleCannotSave', parsed.problem) };
  const book = readRuleBook(await readAll());
  const rules = book.rules.some((other) => other.id === rule.id)
    ? book.rules.map((other) => (other.id === rule.id ? parsed.rule : other))
    : [...book.rules, parsed.rule];
  return write({ [ruleKey(rule.id)]: parsed.rule, [INDEX_KEY]: indexOf({ ...book, rules }) });
}

export async function saveProfile(profile: Profile): Promise<RuleSaveResult> {
  const parsed = parseProfile(profile);
  if ('problem' in parsed) return { ok: false, error: t('profileCannotSave', parsed.problem) };
  const book = readRuleBook(await readAll());
  const profiles = book.profiles.some((other) => other.id === profile.id)
    ? book.profiles.map((other) => (other.id === profile.id ? parsed.profile : other))
    : [...book.profiles, parsed.profile];
  return write(
    { [profileKey(profile.id)]: parsed.profile, [INDEX_KEY]: indexOf({ ...book, profiles }) },
    [],
    'profile',
  );
}

export async function deleteRule(id: string): Promise<RuleSaveResult> {
  const book = readRuleBook(await readAll());
  return write({ [INDEX_KEY]: indexOf({ ...book, rules: book.rules.filter((rule) => rule.id !== id) }) }, [
    ruleKey(id),
  ]);
}

export async function deleteProfile(id: string): Promise<RuleSaveResult> {
  const book = readRuleBook(await readAll());
  return write({ [INDEX_KEY]: indexOf({ ...book, profiles: book.profiles.filter((profile) => profile.id !== id) }) }, [
    profileKey(id),
  ]);
}

/** Moves a rule one place up (-1) or down (+1): only the index is written. */
export async function moveRule(id: string, by: -1 | 1): Promise<RuleSaveResult> {
  const book = readRuleBook(await readAll());
  const rules = [...book.rules];
  const from = rules.findIndex((rule) => rule.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rules.length) return { ok: true, book: await loadRuleBook() };
  [rules[from], rules[to]] = [rules[to]!, rules[from]!];
  return write({ [INDEX_KEY]: indexOf({ ...book, rules }) });
}

/**
 * Stores an import: every rule and profile, the index and the file's settings
 * in one `set`, checked against the quotas first, so a refused import changes
 * nothing. The items the book no longer has are removed after it; should that
 * removal fail, the `set` is undone, so the user never keeps half an import.
 * `afterSync` writes what lives elsewhere (saved dataset schemas, storage.local) once
 * sync has it all; if it throws, sync is put back as it was and its message returned.
 */
export async function storeRuleBook(
  book: RuleBook,
  settings: Partial<Settings> = {},
  afterSync?: () => Promise<void>,
): Promise<RuleSaveResult> {
  let stored: Record<string, unknown>;
  try {
    stored = await readAll();
  } catch (error) {
    return { ok: false, error: describeStorageError(error) };
  }
  const items: Record<string, unknown> = bookItems(book);
  if (Object.keys(settings).length) Object.assign(items, settingsItems(stored, settings));
  const remove = Object.keys(stored).filter(
    (key) => (key.startsWith(RULE_KEY) || key.startsWith(PROFILE_KEY)) && !(key in items),
  );
  const result = await write(items, remove, 'import', false);
  if (!result.ok && remove.length) await undo(stored, items);
  if (!result.ok || !afterSync) return result;
  try {
    await afterSync();
  } catch (error) {
    await restore(stored);
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  return result;
}

/** Puts storage.sync back to `before`: what was added removed, what was changed or removed written again. */
async function restore(before: Record<string, unknown>): Promise<void> {
  try {
    const now = await readAll();
    const changed = Object.fromEntries(
      Object.keys(before)
        .filter((key) => JSON.stringify(now[key]) !== JSON.stringify(before[key]))
        .map((key) => [key, before[key]]),
    );
    const added = Object.keys(now).filter((key) => !(key in before));
    if (Object.keys(changed).length) await browser.storage.sync.set(changed);
    if (added.length) await browser.storage.sync.remove(added);
  } catch {
    // As in undo: the import's own error is what the user sees.
  }
}

/**
 * The settings item (and its version, which @wxt-dev/storage reads to decide
 * on migrations) after `patch`, validated as settings-store writes it.
 */
function settingsItems(stored: Record<string, unknown>, patch: Partial<Settings>): Record<string, unknown> {
  const current = (stored[SETTINGS_KEY] ?? {}) as Record<string, unknown>;
  const { settings } = validateSettings({ ...current, ...patch });
  const meta = (stored[`${SETTINGS_KEY}$`] ?? {}) as Record<string, unknown>;
  return { [SETTINGS_KEY]: { ...current, ...settings }, [`${SETTINGS_KEY}$`]: { ...meta, v: SETTINGS_VERSION } };
}

/** Puts back what `set` replaced and removes what it added (the write that failed may have been the `set` itself, then this changes nothing). */
async function undo(before: Record<string, unknown>, set: Record<string, unknown>): Promise<void> {
  const now = await readAll().catch(() => undefined);
  if (!now) return;
  const restore = Object.fromEntries(
    Object.keys(set)
      .filter((key) => key in before && JSON.stringify(now[key]) !== JSON.stringify(before[key]))
      .map((key) => [key, before[key]]),
  );
  const added = Object.keys(set).filter((key) => !(key in before) && key in now);
  try {
    if (Object.keys(restore).length) await browser.storage.sync.set(restore);
    if (added.length) await browser.storage.sync.remove(added);
  } catch {
    // Nothing more can be done here: the import's own error is what the user sees.
  }
}

/** Called with the new book whenever rules or profiles change, here or on another device. */
export function watchRuleBook(onChange: (book: StoredRuleBook) => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area !== 'sync') return;
    if (
      Object.keys(changes).some((key) => key === INDEX_KEY || key.startsWith(RULE_KEY) || key.startsWith(PROFILE_KEY))
    )
      void loadRuleBook().then(onChange, () => undefined);
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
