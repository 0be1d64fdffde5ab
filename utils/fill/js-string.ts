/**
 * Code units a pasted snippet must not hold as they are: controls (a line
 * break ends a `//` comment and, before ES2019, a string), U+2028/2029,
 * invisible and bidirectional marks (they make code read other than it runs,
 * "Trojan Source"), and lone surrogates, which an editor may save as U+FFFD.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what this matches.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f', '\v': '\\v' };

/**
 * A single-quoted JavaScript (and TypeScript) string literal that evaluates
 * back to `text`, whatever it holds, safe to paste into a test file.
 * @example jsString("O'Brien\n") // "'O\\'Brien\\n'"
 */
export function jsString(text: string): string {
  const escaped = text
    .replace(/[\\']/g, '\\$&')
    .replace(UNSAFE, (unit) => NAMED[unit] ?? `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `'${escaped}'`;
}

/**
 * Text for a `//` comment line: line breaks and the marks jsString escapes become spaces.
 * @example commentText('Name\u2028(first)') // 'Name (first)'
 */
export function commentText(text: string): string {
  return text.replace(UNSAFE, ' ');
}
