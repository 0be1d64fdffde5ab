import { fillOnLoadProfile, profileOrigins } from '../rules/fill-on-load-sites';
import type { Profile } from '../rules/rule-schema';
import type { FillOnLoadMessage } from '../page/fill-on-load-message';

/** Who sent a runtime message, as the browser says (never the page). */
export interface LoadFillSender {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number; url?: string };
}

/** The fill a page's request may start: which tab, whether only empty fields, and the access it needs. */
export interface LoadFill {
  tabId: number;
  onlyEmpty?: true;
  origins: string[];
}

/**
 * Whether the fill-on-load script's request may start a fill, and which: only
 * from our own script in a tab's top frame, on a page the profile in effect
 * there fills on load (`laterForms`: only for a form that appeared later).
 * A form that appears after a fill fills only empty fields, so what that
 * fill (or the user) put in stays. The caller still checks the access.
 * @example loadFill({ later: false, ... }, { id, frameId: 0, url: 'http://localhost:3000/', tab: { id: 4 } }, profiles, id) // { tabId: 4, origins: ['http://localhost/*'] }
 */
export function loadFill(
  message: FillOnLoadMessage,
  sender: LoadFillSender,
  profiles: readonly Profile[],
  extensionId: string,
): LoadFill | undefined {
  const tabId = sender.tab?.id;
  const url = sender.url ?? '';
  if (sender.id !== extensionId || sender.frameId !== 0 || tabId === undefined || tabId < 0) return undefined;
  // The tab's own address, where the browser tells it, must be the same page's.
  if (sender.tab?.url !== undefined && withoutHash(sender.tab.url) !== withoutHash(url)) return undefined;
  const profile = fillOnLoadProfile(profiles, url);
  if (!profile || (profile.fillOnLoad.laterForms && !message.later)) return undefined;
  const scheme = `${new URL(url).protocol}//`;
  return {
    tabId,
    ...(profile.fillOnLoad.onlyEmpty || message.later ? { onlyEmpty: true as const } : {}),
    origins: profileOrigins(profile).filter((origin) => origin.startsWith(scheme)),
  };
}

function withoutHash(url: string): string {
  return url.split('#')[0]!;
}
