import type { Rule } from '../rules/rule-schema';
import { allEdgeCases, EDGE_CATEGORIES, edgeCaseById } from '../values/edge-cases/edge-case-library';
import type { EdgeMenuItem } from './edge-menu-item';
import { edgeListMenuItems } from './edge-list-menu';
import { validThenRefused } from './valid-then-refused';

export const EDGE_CASE_PREFIX = 'edge:';
const ROOT = 'edge-cases';

/**
 * Insert ▸ Edge cases ▸ category ▸ case, as Bug Magnet offers them: in each
 * category its valid cases, then, below a separator and a line that says
 * so, the values a server should refuse; last, Yours, the user's lists
 * marked as edge cases among `rules` (edge-list-menu.ts).
 * @example edgeCaseMenuItems('insert')[0] // { id: 'edge-cases', parentId: 'insert', titleKey: 'menuEdgeCases' }
 */
export function edgeCaseMenuItems(parentId: string, rules: readonly Rule[] = []): EdgeMenuItem[] {
  const items: EdgeMenuItem[] = [{ id: ROOT, parentId, titleKey: 'menuEdgeCases' }];
  const cases = allEdgeCases();
  for (const category of EDGE_CATEGORIES) {
    const categoryId = `${ROOT}:${category.id}`;
    items.push({ id: categoryId, parentId: ROOT, titleKey: category.title });
    const own = cases.filter((entry) => entry.category === category);
    const valid = own.filter(({ edgeCase }) => edgeCase.valid !== false);
    const invalid = own.filter(({ edgeCase }) => edgeCase.valid === false);
    items.push(
      ...validThenRefused(categoryId, valid, invalid, ({ fullId, edgeCase }) => [
        { id: `${EDGE_CASE_PREFIX}${fullId}`, parentId: categoryId, text: edgeCase.name },
      ]),
    );
  }
  return [...items, ...edgeListMenuItems(rules, ROOT)];
}

/**
 * The case a menu item inserts (its full id), if it is an edge-case item.
 * @example edgeCaseOf('edge:email.plus-addressed') // 'email.plus-addressed'
 * @example edgeCaseOf('insert:internet.email')     // undefined
 */
export function edgeCaseOf(menuItemId: string | number): string | undefined {
  if (typeof menuItemId !== 'string' || !menuItemId.startsWith(EDGE_CASE_PREFIX)) return undefined;
  const fullId = menuItemId.slice(EDGE_CASE_PREFIX.length);
  return edgeCaseById(fullId) ? fullId : undefined;
}
