import type { FieldKind } from '../fields/field-kinds';
import type { MessageKey } from '../i18n/messages';

/** The kinds offered under the context menu's "Insert ▸", with the messages of their menu titles. */
export const INSERT_KINDS: ReadonlyArray<readonly [FieldKind, MessageKey]> = [
  ['person.fullName', 'insertFullName'],
  ['person.firstName', 'insertFirstName'],
  ['person.lastName', 'insertLastName'],
  ['internet.email', 'insertEmail'],
  ['phone.number', 'insertPhone'],
  ['location.streetAddress', 'insertStreetAddress'],
  ['location.city', 'insertCity'],
  ['location.zipCode', 'insertPostalCode'],
  ['company.name', 'insertCompany'],
  ['finance.iban', 'insertIban'],
  ['finance.creditCardNumber', 'insertCardNumber'],
  ['date.anytime', 'insertDate'],
  ['internet.password', 'insertPassword'],
  ['lorem.paragraph', 'insertText'],
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
  return typeof menuItemId === 'string' && menuItemId.startsWith(INSERT_RULE_PREFIX)
    ? menuItemId.slice(INSERT_RULE_PREFIX.length)
    : undefined;
}
