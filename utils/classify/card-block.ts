import type { FieldDescription } from '../fields/field-description';
import { fits } from '../fields/field-fit';
import type { FieldKind } from '../fields/field-kinds';
import { kindsWhere } from '../fields/kind-traits';
import type { Classification } from './classification';
import { asksHouseNumber } from './field-words';

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

/** How far (in fields, page order) the block's neighbours are looked for. */
const REACH = 4;

/**
 * A bare "Number", "Nummer" or "Name" that stands in a card's block is the
 * card's number or its holder's name, in any language: the nearest
 * neighbours of its form that say what they are are card fields, not parts
 * of an address or a person.
 * @example cardBlockParts([name, number, expiry, cvc], results) // Map { 0 → 'finance.creditCardHolder', 1 → 'finance.creditCardNumber' }
 */
export function cardBlockParts(fields: FieldDescription[], results: Classification[]): Map<number, FieldKind> {
  const parts = new Map<number, FieldKind>();
  const candidates = new Map<number, FieldKind>();
  results.forEach((result, index) => {
    const kind = candidateFor(fields[index]!, result);
    if (kind) candidates.set(index, kind);
  });
  for (const [index, kind] of candidates) {
    if (inCardBlock(fields, results, candidates, index)) parts.set(index, kind);
  }
  return parts;
}

/** What a vague field would be in a card's block: a bare number its number, a bare name its holder. */
function candidateFor(field: FieldDescription, result: Classification): FieldKind | undefined {
  if (result.signal === 'autocomplete' || result.signal === 'rule') return undefined;
  if (result.kind === 'location.buildingNumber' && !asksHouseNumber(field))
    return fits('finance.creditCardNumber', field) ? 'finance.creditCardNumber' : undefined;
  const bareName =
    (result.kind === 'person.fullName' && result.paired !== undefined) || result.alone === 'person.fullName';
  return bareName && fits('finance.creditCardHolder', field) ? 'finance.creditCardHolder' : undefined;
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
      else if (!SAYS_NOTHING.has(kind) && !WORDLESS.has(kind)) other = true;
    }
    if (card || other) return card && !other;
  }
  return false;
}
