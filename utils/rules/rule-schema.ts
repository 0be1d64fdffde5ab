import * as v from 'valibot';
import { FIELD_KINDS } from '../fields/field-kinds';
import { FAKER_LOCALES } from '../values/faker-locales';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';
import { hostPatternProblem } from './host-pattern';
import { templateProblem } from './rule-template';
import { patternProblem, problemText, selectorProblem, regexProblem, type RuleProblem } from './rule-checks';

/** The flavours a list of edge cases may be marked with: those of the library (utils/values/edge-cases/edge-case.ts). */
export const EDGE_LIST_FLAVOURS = ['valid', 'invalid'] as const satisfies readonly EdgeFlavour[];

/** Caps that keep one rule well inside storage.sync's 8,192 bytes per item, and its matching cheap. */
export const RULE_LIMITS = {
  name: 80,
  words: 20,
  word: 60,
  regex: 200,
  selector: 300,
  text: 1_000,
  list: 100,
  item: 200,
  sites: 20,
} as const;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `is longer than ${max} characters`));
/** A field's own check, returning what is wrong as data. */
export type FieldCheck = (value: string) => RuleProblem | undefined;
const checked = (max: number, problem: FieldCheck) =>
  v.pipe(
    text(max),
    v.check(
      (value) => problem(value) === undefined,
      (issue) => problemText(problem(String(issue.input))),
    ),
  );

const MatchSchema = v.strictObject({
  kinds: v.optional(v.pipe(v.array(v.picklist(FIELD_KINDS, 'is not a field kind')), v.maxLength(FIELD_KINDS.length))),
  selector: v.optional(checked(RULE_LIMITS.selector, selectorProblem)),
  words: v.optional(
    v.pipe(v.array(v.pipe(text(RULE_LIMITS.word), v.minLength(1, 'is empty'))), v.maxLength(RULE_LIMITS.words)),
  ),
  regex: v.optional(checked(RULE_LIMITS.regex, regexProblem)),
  inputTypes: v.optional(v.pipe(v.array(text(30)), v.maxLength(20))),
  sites: v.optional(v.pipe(v.array(checked(253, hostPatternProblem)), v.maxLength(RULE_LIMITS.sites))),
});

const ValueSchema = v.variant('type', [
  v.strictObject({ type: v.literal('kind'), kind: v.picklist(FIELD_KINDS, 'is not a field kind') }),
  v.strictObject({ type: v.literal('text'), text: text(RULE_LIMITS.text) }),
  v.strictObject({
    type: v.literal('list'),
    items: v.pipe(v.array(text(RULE_LIMITS.item)), v.minLength(1, 'has no items'), v.maxLength(RULE_LIMITS.list)),
    /**
     * Marks the list as the user's own edge cases (utils/rules/edge-lists.ts): only
     * "Fill with edge cases" (`valid`) or "Fill with invalid values" (both) use it, an
     * item the field takes as written, walked by the seed. Absent: an ordinary list,
     * in every fill, as before; stored rules without it stay valid.
     */
    edgeCases: v.optional(v.picklist(EDGE_LIST_FLAVOURS, 'is not valid or invalid')),
  }),
  v.strictObject({ type: v.literal('template'), template: checked(RULE_LIMITS.text, templateProblem) }),
  v.strictObject({ type: v.literal('pattern'), pattern: checked(RULE_LIMITS.regex, patternProblem) }),
  v.strictObject({ type: v.literal('empty') }),
]);

/** One field rule: which fields (every criterion given must hold) and what they get. */
export const RuleSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'is not a rule id')),
  name: v.pipe(text(RULE_LIMITS.name), v.minLength(1, 'is empty')),
  enabled: v.boolean(),
  match: MatchSchema,
  value: ValueSchema,
  /** Offered under the context menu's Insert ▸ (a fixed text or a list only). */
  showInInsert: v.optional(v.boolean()),
});

/** Settings for the sites a host pattern names; a setting left out keeps the user's general one. */
export const ProfileSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'is not a profile id')),
  host: checked(253, hostPatternProblem),
  locale: v.optional(v.picklist(['auto', ...FAKER_LOCALES], 'is not a locale')),
  usePageLanguage: v.optional(v.boolean()),
  onlyEmpty: v.optional(v.boolean()),
  fillHidden: v.optional(v.boolean()),
  /** The ids of the rules that apply here; absent: every rule. */
  ruleIds: v.optional(v.pipe(v.array(v.string()), v.maxLength(512))),
  neverFill: v.optional(v.boolean()),
  /**
   * Fill the site's pages as they load, without a click (utils/worker/register-fill-on-load.ts):
   * `onlyEmpty` leaves fields that hold a value; `laterForms` skips the forms a page
   * loads with and fills only those it shows afterwards (a single-page app's next step).
   */
  fillOnLoad: v.optional(v.strictObject({ onlyEmpty: v.optional(v.boolean()), laterForms: v.optional(v.boolean()) })),
});

export type Rule = v.InferOutput<typeof RuleSchema>;
export type RuleMatch = Rule['match'];
export type RuleValue = Rule['value'];
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** What a bad rule or profile was, and why it was set aside. */
export interface SetAside {
  where: string;
  problem: string;
}

/**
 * Parses one stored or imported rule; a bad one comes back with the first
 * problem named by its path, never thrown.
 * @example parseRule({ id: 'a', name: '', ... }) // { problem: 'name: is empty' }
 */
export function parseRule(raw: unknown): { rule: Rule } | { problem: string } {
  const result = v.safeParse(RuleSchema, raw);
  return result.success ? { rule: result.output } : { problem: describeIssue(result.issues[0]) };
}

export function parseProfile(raw: unknown): { profile: Profile } | { problem: string } {
  const result = v.safeParse(ProfileSchema, raw);
  return result.success ? { profile: result.output } : { problem: describeIssue(result.issues[0]) };
}

/** `match.words.2: is longer than 60 characters`: where, then what. */
export function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'is not valid';
  const path = v.getDotPath(issue);
  const message = issue.message.startsWith('Invalid') ? `is not valid (${issue.message})` : issue.message;
  return path ? `${path}: ${message}` : message;
}

/**
 * A schema issue as data for an editor to word: a field's own check is asked
 * again for its code (valibot keeps only the English message).
 * @example issueProblem(tooLongNameIssue) // { code: 'tooLong', max: 80 }
 */
export function issueProblem(issue: v.BaseIssue<unknown>, check?: FieldCheck): RuleProblem {
  const max = Number(issue.requirement);
  switch (issue.type) {
    case 'check':
      return check?.(String(issue.input)) ?? { code: 'invalid' };
    case 'max_length':
      return Array.isArray(issue.input) ? { code: 'tooMany', max } : { code: 'tooLong', max };
    case 'min_length':
      return { code: 'empty' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * What is wrong with a profile's host, by the schema's own checks, for its editor.
 * @example profileHostProblem('https://x.test/') // { code: 'badHost', host: 'https://x.test/' }
 */
export function profileHostProblem(host: string): RuleProblem | undefined {
  const result = v.safeParse(ProfileSchema.entries.host, host);
  return result.success ? undefined : issueProblem(result.issues[0], hostPatternProblem);
}

/** A new id, short and unique enough among one user's rules. */
export function newRuleId(random: () => number = Math.random): string {
  return `${Date.now().toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}
