import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { classifyFields } from '../fields/classify-fields';
import type { FillReportField } from './fill-report';
import type { Persona } from '../values/persona';
import { GENERATORS } from '../values/generators';
import { fitToField } from '../values/fit-to-field';
import { chooseOption } from './choose-option';

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
}

/**
 * Decides every field's kind and value. Pure: the same fields, seed and locale
 * always give the same plan. Radio groups are planned, and reported, once.
 */
export function planFill(fields: FieldDescription[], { faker, persona, onlyEmpty }: PlanOptions): FillPlan {
  const plan: FillPlan = { writes: [], entries: [] };
  const radioGroups = new Map<string, FieldDescription[]>();
  for (const field of fields) {
    if (field.type !== 'radio') continue;
    const key = field.group ?? field.name;
    radioGroups.set(key, [...(radioGroups.get(key) ?? []), field]);
  }
  const plannedGroups = new Set<string>();
  const classifications = classifyFields(fields);

  for (const [position, field] of fields.entries()) {
    const base = { index: field.index, frameUrl: field.frameUrl, selector: field.selector, label: field.label };
    const classification = classifications[position]!;
    if (classification.skip !== undefined) {
      plan.entries.push({ ...base, kind: 'none', signal: classification.signal, skipped: classification.skip });
      continue;
    }
    const { kind, signal } = classification;
    const entry = { ...base, kind, signal };

    if (field.type === 'radio') {
      const key = field.group ?? field.name;
      if (plannedGroups.has(key)) continue;
      plannedGroups.add(key);
      const group = radioGroups.get(key) ?? [field];
      const choices = group.filter((radio) => stateSkip(radio, false) === undefined);
      const skip = choices.length === 0 ? stateSkip(field, false) : onlyEmpty && group.some((r) => r.checked) ? 'already chosen' : undefined;
      if (skip) {
        plan.entries.push({ ...entry, skipped: skip });
        continue;
      }
      const chosen = faker.helpers.arrayElement(choices);
      plan.writes.push({ index: chosen.index, checked: true });
      plan.entries.push({ ...entry, index: chosen.index, selector: chosen.selector, label: chosen.label || field.label, value: chosen.value });
      continue;
    }

    const skip = stateSkip(field, onlyEmpty);
    if (skip) {
      plan.entries.push({ ...entry, skipped: skip });
      continue;
    }

    if (field.type === 'checkbox') {
      const checked = field.required || faker.datatype.boolean();
      plan.writes.push({ index: field.index, checked });
      plan.entries.push({ ...entry, value: checked ? 'checked' : 'unchecked' });
    } else if (field.type === 'select-one' || field.type === 'select-multiple') {
      const preferred = GENERATORS[kind]({ faker, persona, field });
      const selected = chooseOption(field, faker, [preferred, persona.countryCode]);
      if (!selected.length) {
        plan.entries.push({ ...entry, skipped: 'no option to choose' });
        continue;
      }
      plan.writes.push({ index: field.index, selected });
      plan.entries.push({ ...entry, value: selected.join(', ') });
    } else {
      const value = fitToField(GENERATORS[kind]({ faker, persona, field }), field, faker);
      plan.writes.push({ index: field.index, value });
      plan.entries.push({ ...entry, value });
    }
  }
  return plan;
}

/** Why a field must be left as it is, if it must. */
function stateSkip(field: FieldDescription, onlyEmpty: boolean): string | undefined {
  if (field.disabled) return 'disabled';
  if (field.readOnly) return 'read-only';
  if (field.hidden) return 'hidden';
  const hasValue = field.type === 'checkbox' ? field.checked : field.value !== '';
  if (onlyEmpty && hasValue) return 'already has a value';
  return undefined;
}
