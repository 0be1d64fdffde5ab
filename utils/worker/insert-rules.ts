import { browser } from '#imports';
import { INSERT_RULE_PREFIX } from '../menus/insert-kinds';
import { INDEX_KEY, PROFILE_KEY, RULE_KEY } from '../rules/rule-book';
import { loadRuleBook } from '../storage/rules-store';

/** Adds the user's rules marked "show in Insert" (a fixed text or a list) under the menu item `parentId`. */
export async function createRuleItems(parentId: string): Promise<void> {
  const { rules } = await loadRuleBook().catch(() => ({ rules: [] }));
  const shown = rules.filter((rule) => rule.enabled && rule.showInInsert && (rule.value.type === 'text' || rule.value.type === 'list'));
  if (shown.length) browser.contextMenus.create({ id: 'insert-rules-separator', parentId, type: 'separator', contexts: ['editable'] });
  for (const rule of shown.slice(0, 50)) browser.contextMenus.create({ id: `${INSERT_RULE_PREFIX}${rule.id}`, parentId, title: rule.name, contexts: ['editable'] });
}

/** Calls `onChange` when rules change in storage.sync (here, or synced from another device). */
export function onRulesChanged(onChange: () => void): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'sync' && Object.keys(changes).some((key) => key === INDEX_KEY || key.startsWith(RULE_KEY) || key.startsWith(PROFILE_KEY))) onChange();
  });
}
