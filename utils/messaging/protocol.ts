import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Task } from '../tasks/task-state';
import type { FillScope } from '../fill/fill-scope';
import type { FieldKind } from '../fields/field-kinds';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';

/** What the user asked a fill for: from the popup, a shortcut or the context menu. */
export interface FillRequest {
  /** The whole page (default), the focused form, or the focused field. */
  scope?: FillScope;
  /** Overrides the "fill empty fields only" setting for this fill. */
  onlyEmpty?: boolean;
  /** Insert ▸ a value of this kind into the focused field (the context menu's; never sent by a page). */
  kind?: FieldKind;
  /** Fill again with the tab's last seed, locale and day, so the same values come back. */
  replay?: boolean;
  /** Insert ▸ one of the user's rules (its fixed text or list) into the focused field (the context menu's; never sent by a page). */
  ruleId?: string;
  /** Fill with edge cases instead of realistic values: valid ones, or values a server should refuse. */
  edgeCases?: EdgeFlavour;
  /** Insert ▸ Edge cases ▸ this case (its full id; `yours.<rule id>.<item>` for an item of the user's edge-case list) into the focused field (the context menu's; never sent by a page). */
  edgeCase?: string;
}

/** What a save kept: how many values, and how many password fields it left out. */
export interface SaveFillAnswer {
  name: string;
  site: string;
  saved: number;
  passwordsLeft: number;
}

/**
 * Messages from extension pages (popup, options) to the background. Verbs
 * first; only plain data crosses. Pages and content scripts cannot use this:
 * the background checks every sender (see isExtensionPage).
 */
export interface ProtocolMap {
  /** The popup opened on a tab: describe it now, for the fill a click may start (PreparedFills). */
  prepareFill(data: { tabId: number }): void;
  /** Starts filling a tab; answers at once with the spinning (or already running) task. */
  startFill(data: { tabId: number } & Omit<FillRequest, 'kind' | 'ruleId' | 'edgeCase'>): Task;
  /** Starts putting back what the tab's last fill changed. */
  undoFill(data: { tabId: number }): Task;
  /** The tab's task, settled: a task orphaned by a worker restart comes back failed. */
  getTask(data: { tabId: number }): Task | null;
  /** Saves what the tab's fields hold now under a name, for its site ("Save these values"); passwords only when asked. */
  saveFill(data: { tabId: number; name: string; passwords: boolean }): SaveFillAnswer;
  /** Starts putting a saved fill back into the tab: a fill task, with its report and Undo. */
  restoreFill(data: { tabId: number; id: string }): Task;
}

export const { sendMessage, onMessage, removeAllListeners } = defineExtensionMessaging<ProtocolMap>();

/** Only our own extension pages may start work; never a web page or a content script. */
export function isExtensionPage(
  sender: { id?: string; url?: string },
  extensionId: string,
  extensionOrigin: string,
): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
