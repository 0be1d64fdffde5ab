import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { classifyFields } from '../classify/classify-fields';
import { classifyField, type Classification } from '../classify/classify-field';
import type { FillReportField } from './fill-report';
import type { FieldKind } from '../fields/field-kinds';
import type { Persona } from '../values/persona';
import { FillPlanner } from './fill-planner';
import type { CompiledRule, SelectorHits } from '../rules/rule-match';
import type { Rule } from '../rules/rule-schema';
import type { EdgeCaseFill } from './edge-case-planner';

/** What to write into one field; crosses back to the page as plain data. */
export type FillWrite =
  { index: number; value: string } | { index: number; checked: boolean } | { index: number; selected: string[] };

export interface FillPlan {
  writes: FillWrite[];
  /** One entry per reported field, in page order; `index` links an entry to its write. */
  entries: Array<FillReportField & { index: number }>;
}

export interface PlanOptions {
  faker: Faker;
  persona: Persona;
  /** Leave fields that already hold a value alone. */
  onlyEmpty: boolean;
  /** Fill fields the page's styles hide (a step not shown yet). Off-screen fields, the usual trap for bots, stay empty. */
  fillHidden?: boolean;
  /** The page's `<html lang>`: month names and such are matched in it too. */
  pageLanguage?: string;
  /** The user picked the kind ("Insert ▸ Email"): no classification, signal `rule`. */
  kind?: FieldKind;
  /** The user's rules that may apply on this page, in order (compileRules); the first that matches a field decides it. */
  rules?: CompiledRule[];
  /** Which of the rules' selectors a field matches, as the page said (PageFiller.matchSelectors). */
  selectorHits?: (field: FieldDescription) => SelectorHits;
  /** The rules whose words and expressions hold for a field, when they were tested ahead (textMatches); else they are tested here. */
  ruleTexts?: (field: FieldDescription) => readonly CompiledRule[] | undefined;
  /** The fill's seed, for a template's `{{seed}}`. */
  seed?: number;
  /** Edge cases instead of realistic values, where one fits (edge-case-planner.ts). */
  edgeCases?: EdgeCaseFill;
  /** Insert ▸ Edge cases ▸ …: this one case (its full id, "email.plus-addressed"), with `kind` its first kind; or an item of one of the user's edge-case lists ("yours.<rule id>.<item>"). */
  edgeCase?: string;
  /** Every rule of the user's, where `edgeCase` is one of theirs: the list it names is looked up here. */
  yourRules?: readonly Rule[];
  /** A field's own classification, when it was made already (see classifyFields). */
  classified?: (field: FieldDescription) => Classification | undefined;
}

export interface SliceOptions {
  /** How long one slice of planning may run before it yields to the event loop. */
  sliceMs?: number;
  /** Stops the planning at the next slice's end (a cancelled fill), rejecting with the signal's reason, an AbortError. */
  signal?: AbortSignal;
}

/**
 * Decides every field's kind and value. Pure: the same fields, seed, locale
 * and reference date always give the same plan. Radio groups are planned, and
 * reported, once. Confirm fields (a second email or password) repeat the first.
 * A field whose value cannot be made is reported failed or skipped, alone.
 */
export function planFill(fields: FieldDescription[], options: PlanOptions): FillPlan {
  const planner = new FillPlanner(fields, classify(fields, options, options.classified), options);
  for (let position = 0; position < fields.length; position++) planner.planField(position);
  return planner.plan;
}

/**
 * planFill's plan, the same for the same seed, made in slices of about
 * `sliceMs` between which the worker answers other tabs and messages: it
 * classifies, then plans, field by field, and yields a macrotask whenever a
 * slice has run its time. Cancelled through `signal`, it stops at a slice's end.
 * @example await planFillInSlices(fields, { faker, persona, onlyEmpty: false }, { sliceMs: 40, signal }) // same as planFill(fields, …)
 */
export async function planFillInSlices(
  fields: FieldDescription[],
  options: PlanOptions,
  { sliceMs = 40, signal }: SliceOptions = {},
): Promise<FillPlan> {
  signal?.throwIfAborted();
  let sliceStart = performance.now();
  const pause = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };
  const used = () => performance.now() - sliceStart;
  // Each field's own classification is the costly part, made field by field here.
  const own = new Map<FieldDescription, Classification>();
  if (options.kind === undefined) {
    for (const field of fields) {
      own.set(field, options.classified?.(field) ?? classifyField(field));
      if (used() >= sliceMs) await pause();
    }
  }
  // The neighbours' pass looks at every field at once: it starts a slice rather than end one.
  if (used() >= sliceMs / 2) await pause();
  const planner = new FillPlanner(
    fields,
    classify(fields, options, (field) => own.get(field)),
    options,
  );
  for (let position = 0; position < fields.length; position++) {
    planner.planField(position);
    if (used() >= sliceMs) await pause();
  }
  return planner.plan;
}

function classify(
  fields: FieldDescription[],
  { kind }: PlanOptions,
  known: PlanOptions['classified'],
): Classification[] {
  return kind ? fields.map(() => ({ kind, signal: 'rule' })) : classifyFields(fields, known);
}
