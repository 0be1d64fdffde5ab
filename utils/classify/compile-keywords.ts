import { normalizeText } from '../text/normalize-text';

/** Scripts written without spaces between words: their keywords match anywhere. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * Compiles plain keywords (see keyword-rules.ts) into one regular expression
 * over normalised text, whose words are separated by single spaces.
 * @example compileKeywords(['first name', 'vorname*']).test('vornamen')   // true
 * @example compileKeywords(['first name']).test('billing firstname')      // true
 * @example compileKeywords(['^nr$']).test('nr 2')                         // false
 */
export function compileKeywords(words: readonly string[]): RegExp {
  return new RegExp(words.map(keywordPattern).join('|'), 'u');
}

/**
 * Compiles plain words into a pattern that matches only at the start of a text
 * (`leading`) or as its last words (`trailing`).
 * @example compileAt('leading', ['title']).test('title of the job') // true
 * @example compileAt('trailing', ['prefix']).test('phone prefix')   // true
 */
export function compileAt(where: 'leading' | 'trailing', words: readonly string[]): RegExp {
  const body = words.map((word) => wordBody(normalizeText(word))).join('|');
  return new RegExp(where === 'leading' ? `^(?:${body})(?= |$)` : `(?:^| )(?:${body})$`, 'u');
}

/** A normalised word as a pattern: its spaces optional, its other characters literal. */
function wordBody(text: string): string {
  return text
    .split(' ')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(' ?');
}

function keywordPattern(word: string): string {
  const whole = word.startsWith('^') && word.endsWith('$');
  const core = word.replace(/^\^|\$$/g, '');
  const openStart = core.startsWith('*');
  const openEnd = core.endsWith('*');
  const text = normalizeText(core.replace(/^\*|\*$/g, ''));
  const body = wordBody(text);
  if (whole) return `^${body}$`;
  if (UNSPACED_SCRIPT.test(text)) return body;
  return `${openStart ? '' : '(?:^| )'}${body}${openEnd ? '' : '(?= |$)'}`;
}
