import { vi } from 'vitest';
import type { Announcement } from '@/utils/announcements/announcements';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/settings-schema';
import type { SaveResult } from '@/utils/storage/settings-store';
import type { GrantedOrigin, OptionsActions } from '@/utils/ui/options-actions';
import type { RuleSaveResult, StoredRuleBook } from '@/utils/storage/rules-store';
import { parseProfile, parseRule, type Profile, type Rule } from '@/utils/rules/rule-schema';
import type { RuleBook } from '@/utils/rules/rule-book';
import type { RuleDraft } from '@/utils/rules/rule-draft';
import type { DatasetSchema } from '@/utils/datasets/dataset-schema';

/**
 * OptionsActions over an in-memory settings object and list of granted sites.
 * `pushSettings` plays the part of storage.sync changing elsewhere (another
 * device, another tab); `pushGranted` a permission granted or removed elsewhere.
 */
export function fakeOptionsActions({
  settings = {},
  pending = null,
  granted = [],
  book: initialBook = { rules: [], profiles: [] },
  requested = null,
  refuse,
  schemas: initialSchemas = [],
  grantAccess = true,
}: {
  settings?: Partial<Settings>;
  pending?: Announcement | null;
  granted?: GrantedOrigin[];
  book?: RuleBook;
  requested?: Partial<RuleDraft> | null;
  /** Every rule save is refused with this message (a full sync area). */
  refuse?: string;
  /** Saved dataset schemas (storage.local), for the export and import. */
  schemas?: DatasetSchema[];
  /** How the browser answers a request for site access (the user's Allow or Deny). */
  grantAccess?: boolean;
} = {}) {
  let savedSchemas = [...initialSchemas];
  let book: RuleBook = { rules: [...initialBook.rules], profiles: [...initialBook.profiles] };
  const bookWatchers = new Set<(book: StoredRuleBook) => void>();
  const stored = (): StoredRuleBook => ({
    ...book,
    setAside: [],
    usage: { bytes: JSON.stringify(book).length, items: book.rules.length + book.profiles.length + 1 },
  });
  const change = async (next: RuleBook): Promise<RuleSaveResult> => {
    if (refuse) return { ok: false, error: refuse };
    book = next;
    bookWatchers.forEach((watcher) => watcher(stored()));
    return { ok: true, book: stored() };
  };
  const upsert = <T extends { id: string }>(list: T[], item: T) =>
    list.some((other) => other.id === item.id)
      ? list.map((other) => (other.id === item.id ? item : other))
      : [...list, item];
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
    requestSiteAccess: vi.fn(async (_origins: string[]) => grantAccess),
    // Like the browser: a required origin is refused, anything else is given back.
    removeGrantedOrigin: vi.fn(async (origin: string) => {
      if (origins.find((granted) => granted.origin === origin)?.required)
        throw new Error('You cannot remove required permissions.');
      origins = origins.filter((granted) => granted.origin !== origin);
    }),
    watchGrantedOrigins: vi.fn((onChange: (origins: GrantedOrigin[]) => void) => {
      grantWatchers.add(onChange);
      return () => grantWatchers.delete(onChange);
    }),
    loadRuleBook: vi.fn(async () => stored()),
    watchRuleBook: vi.fn((onChange: (book: StoredRuleBook) => void) => {
      bookWatchers.add(onChange);
      return () => bookWatchers.delete(onChange);
    }),
    saveRule: vi.fn(async (rule: Rule) => {
      const parsed = parseRule(rule);
      return 'problem' in parsed
        ? { ok: false as const, error: parsed.problem }
        : change({ ...book, rules: upsert(book.rules, parsed.rule) });
    }),
    deleteRule: vi.fn(async (id: string) => change({ ...book, rules: book.rules.filter((rule) => rule.id !== id) })),
    moveRule: vi.fn(async (id: string, by: -1 | 1) => {
      const rules = [...book.rules];
      const from = rules.findIndex((rule) => rule.id === id);
      [rules[from], rules[from + by]] = [rules[from + by]!, rules[from]!];
      return change({ ...book, rules });
    }),
    saveProfile: vi.fn(async (profile: Profile) => {
      const parsed = parseProfile(profile);
      return 'problem' in parsed
        ? { ok: false as const, error: parsed.problem }
        : change({ ...book, profiles: upsert(book.profiles, parsed.profile) });
    }),
    deleteProfile: vi.fn(async (id: string) =>
      change({ ...book, profiles: book.profiles.filter((profile) => profile.id !== id) }),
    ),
    importBook: vi.fn(async (next: RuleBook, patch: Partial<Settings>, schemas?: DatasetSchema[]) => {
      current = { ...current, ...patch };
      if (schemas) savedSchemas = [...schemas];
      return change(next);
    }),
    loadSchemas: vi.fn(async () => [...savedSchemas]),
    downloadText: vi.fn(),
    requestedRule: vi.fn(() => requested),
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
    book: () => book,
    schemas: () => savedSchemas,
    grantWatcherCount: () => grantWatchers.size,
  };
}
