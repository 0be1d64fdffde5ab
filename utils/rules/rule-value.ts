import type { Faker } from '@faker-js/faker';
import type { FieldKind } from '../fields/field-kinds';
import { fromPattern } from '../values/from-pattern';
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
      return fromPattern(parsePattern(value.pattern), context.faker, { budget: new WorkBudget(undefined, context.budget) });
    default:
      return undefined;
  }
}

/** Texts that mean "unchecked" when a rule's value lands on a checkbox. */
const OFF = new Set(['', '0', 'false', 'no', 'off', 'unchecked']);

/** @example ruleChecks(' No ') // false */
export function ruleChecks(text: string): boolean {
  return !OFF.has(text.trim().toLowerCase());
}
