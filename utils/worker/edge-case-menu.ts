import { browser } from '#imports';
import { t } from '../i18n/messages';
import { edgeCaseMenuItems } from '../menus/edge-case-menu';

/** Adds Edge cases ▸ category ▸ case under the `parentId` item (Insert), for editable fields. */
export function createEdgeCaseMenu(parentId: string): void {
  for (const item of edgeCaseMenuItems(parentId)) {
    const { id } = item;
    if ('type' in item) browser.contextMenus.create({ id, parentId: item.parentId, type: 'separator', contexts: ['editable'] });
    else {
      const title = 'titleKey' in item ? t(item.titleKey) : item.text;
      browser.contextMenus.create({ id, parentId: item.parentId, title, contexts: ['editable'], ...('enabled' in item ? { enabled: false } : {}) });
    }
  }
}
