import type { EdgeMenuItem } from './edge-menu-item';

/**
 * One submenu's entries as every edge-case submenu lays them out (a library
 * category, Yours): the valid ones, then, when there are values a server
 * should refuse, a separator (under any valid ones) and a disabled line that
 * says so, above them.
 * @example validThenRefused('edge-cases:email', [a], [b], itemsOf) // [a's items, separator, "A server should refuse these:", b's items]
 */
export function validThenRefused<T>(
  parentId: string,
  valid: readonly T[],
  invalid: readonly T[],
  itemsOf: (entry: T) => EdgeMenuItem[],
): EdgeMenuItem[] {
  const items = valid.flatMap(itemsOf);
  if (!invalid.length) return items;
  if (valid.length) items.push({ id: `${parentId}:separator`, parentId, type: 'separator' });
  items.push({ id: `${parentId}:invalid`, parentId, titleKey: 'menuEdgeCasesRefuse', enabled: false });
  return [...items, ...invalid.flatMap(itemsOf)];
}
