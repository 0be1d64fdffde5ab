import type { FieldKind } from '../fields/field-kinds';

/** The kinds offered under the context menu's "Insert ▸", with their menu titles. */
export const INSERT_KINDS: ReadonlyArray<readonly [FieldKind, string]> = [
  ['person.fullName', 'Full name'],
  ['person.firstName', 'First name'],
  ['person.lastName', 'Last name'],
  ['internet.email', 'Email'],
  ['phone.number', 'Phone number'],
  ['location.streetAddress', 'Street address'],
  ['location.city', 'City'],
  ['location.zipCode', 'Postal code'],
  ['company.name', 'Company'],
  ['finance.iban', 'IBAN'],
  ['finance.creditCardNumber', 'Card number'],
  ['date.anytime', 'Date'],
  ['internet.password', 'Password'],
  ['lorem.paragraph', 'Lorem ipsum text'],
];

export const INSERT_PREFIX = 'insert:';

/**
 * The kind a menu item inserts, if it is an Insert item.
 * @example insertKindOf('insert:internet.email') // 'internet.email'
 * @example insertKindOf('fill-page')             // undefined
 */
export function insertKindOf(menuItemId: string | number): FieldKind | undefined {
  if (typeof menuItemId !== 'string' || !menuItemId.startsWith(INSERT_PREFIX)) return undefined;
  const kind = menuItemId.slice(INSERT_PREFIX.length);
  return INSERT_KINDS.find(([candidate]) => candidate === kind)?.[0];
}

/** Insert ▸ items for the user's rules marked "show in Insert": `insert-rule:<id>`. */
export const INSERT_RULE_PREFIX = 'insert-rule:';

/**
 * The rule id a menu item inserts, if it is one of the user's rules.
 * @example insertRuleOf('insert-rule:k1x-3') // 'k1x-3'
 */
export function insertRuleOf(menuItemId: string | number): string | undefined {
  return typeof menuItemId === 'string' && menuItemId.startsWith(INSERT_RULE_PREFIX) ? menuItemId.slice(INSERT_RULE_PREFIX.length) : undefined;
}
