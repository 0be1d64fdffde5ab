import { parsePattern } from '../values/pattern-parser';
import { templateProblemText, type TemplateProblem } from './rule-template';

/**
 * What is wrong with one field of a rule or profile, as data: the editors say it
 * in the UI language (problem-message.ts), storage and import files in English
 * (`problemText`).
 */
export type RuleProblem =
  | { code: 'empty' }
  | { code: 'tooLong'; max: number }
  | { code: 'tooMany'; max: number }
  | { code: 'badSelector' }
  | { code: 'badRegex'; reason: string }
  | { code: 'badPattern' }
  | { code: 'badHost'; host: string }
  | { code: 'noMatch' }
  | { code: 'invalid' }
  | TemplateProblem;

/**
 * Whether a user's CSS selector can be used: a document (the options page,
 * tests) compiles it; without one (the worker) only its shape is checked, and
 * the page still catches a selector its browser rejects.
 * @example selectorProblem('#email')  // undefined
 * @example selectorProblem('input[')  // { code: 'badSelector' }
 */
export function selectorProblem(selector: string): RuleProblem | undefined {
  if (selector.trim() === '') return { code: 'empty' };
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return /[{};]/.test(selector) ? { code: 'badSelector' } : undefined;
  try {
    doc.createDocumentFragment().querySelector(selector);
    return undefined;
  } catch {
    return { code: 'badSelector' };
  }
}

/**
 * A regular expression to test field texts with: it must compile. Texts are
 * short and capped (rule-match.ts), which bounds what a slow one can cost.
 * @example regexProblem('^e-?mail') // undefined
 * @example regexProblem('(')        // { code: 'badRegex', reason: 'Unterminated group' }
 */
export function regexProblem(source: string): RuleProblem | undefined {
  if (source === '') return { code: 'empty' };
  try {
    new RegExp(source, 'iu');
    return undefined;
  } catch (error) {
    // V8 repeats the expression before its reason ("Invalid regular expression: /(/iu: Unterminated group").
    return {
      code: 'badRegex',
      reason: (error instanceof Error ? error.message : String(error)).replace(
        /^Invalid regular expression: \/.*\/[a-z]*: /s,
        '',
      ),
    };
  }
}

/**
 * A pattern a value is generated from (the same generator as a field's own
 * `pattern`): it must compile and the generator must read it.
 * @example patternProblem('[A-Z]{3}-\\d{4}') // undefined
 */
export function patternProblem(source: string): RuleProblem | undefined {
  if (source === '') return { code: 'empty' };
  try {
    new RegExp(`^(?:${source})$`, 'v');
    parsePattern(source);
    return undefined;
  } catch {
    return { code: 'badPattern' };
  }
}

/**
 * A check's problem in English, after its JSON path, for storage and import diagnostics.
 * @example problemText({ code: 'badRegex', reason: 'Unterminated group' }) // 'is not a valid regular expression'
 */
export function problemText(problem: RuleProblem | undefined): string {
  if (problem && 'at' in problem) return templateProblemText(problem);
  switch (problem?.code) {
    case 'empty':
      return 'is empty';
    case 'badSelector':
      return 'is not a valid CSS selector';
    case 'badRegex':
      return 'is not a valid regular expression';
    case 'badPattern':
      return 'is not a regular expression the generator can use';
    case 'badHost':
      return 'is not a host such as example.com, *.example.com or localhost:3000';
    default:
      return 'is not valid';
  }
}
