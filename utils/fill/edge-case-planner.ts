import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { edgeValue, type EdgeFlavour } from '../values/edge-cases/edge-case';
import { edgeCaseById, edgeCaseLabel } from '../values/edge-cases/edge-case-library';
import {
  chooseEdgeCase,
  chooseTypedEdgeCase,
  typedFit,
  walkCases,
  type EdgeChoice,
  type EdgeFit,
} from '../values/edge-cases/choose-edge-case';
import { combinedField, REPEATED_KINDS } from '../values/repeated-fields';
import { offersChoices } from '../fields/field-fit';
import { listCaseById, listCases, YOURS } from '../rules/edge-lists';
import type { Rule } from '../rules/rule-schema';
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
/** Why Insert ▸ Edge cases ▸ Yours ▸ … leaves a field as it is: the rule, its mark or the item went since the menu was made. */
export const EDGE_LIST_ITEM_GONE = 'your list of edge cases no longer has this item';

type Options = ReadonlyArray<{ value: string; text: string }>;

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
  /** Per edge-case list (by rule id), the fields that took one of its items so far. */
  private readonly taken = new Map<string, number>();

  constructor(
    private readonly fill: EdgeCaseFill,
    private readonly faker: Faker,
  ) {}

  /** `peers`: for a kind asked twice, every field that shares its value; the case is chosen to fit them all. */
  typed(kind: FieldKind, field: FieldDescription, peers: FieldDescription[] = []): EdgeChoice | undefined {
    if (!REPEATED_KINDS.has(kind) || peers.length < 2)
      return chooseTypedEdgeCase(kind, field, this.fill.flavour, this.fill.seed, this.next(kind), this.faker);
    if (!this.repeated.has(kind))
      this.repeated.set(
        kind,
        chooseTypedEdgeCase(kind, combinedField(peers), this.fill.flavour, this.fill.seed, this.next(kind), this.faker),
      );
    const chosen = this.repeated.get(kind);
    const value = chosen && typedFit(field, this.faker, true)(chosen.entry);
    return chosen && value !== undefined ? { entry: chosen.entry, value } : undefined;
  }

  /** A single select's option (by default), or a radio's value among `options`, matching a case of the kind. */
  choice(
    kind: FieldKind,
    field: FieldDescription,
    options: Options = realOptions(field.options ?? []),
  ): EdgeChoice | undefined {
    return this.walk(kind, optionFit(field, options));
  }

  /**
   * An item of the user's edge-case list (utils/rules/edge-lists.ts) that the
   * field takes as written: a typed field's value, a list's option or a radio's
   * (`options`, the group's) that matches it; `peers`, for a kind asked twice,
   * the fields that share its value, which it must fit too. Walked like the
   * library's cases, by the rule's id, the seed and the fields that took the
   * list before. Undefined where no item fits.
   */
  listed(
    rule: Rule,
    field: FieldDescription,
    { peers = [], options }: { peers?: FieldDescription[]; options?: Options } = {},
  ): EdgeChoice | undefined {
    const fit = offersChoices(field)
      ? optionFit(field, options ?? realOptions(field.options ?? []))
      : typedFit(peers.length > 1 ? combinedField(peers) : field, this.faker, true);
    const occurrence = this.taken.get(rule.id) ?? 0;
    const choice = walkCases(listCases(rule), rule.id, this.fill.seed, occurrence, fit);
    if (choice) this.taken.set(rule.id, occurrence + 1);
    return choice;
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

/** Fit for a list or a radio group: the option among `options` that the case's value matches. */
function optionFit(field: FieldDescription, options: Options): EdgeFit {
  return (entry) => {
    const value = edgeValue(entry.edgeCase, field);
    return value === undefined ? undefined : matchOption(options, [value])?.value;
  };
}

/**
 * The value of the one case the user picked (Insert ▸ Edge cases ▸ …, a
 * library case or an item of one of `rules`' edge-case lists) for a field of
 * any type that takes it as it is, or why not.
 * @example insertedEdgeCase('email.plus-addressed', textField, faker) // { value: 'ada+newsletter@example.com', ... }
 * @example insertedEdgeCase('yours.k1x-3.0', textField, faker, rules) // { value: the list's first item, ... }
 */
export function insertedEdgeCase(
  fullId: string,
  field: FieldDescription,
  faker: Faker,
  rules: readonly Rule[] = [],
): EdgeChoice | { skipped: string } {
  const yours = fullId.startsWith(`${YOURS}.`);
  const entry = yours ? listCaseById(rules, fullId) : edgeCaseById(fullId);
  if (!entry) return { skipped: yours ? EDGE_LIST_ITEM_GONE : EDGE_CASE_UNKNOWN };
  const value = typedFit(field, faker, true)(entry);
  return value === undefined ? { skipped: EDGE_CASE_UNFIT } : { entry, value };
}

/**
 * What a report entry says of its case: its name, and whether a server should refuse it.
 * @example edgeReport(choice) // { edgeCase: 'email · plus-addressed' }
 */
export function edgeReport({ entry }: EdgeChoice): Pick<FillReportField, 'edgeCase' | 'invalid'> {
  return entry.edgeCase.valid === false
    ? { edgeCase: edgeCaseLabel(entry), invalid: true }
    : { edgeCase: edgeCaseLabel(entry) };
}
