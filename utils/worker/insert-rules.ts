import { browser } from '#imports';
import { INSERT_RULE_PREFIX } from '../menus/insert-kinds';
import { INDEX_KEY, PROFILE_KEY, RULE_KEY } from '../rules/rule-book';
import { insertableWhole } from '../rules/edge-lists';
import type { Rule } from '../rules/rule-schema';
import { loadRuleBook } from '../storage/rules-store';

/** The user's rules, for the menu; none when they cannot be read (the menu is built all the same). */
export async function menuRules(): Promise<readonly Rule[]> {
  return (await loadRuleBook().catch(() => ({ rules: [] }))).rules;
}

/** Adds the user's rules marked "show in Insert" (a fixed text or an ordinary list) under the menu item `parentId`; an edge-case list's items are under Edge cases ▸ Yours instead. */
export function createRuleItems(parentId: string, rules: readonly Rule[]): void {
  const shown = rules.filter((rule) => rule.enabled && rule.showInInsert && insertableWhole(rule.value));
  if (shown.length)
    browser.contextMenus.create({ id: 'insert-rules-separator', parentId, type: 'separator', contexts: ['editable'] });
  for (const rule of shown.slice(0, 50))
    browser.contextMenus.create({
      id: `${INSERT_RULE_PREFIX}${rule.id}`,
      parentId,
      title: rule.name,
      contexts: ['editable'],
    });
}

/** Calls `onChange` when rules change in storage.sync (here, or synced from another device). */
export function onRulesChanged(onChange: () => void): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (
      area === 'sync' &&
      Object.keys(changes).some((key) => key === INDEX_KEY || key.startsWith(RULE_KEY) || key.startsWith(PROFILE_KEY))
    )
      onChange();
  });
}
