import { allEdgeCases, EDGE_CATEGORIES, edgeCaseById } from '../values/edge-cases/edge-case-library';

/** One item of the context menu, as `contextMenus.create` takes it (contexts are the caller's). */
export type EdgeMenuItem = { id: string; parentId: string } & ({ title: string; enabled?: false } | { type: 'separator' });

export const EDGE_CASE_PREFIX = 'edge:';
const ROOT = 'edge-cases';

/**
 * Insert ▸ Edge cases ▸ category ▸ case, as Bug Magnet offers them: in each
 * category its valid cases, then, below a separator and a line that says
 * so, the values a server should refuse.
 * @example edgeCaseMenuItems('insert')[0] // { id: 'edge-cases', parentId: 'insert', title: 'Edge cases' }
 */
export function edgeCaseMenuItems(parentId: string): EdgeMenuItem[] {
  const items: EdgeMenuItem[] = [{ id: ROOT, parentId, title: 'Edge cases' }];
  const cases = allEdgeCases();
  for (const category of EDGE_CATEGORIES) {
    const categoryId = `${ROOT}:${category.id}`;
    items.push({ id: categoryId, parentId: ROOT, title: category.title });
    const own = cases.filter((entry) => entry.category === category);
    const valid = own.filter(({ edgeCase }) => edgeCase.valid !== false);
    const invalid = own.filter(({ edgeCase }) => edgeCase.valid === false);
    for (const { fullId, edgeCase } of valid) items.push({ id: `${EDGE_CASE_PREFIX}${fullId}`, parentId: categoryId, title: edgeCase.name });
    if (!invalid.length) continue;
    items.push({ id: `${categoryId}:separator`, parentId: categoryId, type: 'separator' });
    items.push({ id: `${categoryId}:invalid`, parentId: categoryId, title: 'A server should refuse these:', enabled: false });
    for (const { fullId, edgeCase } of invalid) items.push({ id: `${EDGE_CASE_PREFIX}${fullId}`, parentId: categoryId, title: edgeCase.name });
  }
  return items;
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
