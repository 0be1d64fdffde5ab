import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { normalizeText } from '../text/normalize-text';
import { pushTo } from '../collections/push-to';
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
  /** Its place in the user's order: of two rules that match, the lower wins. */
  order?: number;
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
        // Multi-line: tested once against the field's texts, one a line, `^` and `$` hold for each text.
        compiledRegex = new RegExp(regex.slice(0, RULE_LIMITS.regex), 'imu');
      } catch {
        continue; // The schema refuses it; one from an older version is left out, not thrown.
      }
    }
    compiled.push({
      rule,
      order: compiled.length,
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
 * never "every field"). `texted`, when given, is textMatches' answer for the
 * field, worked out ahead: its words and expressions are not tested again.
 * @example firstMatch(compileRules(rules, url), field, 'internet.email')?.rule.name // 'Team inbox'
 */
export function firstMatch(
  rules: readonly CompiledRule[],
  field: FieldDescription,
  kind: FieldKind | undefined,
  selectors?: SelectorHits,
  texted?: readonly CompiledRule[],
): CompiledRule | undefined {
  if (!rules.length) return undefined;
  const index = indexOf(rules);
  return texted ? index.firstOf(texted, field, kind, selectors) : index.first(field, kind, selectors);
}

/**
 * The rules, of these, whose words and regular expression hold for the
 * field's label, name, id and placeholder, in order. It needs only what the
 * page described, so it can be worked out before the fill, while the user
 * reads the popup (rules-ahead.ts); firstMatch then checks the rest.
 * @example textMatches(compileRules([{ match: { words: ['coupon'] }, ... }], url), couponField).length // 1
 */
export function textMatches(rules: readonly CompiledRule[], field: FieldDescription): readonly CompiledRule[] {
  return rules.length ? indexOf(rules).textMatches(field) : NONE;
}

function indexOf(rules: readonly CompiledRule[]): RuleIndex {
  let index = indexes.get(rules);
  if (!index) indexes.set(rules, (index = new RuleIndex(rules)));
  return index;
}

/**
 * The rules of one fill, indexed so a field is tested only against rules
 * that can match it: a rule with words is tried only on fields whose texts
 * hold its first word. The others are tried in order on every field.
 */
class RuleIndex {
  private readonly general: CompiledRule[] = [];
  private readonly byWord = new Map<string, CompiledRule[]>();
  /** Rules that ask nothing of the field's texts, and those that ask only a regular expression. */
  private readonly textless: CompiledRule[] = [];
  private readonly regexOnly: CompiledRule[] = [];

  constructor(rules: readonly CompiledRule[]) {
    for (const [order, compiled] of rules.entries()) {
      compiled.order ??= order;
      const first = compiled.words?.[0]?.split(' ')[0];
      if (first && !compiled.always) pushTo(this.byWord, first, compiled);
      else this.general.push(compiled);
      if (compiled.always || (!compiled.words && !compiled.regex)) this.textless.push(compiled);
      else if (!compiled.words) this.regexOnly.push(compiled);
    }
  }

  first(field: FieldDescription, kind: FieldKind | undefined, selectors: SelectorHits): CompiledRule | undefined {
    let texts: FieldTexts | undefined;
    let best: CompiledRule | undefined;
    for (const compiled of this.general) {
      if (matches(compiled, field, kind, selectors, () => (texts ??= fieldTexts(field)))) {
        best = compiled;
        break;
      }
    }
    if (!this.byWord.size) return best;
    texts ??= fieldTexts(field);
    for (const word of this.wordsIn(texts)) {
      for (const compiled of this.byWord.get(word) ?? []) {
        if (best && compiled.order! >= best.order!) break;
        if (matches(compiled, field, kind, selectors, () => texts!)) best = compiled;
      }
    }
    return best;
  }

  /** first(), with the rules whose texts hold already known (`texted`, in order): the rest of each rule is checked here. */
  firstOf(
    texted: readonly CompiledRule[],
    field: FieldDescription,
    kind: FieldKind | undefined,
    selectors: SelectorHits,
  ): CompiledRule | undefined {
    const { textless } = this;
    let i = 0;
    let j = 0;
    while (i < textless.length || j < texted.length) {
      const compiled =
        j >= texted.length || (i < textless.length && textless[i]!.order! < texted[j]!.order!)
          ? textless[i++]!
          : texted[j++]!;
      if (matches(compiled, field, kind, selectors, textsKnown)) return compiled;
    }
    return undefined;
  }

  textMatches(field: FieldDescription): readonly CompiledRule[] {
    if (!this.byWord.size && !this.regexOnly.length) return NONE;
    const texts = fieldTexts(field);
    const matched = this.regexOnly.filter((compiled) => compiled.regex!.test(texts.lines));
    if (this.byWord.size) {
      for (const word of this.wordsIn(texts)) {
        for (const compiled of this.byWord.get(word) ?? []) if (textsHold(compiled, texts)) matched.push(compiled);
      }
    }
    // Most fields match no rule: they share one empty answer, kept for every field of a long page.
    return matched.length ? matched.sort((a, b) => a.order! - b.order!) : NONE;
  }

  /** The index's first words found in the field's text. Few distinct first words (the usual case): each is looked up; many: the text is split once. */
  private wordsIn(texts: FieldTexts): Iterable<string> {
    return this.byWord.size <= 32
      ? [...this.byWord.keys()].filter((word) => texts.normalized.includes(` ${word} `))
      : texts.words;
  }
}

const indexes = new WeakMap<readonly CompiledRule[], RuleIndex>();
const NONE: readonly CompiledRule[] = Object.freeze([]);

/** Stands for the field's texts when they were tested ahead (RuleIndex.firstOf): every rule it is asked about holds there. */
const textsKnown = 'known' as const;

/**
 * Whether every criterion the rule gives holds for the field; a rule with
 * none matches nothing (never "every field"). With `textsKnown`, its words
 * and expression are taken as holding.
 */
function matches(
  compiled: CompiledRule,
  field: FieldDescription,
  kind: FieldKind | undefined,
  selectors: SelectorHits,
  texts: (() => FieldTexts) | typeof textsKnown,
): boolean {
  if (compiled.always) return true;
  if (!compiled.kinds && !compiled.inputTypes && !compiled.words && !compiled.regex && !compiled.selector) return false;
  if (compiled.kinds && (kind === undefined || !compiled.kinds.has(kind))) return false;
  if (compiled.inputTypes && !compiled.inputTypes.has(field.type)) return false;
  if (compiled.selector && !selectors?.has(compiled.selector)) return false;
  return texts === textsKnown || textsHold(compiled, texts());
}

/** Whether the rule's words and regular expression, those it gives, hold for these texts. */
function textsHold(compiled: CompiledRule, texts: FieldTexts): boolean {
  if (compiled.words && !compiled.words.every((word) => texts.normalized.includes(` ${word} `))) return false;
  return !compiled.regex || compiled.regex.test(texts.lines);
}

interface FieldTexts {
  /** Label, name, id and placeholder normalised, each wrapped in spaces so a word matches whole. */
  readonly normalized: string;
  /** The distinct words of `normalized`. */
  readonly words: Iterable<string>;
  /** Label, name, id and placeholder as they are, one a line, for a user's regular expression. */
  readonly lines: string;
}

/** A field's texts, each worked out only when a rule asks for it. */
function fieldTexts(field: FieldDescription): FieldTexts {
  const raw = [field.label, field.name, field.id, field.placeholder]
    .filter(Boolean)
    .map((text) => text.slice(0, TEXT_CAP));
  let normalized: string | undefined;
  let lines: string | undefined;
  return {
    get normalized() {
      return (normalized ??= ` ${raw.map((text) => normalizeText(text)).join('  ')} `);
    },
    get words() {
      return new Set(this.normalized.split(' '));
    },
    get lines() {
      return (lines ??= raw.join('\n'));
    },
  };
}

/** The distinct selectors of these rules, to ask the page which fields they match. */
export function ruleSelectors(rules: readonly CompiledRule[]): string[] {
  return [...new Set(rules.flatMap((compiled) => (compiled.selector ? [compiled.selector] : [])))];
}
