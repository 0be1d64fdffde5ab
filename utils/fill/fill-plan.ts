import type { Faker } from '@faker-js/faker';
import type { Classification } from '../classify/classification';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import type { FillWrite } from '../page-contract/fill-write';
import type { CompiledRule, SelectorHits } from '../rules/rule-match';
import type { Rule } from '../rules/rule-schema';
import type { Persona } from '../values/persona';
import type { EdgeCaseFill } from './edge-case-planner';
import type { FillReportField } from './fill-report';

/** A fill's plan: the writes to send to the page, and the report's entries. */
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
