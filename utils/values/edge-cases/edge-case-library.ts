import type { FieldKind } from '../../fields/field-kinds';
import { ACCOUNTS } from './accounts';
import { ADDRESSES } from './addresses';
import { CHOICES } from './choices';
import { DATES } from './dates';
import type { EdgeCase, EdgeCategory, EdgeFlavour } from './edge-case';
import { EMAILS } from './emails';
import { NAMES } from './names';
import { NUMBER_CASES } from './numbers';
import { PAYMENT } from './payment';
import { PEOPLE } from './people';
import { PHONES } from './phones';
import { TEXT_CASES } from './text';

/** Every category, in the order the context menu lists them. */
export const EDGE_CATEGORIES: readonly EdgeCategory[] = [
  NAMES,
  EMAILS,
  PHONES,
  ADDRESSES,
  NUMBER_CASES,
  DATES,
  TEXT_CASES,
  PAYMENT,
  ACCOUNTS,
  PEOPLE,
  CHOICES,
];

/** A case with the category it belongs to: `fullId` is how reports, Replay and menus name it. */
export interface LibraryCase {
  fullId: string;
  category: EdgeCategory;
  edgeCase: EdgeCase;
}

const ALL: readonly LibraryCase[] = EDGE_CATEGORIES.flatMap((category) =>
  category.cases.map((edgeCase) => ({ fullId: `${category.id}.${edgeCase.id}`, category, edgeCase })),
);
const BY_ID = new Map(ALL.map((entry) => [entry.fullId, entry]));
const BY_KIND = new Map<string, LibraryCase[]>();
for (const entry of ALL) {
  const flavour: EdgeFlavour = entry.edgeCase.valid === false ? 'invalid' : 'valid';
  for (const kind of entry.edgeCase.kinds) {
    const key = `${flavour} ${kind}`;
    BY_KIND.set(key, [...(BY_KIND.get(key) ?? []), entry]);
  }
}

/** Every case of the library, category by category. */
export function allEdgeCases(): readonly LibraryCase[] {
  return ALL;
}

/**
 * A case by its full id, as a menu item or a report names it.
 * @example edgeCaseById('email.plus-addressed')?.edgeCase.value // 'ada+newsletter@example.com'
 */
export function edgeCaseById(fullId: string): LibraryCase | undefined {
  return BY_ID.get(fullId);
}

/**
 * The cases of one flavour for a kind, in library order.
 * @example edgeCasesFor('internet.email', 'valid').length // 18
 */
export function edgeCasesFor(kind: FieldKind, flavour: EdgeFlavour): readonly LibraryCase[] {
  return BY_KIND.get(`${flavour} ${kind}`) ?? [];
}

/**
 * How the report names a case.
 * @example edgeCaseLabel(edgeCaseById('email.plus-addressed')!) // 'email · plus-addressed'
 */
export function edgeCaseLabel({ category, edgeCase }: LibraryCase): string {
  return `${category.label} · ${edgeCase.name}`;
}
