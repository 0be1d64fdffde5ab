import type { EdgeCase, EdgeCategory, EdgeFlavour } from '../values/edge-cases/edge-case';
import type { LibraryCase } from '../values/edge-cases/edge-case-library';
import type { CompiledRule } from './rule-match';
import type { Rule } from './rule-schema';

/*
 * A rule's list marked as edge cases (`value.edgeCases` in rule-schema.ts) is the user's own edge cases:
 * which fills use it, how a field gets an item, and how the report and menu name it are in
 * docs/decisions/0014-your-own-edge-case-lists.md.
 */

/** The first part of a user's case's full id: `yours.<rule id>.<item index>`. No library category has it. */
export const YOURS = 'yours';
/** How much of an item the report and the menu show. */
export const ITEM_LABEL_MAX = 40;

/**
 * The flavour a rule's list is marked with; undefined for any other rule.
 * @example edgeListFlavour({ value: { type: 'list', items: ['Ō'], edgeCases: 'valid' }, ... }) // 'valid'
 */
export function edgeListFlavour(rule: Rule): EdgeFlavour | undefined {
  return rule.value.type === 'list' ? rule.value.edgeCases : undefined;
}

/**
 * Whether a rule's value can be offered whole under the context menu's Insert ▸:
 * a fixed text or an ordinary list (an edge-case list's items are under Edge cases ▸ Yours).
 * @example insertableWhole({ type: 'list', items: ['A'], edgeCases: 'valid' }) // false
 */
export function insertableWhole(value: Rule['value']): boolean {
  return value.type === 'text' || (value.type === 'list' && !value.edgeCases);
}

/**
 * Whether a fill of `flavour` (undefined: a realistic fill) uses the rule.
 * @example fillUses(validList, undefined) // false
 * @example fillUses(validList, 'invalid') // true
 */
export function fillUses(rule: Rule, flavour: EdgeFlavour | undefined): boolean {
  const marked = edgeListFlavour(rule);
  return marked === undefined || flavour === 'invalid' || marked === flavour;
}

/**
 * The rules, of these, that a fill of `flavour` tries, in order; the one
 * place a fill's mode narrows its rules. Each keeps its `order`, so the rules
 * whose texts were matched ahead (textMatches, before the mode was known)
 * narrowed the same way line up with them. A rule the user picked (Insert ▸)
 * stays. The same array when none is left out.
 * @example rulesForFill(compileRules([validList, coupon], url), undefined).map(({ rule }) => rule) // [coupon]
 */
export function rulesForFill(
  rules: readonly CompiledRule[],
  flavour: EdgeFlavour | undefined,
): readonly CompiledRule[] {
  const used = (compiled: CompiledRule) => compiled.always || fillUses(compiled.rule, flavour);
  return rules.every(used) ? rules : rules.filter(used);
}

/**
 * How the report and the menu show an item: cut to 40 characters, the last an ellipsis.
 * @example itemLabel('x'.repeat(50)) // 'xxx…' (40 characters)
 */
export function itemLabel(item: string): string {
  const characters = [...item];
  return characters.length > ITEM_LABEL_MAX ? `${characters.slice(0, ITEM_LABEL_MAX - 1).join('')}…` : item;
}

const casesOf = new WeakMap<Rule, LibraryCase[]>();

/**
 * An edge-case list's items as cases of a category named after the rule, so
 * the library's walk, fit and report (edgeReport: "<rule name> · <item>")
 * serve them as they are. None for any other rule.
 * @example listCases(rule)[1] // { fullId: 'yours.k1x-3.1', category: { label: 'Odd cities', ... }, edgeCase: { name: 'Ō', value: 'Ō', ... } }
 */
export function listCases(rule: Rule): readonly LibraryCase[] {
  const flavour = edgeListFlavour(rule);
  if (rule.value.type !== 'list' || !flavour) return [];
  let cases = casesOf.get(rule);
  if (!cases) {
    const own: EdgeCase[] = rule.value.items.map((item, index) => ({
      id: String(index),
      name: itemLabel(item),
      value: item,
      kinds: [],
      ...(flavour === 'invalid' ? { valid: false as const } : {}),
    }));
    const category: EdgeCategory = { id: YOURS, title: 'menuEdgeYours', label: rule.name, cases: own };
    cases = own.map((edgeCase) => ({ fullId: listCaseId(rule.id, Number(edgeCase.id)), category, edgeCase }));
    casesOf.set(rule, cases);
  }
  return cases;
}

/** @example listCaseId('k1x-3', 2) // 'yours.k1x-3.2' */
export function listCaseId(ruleId: string, index: number): string {
  return `${YOURS}.${ruleId}.${index}`;
}

/**
 * The user's case a full id names, among enabled edge-case lists; undefined
 * when the rule, its mark or the item is gone.
 * @example listCaseById(rules, 'yours.k1x-3.2')?.edgeCase.value // the rule's third item
 */
export function listCaseById(rules: readonly Rule[], fullId: string): LibraryCase | undefined {
  const [prefix, ruleId, index, ...rest] = fullId.split('.');
  if (prefix !== YOURS || !ruleId || !index || rest.length || !/^\d+$/.test(index)) return undefined;
  const rule = rules.find((candidate) => candidate.id === ruleId);
  return rule?.enabled ? listCases(rule)[Number(index)] : undefined;
}
