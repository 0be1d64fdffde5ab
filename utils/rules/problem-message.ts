import { t, tn, uiLanguage, type MessageKey, type PluralKey } from '../i18n/messages';
import type { RuleProblem } from './rule-checks';
import type { RuleDraft } from './rule-draft';
import { TEMPLATE_METHODS } from './rule-template';

/** A box of the rule editor, or the profile editor's host. */
export type ProblemField = keyof RuleDraft | 'host';

/** The messages that name a field's limit, counted: one form per plural category. */
type Counted = Extract<PluralKey, `problem${string}TooLong` | `problem${string}TooMany`>;
/** Length and count limits are worded per field: each sentence names its field. */
const TOO_LONG: Partial<Record<ProblemField, Counted>> = {
  name: 'problemNameTooLong',
  selector: 'problemSelectorTooLong',
  words: 'problemWordTooLong',
  regex: 'problemRegexTooLong',
  inputType: 'problemInputTypeTooLong',
  sites: 'problemHostTooLong',
  host: 'problemHostTooLong',
  text: 'problemTextTooLong',
  list: 'problemItemTooLong',
  template: 'problemTemplateTooLong',
  pattern: 'problemRegexTooLong',
};
const TOO_MANY: Partial<Record<ProblemField, Counted>> = {
  words: 'problemWordsTooMany',
  inputType: 'problemInputTypesTooMany',
  sites: 'problemSitesTooMany',
  list: 'problemListTooMany',
};
const EMPTY: Partial<Record<ProblemField, Extract<MessageKey, `problem${string}Empty`>>> = {
  name: 'problemNameEmpty',
  list: 'problemListEmpty',
  pattern: 'problemPatternEmpty',
};

/**
 * A field's problem as one whole sentence in the UI language, for the editors.
 * @example problemMessage('name', { code: 'tooLong', max: 80 }) // 'The name can have at most 80 characters.'
 * @example problemMessage('template', { code: 'unknownToken', token: 'foo', at: 12 }) // 'The template has an unknown token {{foo}} at character 12.'
 */
export function problemMessage(field: ProblemField, problem: RuleProblem): string {
  const number = (value: number) => value.toLocaleString(uiLanguage());
  const limited = (key: Counted | undefined, max: number) => (key ? tn(key, max) : t('problemInvalid'));
  switch (problem.code) {
    case 'empty':
      return t(EMPTY[field] ?? 'problemInvalid');
    case 'tooLong':
      return limited(TOO_LONG[field], problem.max);
    case 'tooMany':
      return limited(TOO_MANY[field], problem.max);
    case 'badSelector':
      return t('problemSelectorInvalid');
    case 'badRegex':
      return t('problemRegexInvalid', problem.reason);
    case 'badPattern':
      return t('problemPatternInvalid');
    case 'badHost':
      return field === 'sites' ? t('problemSiteInvalid', problem.host) : t('problemHostInvalid');
    case 'noMatch':
      return t('ruleNoMatch');
    case 'unclosed':
      return t('problemTemplateUnclosed', number(problem.at));
    case 'nested':
      return t('problemTemplateNested', number(problem.at));
    case 'tooManyTokens':
      return tn('problemTemplateTooManyTokens', problem.max);
    case 'emptyToken':
      return t('problemTemplateEmptyToken', number(problem.at));
    case 'noArguments':
      return t('problemTemplateNoArguments', problem.token, number(problem.at));
    case 'argumentCount':
      return t('problemTemplateArgumentCount', number(problem.at), usage(problem.token));
    case 'notWholeNumber':
      return t('problemTemplateNotWholeNumber', problem.token, number(problem.at), problem.arg);
    case 'outOfRange':
      return t(
        'problemTemplateOutOfRange',
        problem.token,
        number(problem.at),
        problem.arg,
        number(problem.min),
        number(problem.max),
      );
    case 'unknownToken':
      return t('problemTemplateUnknownToken', problem.token, number(problem.at));
    default:
      return t('problemInvalid');
  }
}

/** How a faker token is written with its arguments, as the template help shows it: `{{number.int min max}}`. */
function usage(token: string): string {
  const method = TEMPLATE_METHODS.find(({ name }) => name === token);
  return `{{${[token, ...(method?.args ?? [])].join(' ')}}}`;
}
