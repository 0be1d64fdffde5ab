import { browser } from '#imports';
import { t } from '../i18n/messages';
import { edgeCaseMenuItems } from '../menus/edge-case-menu';
import type { Rule } from '../rules/rule-schema';

/** Adds Edge cases ▸ category ▸ case under the `parentId` item (Insert), for editable fields, with Yours ▸ the lists of `rules` marked as edge cases. */
export function createEdgeCaseMenu(parentId: string, rules: readonly Rule[]): void {
  for (const item of edgeCaseMenuItems(parentId, rules)) {
    const { id } = item;
    if ('type' in item)
      browser.contextMenus.create({ id, parentId: item.parentId, type: 'separator', contexts: ['editable'] });
    else {
      const title = 'titleKey' in item ? t(item.titleKey) : item.text;
      browser.contextMenus.create({
        id,
        parentId: item.parentId,
        title,
        contexts: ['editable'],
        ...('enabled' in item ? { enabled: false } : {}),
      });
    }
  }
}
