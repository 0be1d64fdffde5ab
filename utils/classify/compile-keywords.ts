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
export function compileKeywords(words: string[]): RegExp {
  return new RegExp(words.map(keywordPattern).join('|'), 'u');
}

function keywordPattern(word: string): string {
  const whole = word.startsWith('^') && word.endsWith('$');
  const core = word.replace(/^\^|\$$/g, '');
  const openStart = core.startsWith('*');
  const openEnd = core.endsWith('*');
  const text = normalizeText(core.replace(/^\*|\*$/g, ''));
  const body = text
    .split(' ')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(' ?');
  if (whole) return `^${body}$`;
  if (UNSPACED_SCRIPT.test(text)) return body;
  return `${openStart ? '' : '(?:^| )'}${body}${openEnd ? '' : '(?= |$)'}`;
}
