import { browser } from '#imports';
import type { Announcement } from '../announcements/announcements';
import { markAnnouncementSeen, pendingAnnouncement } from '../storage/announcement-store';
import type { Settings } from '../settings/settings-schema';
import { loadSettings, updateSettings, watchSettings, type SaveResult } from '../storage/settings-store';
import {
  deleteProfile,
  deleteRule,
  loadRuleBook,
  moveRule,
  saveProfile,
  saveRule,
  storeRuleBook,
  watchRuleBook,
  type RuleSaveResult,
  type StoredRuleBook,
} from '../storage/rules-store';
import type { Profile, Rule } from '../rules/rule-schema';
import type { RuleBook } from '../rules/rule-book';
import { draftRequest } from '../rules/rule-request';
import type { RuleDraft } from '../rules/rule-draft';
import { t } from '../i18n/messages';
import type { SchemaFile } from '../datasets/schema-file';
import { loadSchemas, replaceSchemas } from '../storage/dataset-store';
import type { SavedFill } from '../saved-fills/saved-fill';
import { replaceSavedFills } from '../storage/saved-fill-store';
import { createSavedFillOptionsActions, type SavedFillOptionsActions } from './saved-fill-actions';

/** Everything the options page does, behind one interface: components never call `browser.*`. */
export interface OptionsActions {
  loadSettings(): Promise<Settings>;
  updateSettings(patch: Partial<Settings>): Promise<SaveResult>;
  /** Called with the new settings whenever they change, here or on another device. */
  watchSettings(onChange: (settings: Settings) => void): () => void;
  pendingAnnouncement(): Promise<Announcement | null>;
  markAnnouncementSeen(id: string): Promise<void>;
  /** The extension's keyboard shortcuts as the browser has them bound now ('' when unset). */
  getShortcuts(): Promise<Shortcut[]>;
  /** The sites the extension holds access to now, sorted. */
  listGrantedOrigins(): Promise<GrantedOrigin[]>;
  /** Gives one site's access back; rejects, saying why, when the browser keeps it. */
  removeGrantedOrigin(origin: string): Promise<void>;
  /** Asks the browser for these sites (match patterns), during the click that wants them; true when granted. */
  requestSiteAccess(origins: string[]): Promise<boolean>;
  /** Called with the new list whenever access is granted or removed, here or in the browser's own settings. */
  watchGrantedOrigins(onChange: (origins: GrantedOrigin[]) => void): () => void;
  /** Rules and profiles, each stored as its own storage.sync item (rules-store.ts). */
  loadRuleBook(): Promise<StoredRuleBook>;
  watchRuleBook(onChange: (book: StoredRuleBook) => void): () => void;
  saveRule(rule: Rule): Promise<RuleSaveResult>;
  deleteRule(id: string): Promise<RuleSaveResult>;
  moveRule(id: string, by: -1 | 1): Promise<RuleSaveResult>;
  saveProfile(profile: Profile): Promise<RuleSaveResult>;
  deleteProfile(id: string): Promise<RuleSaveResult>;
  /**
   * Stores an import's rules and profiles (the book after merge or replace) and its
   * settings, then, when given, the saved dataset schemas and saved fills after it: all or nothing.
   */
  importBook(
    book: RuleBook,
    settings: Partial<Settings>,
    schemas?: SchemaFile[],
    savedFills?: SavedFill[],
  ): Promise<RuleSaveResult>;
  /** The Datasets page's saved schemas, for the export and the import's preview. */
  loadSchemas(): Promise<SchemaFile[]>;
  /** Saves a text file through the browser's downloads (an export). */
  downloadText(fileName: string, text: string): void;
  /** The new rule the page was opened for (a report row's "Always fill this field with…"), if any. */
  requestedRule(): Partial<RuleDraft> | null;
  /** The saved fills (utils/saved-fills): rename, choose the site, delete; absent, the page shows no such section. */
  savedFills?: SavedFillOptionsActions;
}

export interface Shortcut {
  description: string;
  shortcut: string;
}

export interface GrantedOrigin {
  /** The match pattern the browser holds, e.g. `http://localhost/*`. */
  origin: string;
  /** Asked for by the manifest itself (only test builds have one): the browser refuses to remove it. */
  required: boolean;
}

export function createOptionsActions(): OptionsActions {
  return {
    loadSettings,
    updateSettings,
    watchSettings,
    pendingAnnouncement,
    markAnnouncementSeen,
    getShortcuts: async () =>
      (await browser.commands.getAll())
        .filter((command) => command.description)
        .map((command) => ({ description: command.description ?? '', shortcut: command.shortcut ?? '' })),
    listGrantedOrigins,
    removeGrantedOrigin,
    requestSiteAccess: (origins) => browser.permissions.request({ origins }),
    watchGrantedOrigins,
    loadRuleBook,
    watchRuleBook,
    saveRule,
    deleteRule,
    moveRule,
    saveProfile,
    deleteProfile,
    importBook: (book, settings, schemas, savedFills) =>
      storeRuleBook(
        book,
        settings,
        schemas || savedFills
          ? async () => {
              if (schemas) await replaceSchemas(schemas);
              if (savedFills) await replaceSavedFills(savedFills);
            }
          : undefined,
      ),
    loadSchemas,
    downloadText(fileName, text) {
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    requestedRule: () => draftRequest(location.search),
    savedFills: createSavedFillOptionsActions(),
  };
}

async function listGrantedOrigins(): Promise<GrantedOrigin[]> {
  const required = new Set(browser.runtime.getManifest().host_permissions ?? []);
  const { origins = [] } = await browser.permissions.getAll();
  return origins
    .map((origin) => ({ origin, required: required.has(origin) }))
    .sort((a, b) => a.origin.localeCompare(b.origin));
}

async function removeGrantedOrigin(origin: string): Promise<void> {
  // Chrome rejects for a required origin; both browsers resolve false when nothing was removed.
  if (!(await browser.permissions.remove({ origins: [origin] }))) throw new Error(t('errorBrowserKeptAccess'));
}

function watchGrantedOrigins(onChange: (origins: GrantedOrigin[]) => void): () => void {
  let latest = 0;
  // Events may come in a burst: only the newest read is passed on.
  const refresh = () => {
    const read = ++latest;
    listGrantedOrigins().then(
      (origins) => read === latest && onChange(origins),
      () => undefined,
    );
  };
  browser.permissions.onAdded.addListener(refresh);
  browser.permissions.onRemoved.addListener(refresh);
  return () => {
    browser.permissions.onAdded.removeListener(refresh);
    browser.permissions.onRemoved.removeListener(refresh);
  };
}
