/**
 * Adds a value to the list kept under a key, creating the list on first use.
 * (Copying the list on every add, `[...list, value]`, is quadratic: 50 million
 * copies for a 10,000-field form.)
 * @example const byForm = new Map<number, number[]>(); pushTo(byForm, 0, 7); // byForm.get(0) → [7]
 */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
