import * as v from 'valibot';
import type { FieldKind } from '../fields/field-kinds';
import { t, uiLanguage } from '../i18n/messages';
import { hostPatternProblem } from './host-pattern';
import { patternProblem, regexProblem, selectorProblem, type RuleProblem } from './rule-checks';
import { issueProblem, newRuleId, RuleSchema, type FieldCheck, type Rule, type RuleValue } from './rule-schema';
import { templateProblem } from './rule-template';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';
import { insertableWhole } from './edge-lists';

/** A rule as the editor's inputs hold it: plain strings, lists one item a line or comma-separated. */
export interface RuleDraft {
  id: string;
  name: string;
  enabled: boolean;
  kind: FieldKind | '';
  selector: string;
  words: string;
  regex: string;
  inputType: string;
  sites: string;
  valueType: RuleValue['type'];
  valueKind: FieldKind;
  text: string;
  list: string;
  /** Which fills use the list: '' every fill; 'valid' or 'invalid', only that edge-case fill (edge-lists.ts). */
  edgeCases: '' | EdgeFlavour;
  template: string;
  pattern: string;
  showInInsert: boolean;
}

/** What a new rule's editor starts with; `seed` fills in what is known (a report row). */
export function emptyDraft(seed: Partial<RuleDraft> = {}): RuleDraft {
  return {
    id: newRuleId(),
    name: '',
    enabled: true,
    kind: '',
    selector: '',
    words: '',
    regex: '',
    inputType: '',
    sites: '',
    valueType: 'text',
    valueKind: 'person.firstName',
    text: '',
    list: '',
    edgeCases: '',
    template: '',
    pattern: '',
    showInInsert: false,
    ...seed,
  };
}

const splitList = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((item) => item.trim())
    .filter(Boolean);

/** The editor field a schema issue's path points at, and that field's own check. */
const FIELDS: Array<[RegExp, keyof RuleDraft, FieldCheck?]> = [
  [/^name/, 'name'],
  [/^match\.kinds/, 'kind'],
  [/^match\.selector/, 'selector', selectorProblem],
  [/^match\.words/, 'words'],
  [/^match\.regex/, 'regex', regexProblem],
  [/^match\.inputTypes/, 'inputType'],
  [/^match\.sites/, 'sites', hostPatternProblem],
  [/^value\.items/, 'list'],
  [/^value\.edgeCases/, 'edgeCases'],
  [/^value\.text/, 'text'],
  [/^value\.template/, 'template', templateProblem],
  [/^value\.pattern/, 'pattern', patternProblem],
  // An id or a kind no input can make wrong: beside the first box.
  [/^/, 'name'],
];

/**
 * The rule a draft describes, or its first problem (as data, see problem-message.ts)
 * by the editor's field name (`words`, `template`, …) so the editor can put it beside that field.
 * @example draftToRule({ ...emptyDraft(), name: 'Coupon', words: 'coupon', text: 'SAVE10' }) // { rule: { …, match: { words: ['coupon'] }, value: { type: 'text', text: 'SAVE10' } } }
 * @example draftToRule({ ...emptyDraft(), words: 'coupon' }) // { field: 'name', problem: { code: 'empty' } }
 */
export function draftToRule(draft: RuleDraft): { rule: Rule } | { field: keyof RuleDraft; problem: RuleProblem } {
  const match: Rule['match'] = {};
  if (draft.kind) match.kinds = [draft.kind];
  if (draft.selector.trim()) match.selector = draft.selector.trim();
  if (draft.words.trim()) match.words = splitList(draft.words, /,/);
  if (draft.regex) match.regex = draft.regex;
  if (draft.inputType.trim()) match.inputTypes = splitList(draft.inputType.toLowerCase(), /[,\s]+/);
  if (draft.sites.trim()) match.sites = splitList(draft.sites.toLowerCase(), /[,\s]+/);
  if (!match.kinds && !match.selector && !match.words && !match.regex && !match.inputTypes) {
    return { field: 'words', problem: { code: 'noMatch' } };
  }
  const value = draftValue(draft);
  const rule: Rule = { id: draft.id, name: draft.name.trim(), enabled: draft.enabled, match, value };
  if (draft.showInInsert && insertableWhole(value)) rule.showInInsert = true;
  const parsed = v.safeParse(RuleSchema, rule);
  if (parsed.success) return { rule: parsed.output };
  const issue = parsed.issues[0];
  const path = v.getDotPath(issue) ?? '';
  const [, field, check] = FIELDS.find(([pattern]) => pattern.test(path))!;
  return { field, problem: issueProblem(issue, check) };
}

function draftValue(draft: RuleDraft): RuleValue {
  switch (draft.valueType) {
    case 'kind':
      return { type: 'kind', kind: draft.valueKind };
    case 'text':
      return { type: 'text', text: draft.text };
    case 'list':
      return {
        type: 'list',
        items: splitList(draft.list, /\n/),
        ...(draft.edgeCases ? { edgeCases: draft.edgeCases } : {}),
      };
    case 'template':
      return { type: 'template', template: draft.template };
    case 'pattern':
      return { type: 'pattern', pattern: draft.pattern };
    default:
      return { type: 'empty' };
  }
}

/** The draft that edits a stored rule. */
export function ruleToDraft(rule: Rule): RuleDraft {
  const { match, value } = rule;
  return emptyDraft({
    id: rule.id,
    name: rule.name,
    enabled: rule.enabled,
    kind: match.kinds?.[0] ?? '',
    selector: match.selector ?? '',
    words: match.words?.join(', ') ?? '',
    regex: match.regex ?? '',
    inputType: match.inputTypes?.join(', ') ?? '',
    sites: match.sites?.join(', ') ?? '',
    valueType: value.type,
    valueKind: value.type === 'kind' ? value.kind : 'person.firstName',
    text: value.type === 'text' ? value.text : '',
    list: value.type === 'list' ? value.items.join('\n') : '',
    edgeCases: (value.type === 'list' && value.edgeCases) || '',
    template: value.type === 'template' ? value.template : '',
    pattern: value.type === 'pattern' ? value.pattern : '',
    showInInsert: rule.showInInsert ?? false,
  });
}

/** How the rules list says what a list gives, by the fills that use it. */
const LIST_GETS = { every: 'ruleGetsList', valid: 'ruleGetsEdgeList', invalid: 'ruleGetsInvalidList' } as const;

/**
 * One line that says what a rule does, for the list, in the UI language
 * (lists joined with Intl.ListFormat; kinds, words and patterns as written).
 * @example describeRule(rule) // 'Fields with words “coupon” → “SAVE10”'
 */
export function describeRule(rule: Rule): string {
  const { match, value } = rule;
  const language = uiLanguage();
  const or = (items: readonly string[]) => new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
  const and = (items: readonly string[]) =>
    new Intl.ListFormat(language, { type: 'conjunction', style: 'narrow' }).format(items);
  const what = [
    match.kinds?.length ? t('ruleCriterionKind', or(match.kinds)) : '',
    match.words?.length ? t('ruleCriterionWords', and(match.words.map((word) => `“${word}”`))) : '',
    match.selector ? t('ruleCriterionSelector', match.selector) : '',
    match.regex ? t('ruleCriterionRegex', `/${match.regex}/`) : '',
    match.inputTypes?.length ? t('ruleCriterionType', or(match.inputTypes)) : '',
  ].filter(Boolean);
  const gets =
    value.type === 'kind'
      ? t('ruleGetsKind', value.kind)
      : value.type === 'text'
        ? `“${value.text}”`
        : value.type === 'list'
          ? t(LIST_GETS[value.edgeCases ?? 'every'], value.items.length.toLocaleString(language))
          : value.type === 'template'
            ? value.template
            : value.type === 'pattern'
              ? `/${value.pattern}/`
              : t('ruleGetsEmpty');
  const criteria = and(what);
  return match.sites?.length
    ? t('ruleSummaryOnSites', criteria, and(match.sites), gets)
    : t('ruleSummary', criteria, gets);
}
