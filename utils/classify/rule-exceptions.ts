import type { FieldDescription } from '../fields/field-description';
import { fits } from '../fields/field-fit';
import type { FieldKind } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import { compileAt, compileKeywords } from './compile-keywords';
import { KEYWORD_MATCHES, KEYWORDS, type CompiledRule } from './keyword-index';

/*
 * The exceptions a keyword rule declares (keyword-rules.ts: owner, listOf,
 * lastWordInNames), read here in one way for every rule that has them.
 */

interface Compiled {
  owner?: RegExp;
  keeps?: RegExp;
  options?: RegExp;
  lastWord?: RegExp;
  unless?: RegExp;
}

const COMPILED: Compiled[] = KEYWORDS.map((rule) => ({
  owner: rule.owner && (rule.owner.words ? compileKeywords(rule.owner.words) : rule.pattern),
  keeps: rule.owner?.keeps && compileAt('leading', rule.owner.keeps),
  options: rule.listOf && compileKeywords(rule.listOf.options),
  lastWord: rule.lastWordInNames && compileAt('trailing', rule.lastWordInNames.words),
  unless: rule.lastWordInNames && compileAt('trailing', rule.lastWordInNames.unless),
}));

/**
 * Whether the rule's owner words name whose the field is, and the words after
 * them what it is: `job_location`, "Company phone", `creditCard_cvv`. Then the
 * rule yields to the others.
 * @example yieldsToOwned(keywordRule('jobTitle'), 'job where', false, field)   // true
 * @example yieldsToOwned(keywordRule('company'), 'company name', true, field) // false
 */
export function yieldsToOwned(
  rule: CompiledRule,
  text: string,
  readByPeople: boolean,
  field: FieldDescription,
): boolean {
  const { owner } = rule;
  const compiled = COMPILED[rule.id]!;
  if (!owner || (owner.namesOnly && readByPeople)) return false;
  const match = compiled.owner!.exec(text);
  const after = match ? text.slice(match.index + match[0].length).trim() : '';
  if (!after || compiled.keeps?.test(after)) return false;
  if (owner.anyWordInNames && !readByPeople) return true;
  return kindNamedAfter(after, rule.kind, field, !owner.specific) !== undefined;
}

/**
 * The first kind, other than the owner's own, that the words after an owner
 * word name and that fits the field; with `vague` false, only a specific one.
 */
function kindNamedAfter(after: string, own: FieldKind, field: FieldDescription, vague: boolean): FieldKind | undefined {
  const matches = KEYWORD_MATCHES.of(after);
  return KEYWORDS.find(
    (rule) => rule.kind !== own && (vague || !rule.generic) && matches.has(rule.id) && fits(rule.kind, field),
  )?.kind;
}

/**
 * The kind a list asks for when its options name what the rule's `listOf` lists:
 * a list called "Credit card" that offers Visa and Amex asks for the card's type.
 */
export function kindOfList(rule: CompiledRule, field: FieldDescription): FieldKind | undefined {
  const options = COMPILED[rule.id]!.options;
  if (!options || !field.options?.some(({ text }) => options.test(normalizeText(text)))) return undefined;
  return rule.listOf!.kind;
}

/** The kind a name's last word makes it (`phone_DELIVERY_prefix`: the phone's calling code), by the rule's `lastWordInNames`. */
export function kindOfLastWord(rule: CompiledRule, text: string): FieldKind | undefined {
  const { lastWord, unless } = COMPILED[rule.id]!;
  return lastWord?.test(text) && !unless!.test(text) ? rule.lastWordInNames!.kind : undefined;
}
