import { edgeListFlavour, itemLabel, listCaseId, YOURS } from '../rules/edge-lists';
import type { Rule } from '../rules/rule-schema';
import type { EdgeMenuItem } from './edge-menu-item';
import { validThenRefused } from './valid-then-refused';

/** An item of a user's list: `edge-rule:<rule id>:<item index>`, apart from the library's `edge:<case>`. */
export const EDGE_LIST_PREFIX = 'edge-rule:';
/** The menu holds this many lists at most (each of at most 100 items, the schema's cap): a menu to pick from, not a list manager. */
export const MENU_LISTS = 20;

/**
 * Edge cases ▸ Yours ▸ rule ▸ item under `rootId` (Edge cases), for the
 * user's enabled lists marked as edge cases, the first 20 in their order:
 * those marked valid, then, below a separator and the line the library's
 * categories show, those marked invalid. Nothing without such a list.
 * @example edgeListMenuItems([oddCities], 'edge-cases')[0] // { id: 'edge-cases:yours', parentId: 'edge-cases', titleKey: 'menuEdgeYours' }
 */
export function edgeListMenuItems(rules: readonly Rule[], rootId: string): EdgeMenuItem[] {
  const lists = rules.filter((rule) => rule.enabled && edgeListFlavour(rule)).slice(0, MENU_LISTS);
  if (!lists.length) return [];
  const yours = `${rootId}:${YOURS}`;
  // `rule:` keeps a rule's submenu apart from the separator and the line, whatever the rule's id.
  const itemsOf = (rule: Rule): EdgeMenuItem[] => {
    const submenu = `${yours}:rule:${rule.id}`;
    const listed = rule.value.type === 'list' ? rule.value.items : [];
    return [
      { id: submenu, parentId: yours, text: rule.name },
      ...listed.map((item, index) => ({
        id: `${EDGE_LIST_PREFIX}${rule.id}:${index}`,
        parentId: submenu,
        text: menuText(item),
      })),
    ];
  };
  const valid = lists.filter((rule) => edgeListFlavour(rule) === 'valid');
  const invalid = lists.filter((rule) => edgeListFlavour(rule) === 'invalid');
  return [
    { id: yours, parentId: rootId, titleKey: 'menuEdgeYours' },
    ...validThenRefused(yours, valid, invalid, itemsOf),
  ];
}

/** An item as the menu shows it: as written, cut like the report's; one of spaces only, between quotes, so it shows at all. */
function menuText(item: string): string {
  return item.trim() ? itemLabel(item) : `“${item}”`;
}

/**
 * The user's case a menu item inserts (its full id, looked up in the rules
 * when the fill runs), if it is one of theirs.
 * @example edgeListCaseOf('edge-rule:k1x-3:2') // 'yours.k1x-3.2'
 * @example edgeListCaseOf('edge:email.plus-addressed') // undefined
 */
export function edgeListCaseOf(menuItemId: string | number): string | undefined {
  const match = typeof menuItemId === 'string' ? /^edge-rule:([a-z0-9-]{1,40}):(\d{1,3})$/.exec(menuItemId) : null;
  return match ? listCaseId(match[1]!, Number(match[2])) : undefined;
}
