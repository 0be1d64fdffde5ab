import { compileKeywords } from './compile-keywords';
import { MatchMemo } from './text-matches';
import { KEYWORD_RULES, type KeywordRule, type RuleName } from './words/keyword-rules';
import { DO_NOT_FILL_RULES, type MustNotFillName, type MustNotFillRule } from './words/must-not-fill';

/** A keyword rule with its words compiled, and its position, by which MatchMemo answers. */
export type CompiledRule = KeywordRule<RuleName> & { id: number; pattern: RegExp };
export type CompiledMustNotFill = MustNotFillRule<MustNotFillName> & { id: number; pattern: RegExp };

export const KEYWORDS: readonly CompiledRule[] = KEYWORD_RULES.map((rule, id) => ({
  ...rule,
  id,
  pattern: compileKeywords(rule.words),
}));
/** Which keyword rules match a text, by the rule's `id`. */
export const KEYWORD_MATCHES = new MatchMemo(KEYWORDS.map((rule) => rule.pattern));

export const DO_NOT_FILL: readonly CompiledMustNotFill[] = DO_NOT_FILL_RULES.map((rule, id) => ({
  ...rule,
  id,
  pattern: compileKeywords(rule.words),
}));
export const DO_NOT_FILL_MATCHES = new MatchMemo(DO_NOT_FILL.map((rule) => rule.pattern));

/** The compiled keyword rule of this name. */
export function keywordRule(name: RuleName): CompiledRule {
  return KEYWORDS.find((rule) => rule.name === name)!;
}

/** The compiled must-not-fill rule of this name. */
export function mustNotFillRule(name: MustNotFillName): CompiledMustNotFill {
  return DO_NOT_FILL.find((rule) => rule.name === name)!;
}

/**
 * The words of every keyword rule that passes a test, compiled as one pattern.
 * @example rulesPattern((rule) => rule.kind === 'person.firstName').test('vorname') // true
 */
export function rulesPattern(test: (rule: KeywordRule<RuleName>) => boolean, flags = ''): RegExp {
  const pattern = compileKeywords(KEYWORD_RULES.filter(test).flatMap((rule) => rule.words));
  return flags ? new RegExp(pattern.source, `u${flags}`) : pattern;
}

/** Whether a text matches any of these rules. */
export function matchesAny(text: string, rules: readonly CompiledRule[]): boolean {
  const matches = KEYWORD_MATCHES.of(text);
  return rules.some(({ id }) => matches.has(id));
}
