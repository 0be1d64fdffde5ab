import type { FieldDescription } from '../fields/field-description';
import { classifyFields } from '../classify/classify-fields';
import type { Classification } from '../classify/classification';
import { classifyField } from '../classify/classify-field';
import type { FillPlan, PlanOptions } from './fill-plan';
import { FillPlanner } from './fill-planner';

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
