import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { classifyFields } from '../classify/classify-fields';
import type { Classification } from '../classify/classify-field';
import type { FillReportField } from './fill-report';
import type { FieldKind } from '../fields/field-kinds';
import type { Persona } from '../values/persona';
import { FillPlanner } from './fill-planner';

/** What to write into one field; crosses back to the page as plain data. */
export type FillWrite =
  | { index: number; value: string }
  | { index: number; checked: boolean }
  | { index: number; selected: string[] };

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
  /** A field's own classification, when it was made already (see classifyFields). */
  classified?: (field: FieldDescription) => Classification | undefined;
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

function classify(fields: FieldDescription[], { kind }: PlanOptions, known: PlanOptions['classified']): Classification[] {
  return kind ? fields.map(() => ({ kind, signal: 'rule' })) : classifyFields(fields, known);
}
