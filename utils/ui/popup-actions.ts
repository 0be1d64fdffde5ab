import { browser } from '#imports';
import { sendMessage, type FillRequest } from '../messaging/protocol';
import type { Task } from '../tasks/task-state';
import { getReportText, watchReportText, watchTask } from '../storage/task-store';
import { pendingAnnouncement } from '../storage/announcement-store';
import { loadSettings } from '../storage/settings-store';
import { effectiveLocale } from '../settings/settings-schema';
import { loadProfiles } from '../storage/rules-store';
import { profileFor } from '../rules/site-profile';
import { sitePattern } from '../rules/host-pattern';
import { newRuleQuery } from '../rules/rule-request';
import type { FillReportField } from '../fill/fill-report';
import type { Journey } from '../fill/journey';
import { forgetJourney, getJourney, watchJourney } from '../storage/journey-store';
import { createSavedFillPopupActions, type SavedFillPopupActions } from './saved-fill-actions';

/** The tab's site, and the site profile in effect there if any. */
export interface SiteProfileInfo {
  /** The tab's host (`localhost:3000`): a new profile's pattern. */
  host: string;
  profile?: { id: string; host: string; neverFill: boolean };
}

/** Everything the popup does, behind one interface: components never call `browser.*`. */
export interface PopupActions {
  /** The tab to act on: `?tabId=N` in the popup's URL, else the active tab. */
  resolveTabId(): Promise<number | null>;
  /** The popup's fill buttons: the whole page, only empty fields, the focused form, edge cases, or a replay. */
  startFill(tabId: number, request?: Omit<FillRequest, 'kind' | 'edgeCase' | 'ruleId'>): Promise<Task>;
  /** The tab's site and the profile in effect there; null for a tab whose address is not known. */
  getSiteProfile(tabId: number): Promise<SiteProfileInfo | null>;
  /** Opens the options page on the site's profile, or on a new one for the site ("Rules for this site"). */
  openSiteRules(site: SiteProfileInfo): void;
  /** Opens the options page on a new rule that picks this report row's field on this site ("Always fill this field with…"). */
  openRuleFor(field: FillReportField, url: string): void;
  undoFill(tabId: number): Promise<Task>;
  getTask(tabId: number): Promise<Task | null>;
  /** Has the tab described ahead of a fill, as the popup opens (PreparedFills); nothing to wait for. */
  prepareFill(tabId: number): Promise<void>;
  watchTask(tabId: number, onChange: (task: Task | null) => void): () => void;
  /** The tab's last fill report as stored (JSON text): the popup parses it when it draws it. */
  getReportText(tabId: number): Promise<string | null>;
  watchReportText(tabId: number, onChange: (text: string | null) => void): () => void;
  /** The person the tab's next fill goes on with (fill/journey.ts), or null. */
  getJourney(tabId: number): Promise<Journey | null>;
  watchJourney(tabId: number, onChange: (journey: Journey | null) => void): () => void;
  /** "New person": the tab's next fill makes a new person. */
  newPerson(tabId: number): Promise<void>;
  /** The faker locale fills will use. */
  getLocale(): Promise<string>;
  hasNews(): Promise<boolean>;
  openOptions(): void;
  copyText(text: string): Promise<void>;
  /**
   * Asks the browser for the optional host permission on these origins (match
   * patterns). Call it straight from a click: the browser only prompts during
   * a user gesture. Resolves to whether the user allowed it.
   */
  requestHostAccess(origins: string[]): Promise<boolean>;
  /** "Save these values" and Restore (utils/saved-fills); absent, the popup shows neither. */
  savedFills?: SavedFillPopupActions;
}

export function createPopupActions(location: Location): PopupActions {
  return {
    async resolveTabId() {
      const fromUrl = Number(new URLSearchParams(location.search).get('tabId'));
      if (Number.isInteger(fromUrl) && fromUrl > 0) return fromUrl;
      const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
      return tab?.id ?? null;
    },
    startFill: (tabId, request = {}) => sendMessage('startFill', { tabId, ...request }),
    undoFill: (tabId) => sendMessage('undoFill', { tabId }),
    getTask: (tabId) => sendMessage('getTask', { tabId }),
    prepareFill: (tabId) => sendMessage('prepareFill', { tabId }),
    watchTask,
    getReportText,
    watchReportText,
    getJourney,
    watchJourney,
    newPerson: forgetJourney,
    getLocale: async () => effectiveLocale(await loadSettings(), browser.i18n.getUILanguage()),
    hasNews: async () => (await pendingAnnouncement()) !== null,
    openOptions: () => void browser.runtime.openOptionsPage(),
    async getSiteProfile(tabId) {
      const url = await browser.tabs.get(tabId).then(
        (tab) => tab.url ?? '',
        () => '',
      );
      const host = sitePattern(url);
      if (!host) return null;
      const profile = profileFor(await loadProfiles(), url);
      return {
        host,
        profile: profile && { id: profile.id, host: profile.host, neverFill: profile.neverFill ?? false },
      };
    },
    openSiteRules(site) {
      const query = site.profile
        ? `?profile=${encodeURIComponent(site.profile.id)}`
        : `?profileHost=${encodeURIComponent(site.host)}`;
      void browser.tabs.create({ url: browser.runtime.getURL(`/options.html${query}#profiles`) });
    },
    openRuleFor(field, url) {
      void browser.tabs.create({ url: browser.runtime.getURL(`/options.html${newRuleQuery(field, url)}#rules`) });
    },
    copyText: (text) => navigator.clipboard.writeText(text),
    requestHostAccess: (origins) => browser.permissions.request({ origins }),
    savedFills: createSavedFillPopupActions(),
  };
}
