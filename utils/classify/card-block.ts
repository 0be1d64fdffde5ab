import type { FieldDescription } from '../fields/field-description';
import { fits } from '../fields/field-fit';
import type { FieldKind } from '../fields/field-kinds';
import { kindsWhere } from '../fields/kind-traits';
import type { Classification } from './classification';
import { asksHouseNumber, namesCardHolder } from './field-words';

/** The fields of a card's block: its number, holder, code, expiry and type. */
const CARD_BLOCK = new Set<FieldKind>([
  ...kindsWhere((traits) => traits.card === true),
  'finance.creditCardExpiry',
  'finance.creditCardIssuer',
]);

/** Kinds that say nothing about the block they stand in: a date's part (a card's expiry beside cards), a tick box, a list of anything. */
const SAYS_NOTHING = kindsWhere(
  (traits) => traits.partOf !== undefined || traits.notTyped === true || traits.in?.includes('radio') === true,
);
const WORDLESS = new Set<FieldKind>(['lorem.words', 'lorem.paragraph', 'helpers.arrayElement', 'datatype.boolean']);

/** Whether a neighbour's kind says which block it stands in. */
const tells = (kind: FieldKind) => !SAYS_NOTHING.has(kind) && !WORDLESS.has(kind);

/** How far (in fields, page order) the block's neighbours are looked for. */
const REACH = 4;

/** A person's given or family name that is the card holder's, split in two. */
const HOLDER_PARTS: Partial<Record<FieldKind, FieldKind>> = {
  'person.firstName': 'finance.creditCardHolderFirstName',
  'person.lastName': 'finance.creditCardHolderLastName',
};

/** Each half of a holder's split name, and the other half. */
const OTHER_HALF: Partial<Record<FieldKind, FieldKind>> = {
  'finance.creditCardHolderFirstName': 'finance.creditCardHolderLastName',
  'finance.creditCardHolderLastName': 'finance.creditCardHolderFirstName',
};

const isHolderPart = (kind: FieldKind) => OTHER_HALF[kind] !== undefined;

/**
 * A bare "Number", "Nummer" or "Name" that stands in a card's block is the
 * card's number or its holder's name, in any language: the nearest
 * neighbours of its form that say what they are are card fields, not parts
 * of an address or a person. So is a "First name" and "Last name" there, or
 * one whose other words name the card holder (`cardHolderFirstName`).
 * @example cardBlockParts([name, number, expiry, cvc], results) // Map { 0 → 'finance.creditCardHolder', 1 → 'finance.creditCardNumber' }
 * @example cardBlockParts([first, last, number, cvc], results) // Map { 0 → 'finance.creditCardHolderFirstName', 1 → '…LastName', … }
 */
export function cardBlockParts(fields: FieldDescription[], results: Classification[]): Map<number, FieldKind> {
  const parts = new Map<number, FieldKind>();
  const candidates = new Map<number, FieldKind>();
  results.forEach((result, index) => {
    const kind = candidateFor(fields[index]!, result);
    if (kind) candidates.set(index, kind);
  });
  // A given or family name still tells a bare "Name" beside it that it stands among a person's fields.
  const bare = new Map([...candidates].filter(([, kind]) => !isHolderPart(kind)));
  for (const [index, kind] of candidates) {
    const inBlock = isHolderPart(kind)
      ? namesCardHolder(fields[index]!) || beforeCardFields(fields, results, candidates, index)
      : inCardBlock(fields, results, bare, index);
    if (inBlock) parts.set(index, kind);
  }
  // A name's two parts go together: the other half of a holder's name beside it, or a bare "Nom" there, is the
  // holder's too.
  for (const [index, kind] of [...parts]) {
    const otherHalf = OTHER_HALF[kind];
    if (!otherHalf) continue;
    for (const other of [index - 1, index + 1]) {
      const half = candidates.get(other);
      if (
        (half === otherHalf || half === 'finance.creditCardHolder') &&
        fields[other]!.formIndex === fields[index]!.formIndex
      )
        parts.set(other, otherHalf);
    }
  }
  return parts;
}

/** What a vague field would be in a card's block: a bare number its number, a bare name its holder. */
function candidateFor(field: FieldDescription, result: Classification): FieldKind | undefined {
  if (result.signal === 'autocomplete' || result.signal === 'rule' || !result.kind) return undefined;
  if (result.kind === 'location.buildingNumber' && !asksHouseNumber(field))
    return fits('finance.creditCardNumber', field) ? 'finance.creditCardNumber' : undefined;
  const bareName =
    (result.kind === 'person.fullName' && result.paired !== undefined) || result.alone === 'person.fullName';
  if (bareName) return fits('finance.creditCardHolder', field) ? 'finance.creditCardHolder' : undefined;
  return HOLDER_PARTS[result.kind];
}

/**
 * Whether the first field after this one that says what it is, in its form, is a card field: a holder's
 * name comes before the card's number, where a billing address's "First name" comes after its code.
 */
function beforeCardFields(
  fields: FieldDescription[],
  results: Classification[],
  candidates: ReadonlyMap<number, FieldKind>,
  index: number,
): boolean {
  const form = fields[index]!.formIndex;
  for (let next = index + 1; next <= index + REACH && next < fields.length; next++) {
    const kind = results[next]?.kind;
    if (fields[next]!.formIndex !== form) return false;
    if (kind && !candidates.has(next) && tells(kind)) return CARD_BLOCK.has(kind);
  }
  return false;
}

/** Whether the nearest telling neighbours, at the nearest distance that has any, are all card fields. */
function inCardBlock(
  fields: FieldDescription[],
  results: Classification[],
  candidates: ReadonlyMap<number, FieldKind>,
  index: number,
): boolean {
  const form = fields[index]!.formIndex;
  for (let distance = 1; distance <= REACH; distance++) {
    let card = false;
    let other = false;
    for (const neighbour of [index - distance, index + distance]) {
      const kind = results[neighbour]?.kind;
      if (!kind || fields[neighbour]!.formIndex !== form || candidates.has(neighbour)) continue;
      if (CARD_BLOCK.has(kind)) card = true;
      else if (tells(kind)) other = true;
    }
    if (card || other) return card && !other;
  }
  return false;
}
