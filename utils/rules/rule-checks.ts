import { parsePattern } from '../values/pattern-parser';

/**
 * Whether a user's CSS selector can be used: a document (the options page,
 * tests) compiles it; without one (the worker) only its shape is checked, and
 * the page still catches a selector its browser rejects.
 * @example selectorProblem('#email')  // undefined
 * @example selectorProblem('input[')  // 'is not a valid CSS selector'
 */
export function selectorProblem(selector: string): string | undefined {
  if (selector.trim() === '') return 'is empty';
  const doc = (globalThis as { document?: Document }).document;
  if (!doc) return /[{};]/.test(selector) ? 'is not a valid CSS selector' : undefined;
  try {
    doc.createDocumentFragment().querySelector(selector);
    return undefined;
  } catch {
    return 'is not a valid CSS selector';
  }
}

/**
 * A regular expression to test field texts with: it must compile. Texts are
 * short and capped (rule-match.ts), which bounds what a slow one can cost.
 * @example regexProblem('^e-?mail') // undefined
 * @example regexProblem('(')        // 'is not a valid regular expression'
 */
export function regexProblem(source: string): string | undefined {
  if (source === '') return 'is empty';
  try {
    new RegExp(source, 'iu');
    return undefined;
  } catch {
    return 'is not a valid regular expression';
  }
}

/**
 * A pattern a value is generated from (the same generator as a field's own
 * `pattern`): it must compile and the generator must read it.
 * @example patternProblem('[A-Z]{3}-\\d{4}') // undefined
 */
export function patternProblem(source: string): string | undefined {
  if (source === '') return 'is empty';
  try {
    new RegExp(`^(?:${source})$`, 'v');
    parsePattern(source);
    return undefined;
  } catch {
    return 'is not a regular expression the generator can use';
  }
}
