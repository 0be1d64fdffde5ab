import { browser } from '#imports';
import { startFillUnattended } from './start-fill';
import type { FillScope } from '../fill/fill-scope';
import type { TaskRunner } from './task-runner';
import { INSERT_KINDS, INSERT_PREFIX, insertKindOf, insertRuleOf } from '../menus/insert-kinds';
import { createRuleItems, menuRules, onRulesChanged } from './insert-rules';
import { edgeCaseOf } from '../menus/edge-case-menu';
import { edgeListCaseOf } from '../menus/edge-list-menu';
import { createEdgeCaseMenu } from './edge-case-menu';
import { t, type MessageKey } from '../i18n/messages';

type Contexts = ['editable' | 'page', ...Array<'editable' | 'page'>];

const FILL_ITEMS: ReadonlyArray<readonly [FillScope, MessageKey, Contexts]> = [
  ['field', 'menuFillField', ['editable']],
  ['form', 'menuFillForm', ['editable']],
  ['page', 'menuFillPage', ['editable', 'page']],
];

/**
 * The context menu: fill this field, this form or the page, and Insert ▸ a
 * value of a chosen kind, or an edge case, into the field under the cursor (a right-click
 * focuses it, and the click grants activeTab on the tab).
 */
export function registerContextMenu(runner: TaskRunner): void {
  // Menu items outlive the worker; build them when the extension is installed or updated, and at browser start.
  browser.runtime.onInstalled.addListener(() => void createMenu());
  browser.runtime.onStartup.addListener(() => void createMenu());
  // The user's rules marked "show in Insert", and their edge-case lists, join the menu: rebuilt when they change.
  onRulesChanged(() => void createMenu());

  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (tab?.id === undefined) return;
    const kind = insertKindOf(info.menuItemId);
    const ruleId = insertRuleOf(info.menuItemId);
    if (ruleId) return startFillUnattended(runner, tab.id, { scope: 'field', ruleId });
    const scope = FILL_ITEMS.find(([candidate]) => `fill-${candidate}` === info.menuItemId)?.[0];
    // A library case, or an item of the user's list (looked up when the fill runs: a rule gone since is a skip that says so).
    const edgeCase = edgeCaseOf(info.menuItemId) ?? edgeListCaseOf(info.menuItemId);
    if (edgeCase) startFillUnattended(runner, tab.id, { scope: 'field', edgeCase });
    else if (kind) startFillUnattended(runner, tab.id, { scope: 'field', kind });
    else if (scope) startFillUnattended(runner, tab.id, { scope });
  });
}

let building: Promise<void> = Promise.resolve();

/** Builds the menu, one build after another: two at once would create the same ids twice. */
function createMenu(): Promise<void> {
  building = building.then(buildMenu, buildMenu);
  return building;
}

async function buildMenu(): Promise<void> {
  const rules = await menuRules();
  await browser.contextMenus.removeAll();
  for (const [scope, title, contexts] of FILL_ITEMS)
    browser.contextMenus.create({ id: `fill-${scope}`, title: t(title), contexts });
  browser.contextMenus.create({ id: 'insert', title: t('menuInsert'), contexts: ['editable'] });
  for (const [kind, title] of INSERT_KINDS) {
    browser.contextMenus.create({
      id: `${INSERT_PREFIX}${kind}`,
      parentId: 'insert',
      title: t(title),
      contexts: ['editable'],
    });
  }
  createEdgeCaseMenu('insert', rules);
  createRuleItems('insert', rules);
}
