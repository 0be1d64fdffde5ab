import type { Classification } from './classification';
import type { FieldKind, Signal } from '../fields/field-kinds';
import type { FieldText } from './field-texts';
import { keywordRule, rulesPattern } from './keyword-index';

const GIVEN_NAME = rulesPattern((rule) => rule.kind === 'person.firstName');
const SURNAME = rulesPattern((rule) => rule.kind === 'person.lastName');
const SURNAME_ALL = rulesPattern((rule) => rule.kind === 'person.lastName', 'g');
/** "Name" in any language, the word a full-name rule ends on. */
const ANY_NAME = keywordRule('anyName').pattern;
const FULL_NAME = rulesPattern((rule) => rule.kind === 'person.fullName' && !rule.generic);

/**
 * A field named `firstName` whose placeholder or nearby text asks for the
 * "Full name": sites reuse a first-name field for the whole name, and the
 * words the user reads say what it takes.
 */
export function asksFullName(found: Classification, texts: FieldText[]): Signal | undefined {
  if (found.signal !== 'name' || (found.kind !== 'person.firstName' && found.kind !== 'person.lastName'))
    return undefined;
  return texts.find(
    ([signal, text]) =>
      signal !== 'name' && (FULL_NAME.test(text) || nameParts(text, 'person.lastName') === 'person.fullName'),
  )?.[0];
}

/**
 * A text that asks for a given name and a surname together ("Name and
 * surname", "First name and last name", "Adı Soyadı") asks for the full name.
 * @example nameParts('name and surname', 'person.lastName')  // 'person.fullName'
 * @example nameParts('first name', 'person.firstName')       // 'person.firstName'
 */
export function nameParts(text: string, matched: FieldKind): FieldKind {
  if (matched !== 'person.firstName' && matched !== 'person.lastName') return matched;
  return SURNAME.test(text) && (GIVEN_NAME.test(text) || ANY_NAME.test(text.replace(SURNAME_ALL, ' ')))
    ? 'person.fullName'
    : matched;
}
