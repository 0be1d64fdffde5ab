import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import { hostMatch } from './host-pattern';
import { RULE_LIMITS, type Rule } from './rule-schema';

/** A field text longer than this is tested only up to here: a user's regular expression never runs long. */
const TEXT_CAP = 200;

/** A rule ready to test fields of one page: the page's site already checked, its words and expression prepared once. */
export interface CompiledRule {
  rule: Rule;
  kinds?: ReadonlySet<string>;
  inputTypes?: ReadonlySet<string>;
  words?: string[];
  regex?: RegExp;
  /** The rule's selector, asked of the page (PageFiller.matchSelectors). */
  selector?: string;
  /** Matches every field: a rule the user inserts into the focused field (Insert ▸). */
  always?: true;
}

/**
 * The rule the user picked under Insert ▸, set to match the one field the
 * fill is scoped to; none if it is gone or was never offered there.
 * @example insertedRule(book, 'coupon')[0].always // true
 */
export function insertedRule(book: { rules: readonly Rule[] } | undefined, id: string): CompiledRule[] {
  const rule = book?.rules.find((candidate) => candidate.id === id);
  return rule?.showInInsert ? [{ rule, always: true }] : [];
}

/**
 * The enabled rules that may apply on the page at `url`, in the user's order:
 * those scoped to other sites, and those a profile leaves out (`ruleIds`),
 * are dropped here, once per fill.
 * @example compileRules([{ match: { sites: ['*.example.com'], words: ['e-mail'] }, ... }], 'https://a.example.com/')[0].words // ['e mail']
 */
export function compileRules(rules: readonly Rule[], url: string, ruleIds?: readonly string[]): CompiledRule[] {
  const allowed = ruleIds && new Set(ruleIds);
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    if (!rule.enabled || (allowed && !allowed.has(rule.id))) continue;
    const { kinds, inputTypes, words, regex, selector, sites } = rule.match;
    if (sites?.length && !sites.some((site) => hostMatch(site, url) >= 0)) continue;
    let compiledRegex: RegExp | undefined;
    if (regex) {
      try {
        compiledRegex = new RegExp(regex.slice(0, RULE_LIMITS.regex), 'iu');
      } catch {
        continue; // The schema refuses it; one from an older version is left out, not thrown.
      }
    }
    compiled.push({
      rule,
      kinds: kinds?.length ? new Set(kinds) : undefined,
      inputTypes: inputTypes?.length ? new Set(inputTypes.map((type) => type.toLowerCase())) : undefined,
      words: words?.length ? words.map((word) => normalizeText(word)).filter(Boolean) : undefined,
      regex: compiledRegex,
      selector: selector || undefined,
    });
  }
  return compiled;
}

/** What the page said about a field that the worker cannot see: which of the rules' selectors it matches. */
export type SelectorHits = ReadonlySet<string> | undefined;

/**
 * The first rule that matches the field, or undefined. Every criterion a
 * rule gives must hold; a rule with none matches nothing (an empty match is
 * never "every field").
 * @example firstMatch(compileRules(rules, url), field, 'internet.email')?.rule.name // 'Team inbox'
 */
export function firstMatch(rules: readonly CompiledRule[], field: FieldDescription, kind: FieldKind | undefined, selectors?: SelectorHits): CompiledRule | undefined {
  let texts: FieldTexts | undefined;
  for (const compiled of rules) {
    if (compiled.always) return compiled;
    if (!compiled.kinds && !compiled.inputTypes && !compiled.words && !compiled.regex && !compiled.selector) continue;
    if (compiled.kinds && (kind === undefined || !compiled.kinds.has(kind))) continue;
    if (compiled.inputTypes && !compiled.inputTypes.has(field.type)) continue;
    if (compiled.selector && !selectors?.has(compiled.selector)) continue;
    if (compiled.words || compiled.regex) {
      texts ??= fieldTexts(field);
      if (compiled.words && !compiled.words.every((word) => texts!.normalized.includes(` ${word} `))) continue;
      if (compiled.regex && !texts.raw.some((text) => compiled.regex!.test(text))) continue;
    }
    return compiled;
  }
  return undefined;
}

interface FieldTexts {
  /** Label, name, id and placeholder normalised, each wrapped in spaces so a word matches whole. */
  normalized: string;
  raw: string[];
}

function fieldTexts(field: FieldDescription): FieldTexts {
  const raw = [field.label, field.name, field.id, field.placeholder].filter(Boolean).map((text) => text.slice(0, TEXT_CAP));
  return { normalized: ` ${raw.map((text) => normalizeText(text)).join('  ')} `, raw };
}

/** The distinct selectors of these rules, to ask the page which fields they match. */
export function ruleSelectors(rules: readonly CompiledRule[]): string[] {
  return [...new Set(rules.flatMap((compiled) => (compiled.selector ? [compiled.selector] : [])))];
}
