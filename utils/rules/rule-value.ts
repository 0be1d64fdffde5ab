import type { Faker } from '@faker-js/faker';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { fitToField } from '../values/fit-to-field';
import { fromPattern } from '../values/from-pattern';
import { textViolation } from '../values/text-validity';
import { parsePattern } from '../values/pattern-parser';
import { MAX_VALUE_LENGTH, WorkBudget } from '../values/work-budget';
import type { CompiledRule } from './rule-match';
import { parseTemplate, renderTemplate, type TemplatePart } from './rule-template';

export interface RuleValueContext {
  faker: Faker;
  seed: number;
  /** The kind's value for this field, from the fill's persona. */
  kindValue(kind: FieldKind): string;
  budget?: WorkBudget;
}

/** Parsed templates by their text: a rule's template is read once per worker, not once per field. */
const parsed = new Map<string, TemplatePart[]>();

/**
 * The text a rule gives a field, before it is fitted to the field: its fixed
 * text, one of its list (seeded), its template rendered, or a value made from
 * its pattern. Undefined for a rule that names a kind or "leave empty"
 * (the planner handles those).
 * @example ruleText({ rule: { value: { type: 'template', template: 'ORD-{{string.numeric 6}}' } } }, context) // 'ORD-481516'
 */
export function ruleText(compiled: CompiledRule, context: RuleValueContext): string | undefined {
  const { value } = compiled.rule;
  switch (value.type) {
    case 'text':
      return value.text;
    case 'list':
      return context.faker.helpers.arrayElement(value.items);
    case 'template': {
      let parts = parsed.get(value.template);
      if (!parts) {
        parts = parseTemplate(value.template);
        if (parsed.size > 1_000) parsed.clear();
        parsed.set(value.template, parts);
      }
      return renderTemplate(parts, context, MAX_VALUE_LENGTH);
    }
    case 'pattern':
      return fromPattern(parsePattern(value.pattern), context.faker, {
        budget: new WorkBudget(undefined, context.budget),
      });
    default:
      return undefined;
  }
}

/**
 * What a field gets of a rule's text: the text as written when the field
 * takes it, else the text fitted to the field's limits, with a note that
 * says so, or why it cannot be.
 * @example fitRuleText('ORD-1234567890', { maxLength: 10, ... }, faker, budget) // { value: 'ORD-123456', note: 'your rule’s value was fitted to the field (too long)' }
 */
export function fitRuleText(
  text: string,
  field: FieldDescription,
  faker: Faker,
  budget: WorkBudget,
): { value: string; note?: string } | { skipped: string } {
  const problem = textViolation(text, field, budget);
  if (problem === undefined || problem === 'empty') return { value: text };
  const fitted = fitToField(text, field, faker, budget);
  if (textViolation(fitted, field, budget) !== undefined)
    return { skipped: `your rule’s value does not fit: ${problem}` };
  return { value: fitted, note: `your rule’s value was fitted to the field (${problem})` };
}

/** Texts that mean "unchecked" when a rule's value lands on a checkbox. */
const OFF = new Set(['', '0', 'false', 'no', 'off', 'unchecked']);

/** @example ruleChecks(' No ') // false */
export function ruleChecks(text: string): boolean {
  return !OFF.has(text.trim().toLowerCase());
}
