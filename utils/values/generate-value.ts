import type { FieldKind } from '../fields/field-kinds';
import { INPUT_TYPE_KINDS } from '../fields/input-type-kinds';
import { fitToField } from './fit-to-field';
import { TEMPORAL_TYPES } from './fit-temporal';
import { GENERATORS, type GenerateContext } from './generators';
import { textViolation } from './text-validity';
import { valueVariants } from './value-variants';
import { FIELD_STEPS, WorkBudget } from './work-budget';

/** The value shapes browsers accept for these types; anything else they clear or reject. */
const FORMATS: Partial<Record<string, RegExp>> = {
  date: /^\d{4}-\d\d-\d\d$/,
  time: /^\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/,
  month: /^\d{4}-\d\d$/,
  week: /^\d{4}-W\d\d$/,
  'datetime-local': /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/,
  color: /^#[0-9a-f]{6}$/,
};

function hasFormat(value: string, type: string): boolean {
  if (type === 'email' || type === 'url') return textViolation(value, { type }) === undefined;
  return FORMATS[type]?.test(value) ?? true;
}

/**
 * The value for a text-like field (not a select, radio or checkbox): the
 * kind's value, or the input type's own kind when the type demands a format
 * the kind's value lacks (a "Company" label on a url input); then the first
 * way of writing it that the field accepts as it is (state name or its
 * abbreviation, MM/YY or MM/YYYY, …); else the value bent to the field.
 * Its work is bounded (work-budget.ts): it throws Unfillable, with the reason,
 * for a field no value can fit within bounds.
 * @example generateValue('location.state', { field: { maxLength: 2, ... }, persona, faker }) // 'TX'
 * @example generateValue('company.name', { field: { type: 'url', ... }, persona, faker })   // 'https://…'
 */
export function generateValue(kind: FieldKind, context: GenerateContext): string {
  const { field, faker } = context;
  const budget = new WorkBudget(FIELD_STEPS, context.budget);
  let chosen = kind;
  let value = GENERATORS[kind](context);
  const typeKind = INPUT_TYPE_KINDS[field.type];
  if (typeKind?.format && !hasFormat(value, field.type)) {
    chosen = typeKind.kind;
    value = GENERATORS[typeKind.kind](context);
  }
  if (!TEMPORAL_TYPES.has(field.type) && field.type !== 'number' && field.type !== 'range') {
    const fitting = valueVariants(chosen, context, value).find(
      (variant) => textViolation(variant, field, budget) === undefined,
    );
    if (fitting !== undefined) return fitting;
  }
  return fitToField(value, field, faker, budget);
}
