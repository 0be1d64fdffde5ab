import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { edgeValue, type EdgeFlavour } from '../values/edge-cases/edge-case';
import { edgeCaseById, edgeCaseLabel } from '../values/edge-cases/edge-case-library';
import { chooseEdgeCase, chooseTypedEdgeCase, typedFit, type EdgeChoice, type EdgeFit } from '../values/edge-cases/choose-edge-case';
import { combinedField, REPEATED_KINDS } from '../values/repeated-fields';
import { matchOption, realOptions } from './choose-option';
import type { FillReportField } from './fill-report';

/** An edge-case fill: its flavour, and the seed that walks through the cases. */
export interface EdgeCaseFill {
  flavour: EdgeFlavour;
  seed: number;
}

/** Why Insert ▸ Edge cases ▸ … leaves a field as it is. */
export const EDGE_CASE_UNKNOWN = 'no such edge case';
export const EDGE_CASE_UNFIT = 'this field does not take this edge case as it is';

/**
 * The edge cases of one fill, field by field (FillPlanner asks): a typed
 * field gets a case that fits it exactly, a list or radio group the case
 * among its options, a checkbox ticked or left empty. Fields of a kind asked
 * twice (a confirm email) get the same case; other fields of the same kind
 * walk on to the next. Undefined where no case fits: the field gets a
 * realistic value instead.
 */
export class EdgeCasePlanner {
  private readonly seen = new Map<FieldKind, number>();
  private readonly repeated = new Map<FieldKind, EdgeChoice | undefined>();

  constructor(
    private readonly fill: EdgeCaseFill,
    private readonly faker: Faker,
  ) {}

  /** `peers`: for a kind asked twice, every field that shares its value; the case is chosen to fit them all. */
  typed(kind: FieldKind, field: FieldDescription, peers: FieldDescription[] = []): EdgeChoice | undefined {
    if (!REPEATED_KINDS.has(kind) || peers.length < 2) return chooseTypedEdgeCase(kind, field, this.fill.flavour, this.fill.seed, this.next(kind), this.faker);
    if (!this.repeated.has(kind)) this.repeated.set(kind, chooseTypedEdgeCase(kind, combinedField(peers), this.fill.flavour, this.fill.seed, this.next(kind), this.faker));
    const chosen = this.repeated.get(kind);
    const value = chosen && typedFit(field, this.faker, true)(chosen.entry);
    return chosen && value !== undefined ? { entry: chosen.entry, value } : undefined;
  }

  /** A single select's option (by default), or a radio's value among `options`, matching a case of the kind. */
  choice(kind: FieldKind, field: FieldDescription, options: ReadonlyArray<{ value: string; text: string }> = realOptions(field.options ?? [])): EdgeChoice | undefined {
    return this.walk(kind, (entry) => {
      const value = edgeValue(entry.edgeCase, field);
      return value === undefined ? undefined : matchOption(options, [value])?.value;
    });
  }

  /** Ticked or left empty; never empty where the page requires it. */
  checkbox(field: FieldDescription): EdgeChoice | undefined {
    return this.walk('datatype.boolean', (entry) => {
      const value = edgeValue(entry.edgeCase, field);
      return value === 'unchecked' && field.required ? undefined : value;
    });
  }

  private walk(kind: FieldKind, fit: EdgeFit): EdgeChoice | undefined {
    const occurrence = this.next(kind);
    const flavours: EdgeFlavour[] = this.fill.flavour === 'invalid' ? ['invalid', 'valid'] : ['valid'];
    for (const flavour of flavours) {
      const choice = chooseEdgeCase(kind, flavour, this.fill.seed, occurrence, fit);
      if (choice) return choice;
    }
    return undefined;
  }

  private next(kind: FieldKind): number {
    const count = this.seen.get(kind) ?? 0;
    this.seen.set(kind, count + 1);
    return count;
  }
}

/**
 * The value of the one case the user picked (Insert ▸ Edge cases ▸ …) for a
 * field of any type that takes it as it is, or why not.
 * @example insertedEdgeCase('email.plus-addressed', textField, faker) // { value: 'ada+newsletter@example.com', ... }
 */
export function insertedEdgeCase(fullId: string, field: FieldDescription, faker: Faker): EdgeChoice | { skipped: string } {
  const entry = edgeCaseById(fullId);
  if (!entry) return { skipped: EDGE_CASE_UNKNOWN };
  const value = typedFit(field, faker, true)(entry);
  return value === undefined ? { skipped: EDGE_CASE_UNFIT } : { entry, value };
}

/**
 * What a report entry says of its case: its name, and whether a server should refuse it.
 * @example edgeReport(choice) // { edgeCase: 'email · plus-addressed' }
 */
export function edgeReport({ entry }: EdgeChoice): Pick<FillReportField, 'edgeCase' | 'invalid'> {
  return entry.edgeCase.valid === false ? { edgeCase: edgeCaseLabel(entry), invalid: true } : { edgeCase: edgeCaseLabel(entry) };
}
