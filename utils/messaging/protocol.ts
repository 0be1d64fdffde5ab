import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Task } from '../tasks/task-state';
import type { FillScope } from '../fill/fill-scope';

/**
 * Messages from extension pages (popup, options) to the background. Verbs
 * first; only plain data crosses. Pages and content scripts cannot use this:
 * the background checks every sender (see isExtensionPage).
 */
export interface ProtocolMap {
  /** The popup opened on a tab: describe it now, for the fill a click may start (PreparedFills). */
  prepareFill(data: { tabId: number }): void;
  /** Starts filling a tab; answers at once with the spinning (or already running) task. */
  startFill(data: { tabId: number; scope?: FillScope; onlyEmpty?: boolean; replay?: boolean }): Task;
  /** Starts putting back what the tab's last fill changed. */
  undoFill(data: { tabId: number }): Task;
  /** The tab's task, settled: a task orphaned by a worker restart comes back failed. */
  getTask(data: { tabId: number }): Task | null;
}

export const { sendMessage, onMessage, removeAllListeners } = defineExtensionMessaging<ProtocolMap>();

/** Only our own extension pages may start work; never a web page or a content script. */
export function isExtensionPage(sender: { id?: string; url?: string }, extensionId: string, extensionOrigin: string): boolean {
  return sender.id === extensionId && typeof sender.url === 'string' && sender.url.startsWith(extensionOrigin);
}
