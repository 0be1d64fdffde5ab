import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../../fields/field-description';
import type { FieldKind } from '../../fields/field-kinds';
import { INPUT_TYPE_KINDS } from '../../fields/input-type-kinds';
import { edgeValue, type EdgeFlavour } from './edge-case';
import { edgeCasesFor, type LibraryCase } from './edge-case-library';
import { claimedTypes, edgeFits, edgeInputType } from './edge-fit';

/** A case chosen for a field, and what to write (a select's option value, for a list). */
export interface EdgeChoice {
  entry: LibraryCase;
  value: string;
}

/** What one case gives a field, if it fits it: the value to write. */
export type EdgeFit = (entry: LibraryCase) => string | undefined;

/**
 * FNV-1a of a text, as an unsigned 32-bit number: where a walk starts.
 * @example textHash('internet.email') // the same number on every run
 */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The case of `kind` and `flavour` a fill with `seed` gives a field, among
 * those `fit` accepts (walkCases).
 * @example chooseEdgeCase('internet.email', 'valid', 7, 0, fit)?.entry.fullId // 'email.subdomain'
 * @example chooseEdgeCase('internet.email', 'valid', 8, 0, fit)?.entry.fullId // the next one that fits
 */
export function chooseEdgeCase(
  kind: FieldKind,
  flavour: EdgeFlavour,
  seed: number,
  occurrence: number,
  fit: EdgeFit,
): EdgeChoice | undefined {
  return walkCases(edgeCasesFor(kind, flavour), kind, seed, occurrence, fit);
}

/**
 * One of `cases` that `fit` accepts: the walk starts at a place fixed by
 * `start` (a kind, or a user's list's rule id) and moves one case on per seed
 * (and per earlier field in the fill that walked the same cases,
 * `occurrence`), so successive seeds go through every case that fits before
 * any comes back. Undefined when none fits.
 * @example walkCases(listCases(rule), rule.id, 8, 0, fit)?.value // the item after seed 7's
 */
export function walkCases(
  cases: readonly LibraryCase[],
  start: string,
  seed: number,
  occurrence: number,
  fit: EdgeFit,
): EdgeChoice | undefined {
  const fitting: EdgeChoice[] = [];
  for (const entry of cases) {
    const value = fit(entry);
    if (value !== undefined) fitting.push({ entry, value });
  }
  if (!fitting.length) return undefined;
  return fitting[(textHash(start) + (seed >>> 0) + occurrence) % fitting.length];
}

/**
 * Fit for a box that takes typed text: the case claims the field's input type
 * (`anyType`: any it fits, for a case the user picked) and the field takes
 * its value exactly as written (edgeFits).
 * @example typedFit(emailField, faker)(edgeCaseById('email.quoted-local')!) // undefined: type=email refuses it
 */
export function typedFit(field: FieldDescription, faker: Faker, anyType = false): EdgeFit {
  const type = edgeInputType(field);
  return ({ edgeCase }) => {
    if (type === undefined || (!anyType && !claimedTypes(edgeCase).includes(type))) return undefined;
    const value = edgeValue(edgeCase, field);
    return value !== undefined && edgeFits(value, field, faker) ? value : undefined;
  };
}

/**
 * The case for a typed field: of the field's kind, else of the kind its input
 * type asks for (a "Company" label on a url input gets a URL case); an
 * invalid fill takes a valid case where no invalid one fits.
 */
export function chooseTypedEdgeCase(
  kind: FieldKind,
  field: FieldDescription,
  flavour: EdgeFlavour,
  seed: number,
  occurrence: number,
  faker: Faker,
): EdgeChoice | undefined {
  const fit = typedFit(field, faker);
  const typeKind = INPUT_TYPE_KINDS[field.type]?.kind;
  const kinds = typeKind && typeKind !== kind ? [kind, typeKind] : [kind];
  const flavours: EdgeFlavour[] = flavour === 'invalid' ? ['invalid', 'valid'] : ['valid'];
  for (const wanted of flavours) {
    for (const candidate of kinds) {
      const choice = chooseEdgeCase(candidate, wanted, seed, occurrence, fit);
      if (choice) return choice;
    }
  }
  return undefined;
}
