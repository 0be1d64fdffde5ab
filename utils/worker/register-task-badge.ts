import { browser } from '#imports';
import { clearedBadge, taskBadge, taskTabOf, type Badge } from '../tasks/task-badge';
import type { Task } from '../tasks/task-state';

/**
 * Shows each tab's task on the toolbar button. It follows the task records in
 * storage.session, which every way of starting a fill (popup, shortcut,
 * context menu) and the start-up sweep of orphans write, so none is missed.
 * The badge is cleared when the tab loads a new page.
 */
export function registerTaskBadge(): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area !== 'session') return;
    for (const [key, change] of Object.entries(changes)) {
      const tabId = taskTabOf(key);
      if (tabId !== null) void showBadge(tabId, taskBadge((change.newValue as Task | undefined) ?? null));
    }
  });
  browser.tabs.onUpdated.addListener((tabId, changeInfo) => {
    if (changeInfo.status === 'loading') void showBadge(tabId, clearedBadge());
  });
}

/** Sets the tab's badge, colour and tooltip; a tab closed meanwhile is let go. */
export async function showBadge(tabId: number, badge: Badge): Promise<void> {
  try {
    await Promise.all([
      browser.action.setBadgeText({ tabId, text: badge.text }),
      browser.action.setBadgeBackgroundColor({ tabId, color: badge.color }),
      browser.action.setTitle({ tabId, title: badge.title }),
    ]);
  } catch {
    // The tab closed in the meantime: nothing left to show the badge on.
  }
}
