import { browser } from '#imports';
import { edgeCaseMenuItems } from '../menus/edge-case-menu';

/** Adds Edge cases ▸ category ▸ case under the `parentId` item (Insert), for editable fields. */
export function createEdgeCaseMenu(parentId: string): void {
  for (const item of edgeCaseMenuItems(parentId)) {
    browser.contextMenus.create('type' in item ? { ...item, contexts: ['editable'] } : { ...item, contexts: ['editable'] });
  }
}
