import { pushTo } from '../collections/push-to';
import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import { classifyFields } from '../classify/classify-fields';
import type { Classification } from '../classify/classify-field';
import type { FillReportField } from './fill-report';
import type { FieldKind } from '../fields/field-kinds';
import type { Persona } from '../values/persona';
import { generateValue } from '../values/generate-value';
import { combinedField, REPEATED_KINDS } from '../values/repeated-fields';
import { valueVariants } from '../values/value-variants';
import { chooseOption, matchOption } from './choose-option';
import { offersChoices } from '../fields/field-fit';

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
 */
export function planFill(fields: FieldDescription[], { faker, persona, onlyEmpty, fillHidden = false, pageLanguage, kind: chosenKind, classified }: PlanOptions): FillPlan {
  const stateSkip = (field: FieldDescription, skipFilled: boolean) => skipReason(field, skipFilled, fillHidden);
  const plan: FillPlan = { writes: [], entries: [] };
  const radioGroups = new Map<string, FieldDescription[]>();
  for (const field of fields) {
    if (field.type !== 'radio') continue;
    const key = field.group ?? field.name;
    pushTo(radioGroups, key, field);
  }
  const plannedGroups = new Set<string>();
  const classifications: Classification[] = chosenKind ? fields.map(() => ({ kind: chosenKind, signal: 'rule' })) : classifyFields(fields, classified);
  const context = (field: FieldDescription) => ({ faker, persona, field, pageLanguage });
  // A kind asked for twice gets one value, fitted to every field that asks (or the one a user already typed).
  const repeated = new Map<FieldKind, string>();
  const textValue = (kind: FieldKind, field: FieldDescription): string => {
    if (!REPEATED_KINDS.has(kind)) return generateValue(kind, context(field));
    if (!repeated.has(kind)) {
      const peers = fields.filter((other, i) => classifications[i]?.kind === kind && !offersChoices(other) && stateSkip(other, false) === undefined);
      const kept = onlyEmpty ? peers.find((peer) => peer.value !== '')?.value : undefined;
      repeated.set(kind, kept ?? generateValue(kind, context(combinedField(peers.length ? peers : [field]))));
    }
    return repeated.get(kind)!;
  };
  // Words that pick a select's option or a radio: not for a generic list, where a random word would pick at random anyway.
  const preferred = (kind: FieldKind, field: FieldDescription) => (kind === 'helpers.arrayElement' ? [] : valueVariants(kind, context(field)));

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
      const labelled = choices.map((radio) => ({ radio, value: radio.value, text: radio.label }));
      const chosen = matchOption(labelled, preferred(kind, field))?.radio ?? faker.helpers.arrayElement(choices);
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
      const selected = chooseOption(field, faker, preferred(kind, field));
      if (!selected.length) {
        plan.entries.push({ ...entry, skipped: 'no option to choose' });
        continue;
      }
      plan.writes.push({ index: field.index, selected });
      plan.entries.push({ ...entry, value: selected.join(', ') });
    } else {
      const value = textValue(kind, field);
      plan.writes.push({ index: field.index, value });
      plan.entries.push({ ...entry, value });
    }
  }
  return plan;
}

/** Why a field must be left as it is, if it must. */
function skipReason(field: FieldDescription, onlyEmpty: boolean, fillHidden: boolean): string | undefined {
  if (field.disabled) return 'disabled';
  if (field.readOnly) return 'read-only';
  if (field.offScreen) return 'off-screen, where only bots fill';
  if (field.hidden && !fillHidden) return 'hidden';
  // Like a hidden step, an inert one ("Fill hidden fields too" fills both): no one can use it now.
  if (field.inert && !fillHidden) return 'inert: the page blocks it for now';
  const hasValue = field.type === 'checkbox' ? field.checked : field.value !== '';
  if (onlyEmpty && hasValue) return 'already has a value';
  return undefined;
}
