import type { Classification } from './classification';
import type { FieldKind, Signal } from '../fields/field-kinds';
import { kindsWhere } from '../fields/kind-traits';
import type { FieldText } from './field-texts';
import { KEYWORDS, keywordRule, rulesPattern } from './keyword-index';
import { compileKeywords } from './compile-keywords';
import { LATER_LINE_WORDS, NUMBER_WORDS, STREET_BEFORE_NUMBER } from './words/address-words';

/** The street address and its parts, whose words the address rules tell apart. */
export const ADDRESS_KINDS = kindsWhere((traits) => traits.address !== undefined);
const ADDRESS_KEYWORDS = KEYWORDS.filter((rule) => ADDRESS_KINDS.has(rule.kind) && !rule.generic);
const STREET = rulesPattern((rule) => rule.street === true || rule.kind === 'location.street');
const STREET_OR_ADDRESS = rulesPattern(
  (rule) => rule.kind === 'location.streetAddress' || rule.kind === 'location.street',
);
const STREET_OR_ADDRESS_ALL = rulesPattern(
  (rule) => rule.kind === 'location.streetAddress' || rule.kind === 'location.street',
  'g',
);
export const HOUSE_NUMBER = keywordRule('houseNumber').pattern;
const COMPANY = keywordRule('company').pattern;
export const LATER_LINE = compileKeywords(LATER_LINE_WORDS);
const NUMBER_OF_STREET = new RegExp(
  `(?:^| )(?:${STREET_BEFORE_NUMBER.join('|')})(?: address)? ?(?:${NUMBER_WORDS.join('|')})$`,
  'u',
);

/**
 * The part of an address a text names first ("House number / staircase / door"); a street before its
 * house number is the whole street address, and so, in words people read, is an address before one.
 * @example firstAddressPart('house number door', 'location.secondaryAddress', true)          // 'location.buildingNumber'
 * @example firstAddressPart('street house number door', 'location.secondaryAddress', true)   // 'location.streetAddress'
 * @example firstAddressPart('direccion calle n portal piso', 'location.secondaryAddress', true) // 'location.streetAddress'
 * @example firstAddressPart('billing address house no', 'location.buildingNumber', false)   // 'location.buildingNumber'
 * @example firstAddressPart('account street address number', 'location.streetAddress', false) // 'location.buildingNumber'
 */
export function firstAddressPart(text: string, matched: FieldKind, readByPeople: boolean): FieldKind {
  // "Street and number: Line 2": a line's number says which line, whatever the line holds.
  if (LATER_LINE.test(text)) return 'location.secondaryAddress';
  // In a name the last word is the head: `streetNo`, `street_address_number` are the street's number.
  if (!readByPeople && NUMBER_OF_STREET.test(text)) return 'location.buildingNumber';
  const street = (readByPeople ? STREET_OR_ADDRESS : STREET).exec(text)?.index ?? Infinity;
  const number = HOUSE_NUMBER.exec(text)?.index ?? -1;
  if (street < number) return 'location.streetAddress';
  // "Dirección (Calle, Nº, Portal, Piso...)": an address that lists what it holds, the street among them, is the whole.
  if (
    readByPeople &&
    matched === 'location.secondaryAddress' &&
    street === 0 &&
    countMatches(STREET_OR_ADDRESS_ALL, text) > 1
  )
    return 'location.streetAddress';
  const positions = ADDRESS_KEYWORDS.map((rule) => {
    const match = rule.pattern.exec(text);
    return { kind: rule.kind, at: match?.index ?? Infinity, length: match?.[0].trim().length ?? 0 };
  });
  // The earliest part wins; at one position, the longest words ("door number" over "door").
  const before = (a: (typeof positions)[number], b: (typeof positions)[number]) =>
    a.at < b.at || (a.at === b.at && a.length > b.length);
  let best = positions.filter(({ kind }) => kind === matched).reduce((a, b) => (before(b, a) ? b : a));
  for (const position of positions) if (before(position, best)) best = position;
  return best.kind;
}

/**
 * A specific match from a weaker text wins over a generic one, except that a
 * bare "Number" label beside a name like `address2` names the part of the
 * address (the name only says where the field sits).
 */
export function settle(found: Classification, generic: Classification | undefined): Classification {
  return generic?.kind === 'location.buildingNumber' && found.kind && ADDRESS_KINDS.has(found.kind) ? generic : found;
}

/**
 * `line2` whose placeholder says "Street number": a name that only numbers the
 * line says where the field sits, and the words a person reads say what goes in it.
 */
export function houseNumberOnLine(found: Classification, text: string, texts: FieldText[]): Signal | undefined {
  if (found.signal !== 'name' || found.kind !== 'location.secondaryAddress' || !LATER_LINE.test(text)) return undefined;
  return texts.find(([signal, other]) => signal !== 'name' && HOUSE_NUMBER.test(other) && !LATER_LINE.test(other))?.[0];
}

/**
 * "Address line 1 (or company name)": words people read name the field first
 * and list alternatives after. In a name or id the last word is the head,
 * `companyAddress` an address, `addressCompany` a company.
 * @example companyOrAddress('street address company name or po box', true) // 'location.streetAddress'
 * @example companyOrAddress('company name', true)                           // 'company.name'
 */
export function companyOrAddress(text: string, readByPeople: boolean): FieldKind {
  const address = STREET_OR_ADDRESS.exec(text);
  if (!address) return 'company.name';
  const company = COMPANY.exec(text)!.index;
  const addressAt = readByPeople ? address.index : lastIndex(STREET_OR_ADDRESS_ALL, text);
  return (readByPeople ? addressAt < company : addressAt > company) ? 'location.streetAddress' : 'company.name';
}

function countMatches(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let count = 0;
  while (pattern.exec(text)) count++;
  pattern.lastIndex = 0;
  return count;
}

function lastIndex(pattern: RegExp, text: string): number {
  let last = -1;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) last = match.index;
  pattern.lastIndex = 0;
  return last;
}
