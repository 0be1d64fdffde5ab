import type { FieldKind } from '../../fields/field-kinds';
import type { EdgeCategory, EdgeField } from './edge-case';

/** Free text: a comment, a few words, a choice typed into a box. */
const TEXT: readonly FieldKind[] = ['lorem.paragraph', 'lorem.words', 'helpers.arrayElement'];
const LONG_TEXT: readonly FieldKind[] = ['lorem.paragraph'];

const SENTENCE = 'The quick brown fox jumps over the lazy dog. ';

/** A readable text of exactly `length` characters. */
function textOf(length: number): string {
  return SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);
}

/** Exactly the field's maxlength, or its minlength: where off-by-one errors live. */
const exactly = (bound: 'maxLength' | 'minLength') => (field: EdgeField) => {
  const length = field[bound];
  return length !== undefined && length > 0 && length <= 10_000 ? textOf(length).replace(/ $/, '.') : undefined;
};

/**
 * Text that must come back exactly as typed and be shown as text: lengths at
 * the limit, invisible and right-to-left characters, and markup, SQL and
 * template syntax that a careless server runs instead of storing.
 */
export const TEXT_CASES: EdgeCategory = {
  id: 'text',
  title: 'menuEdgeText',
  label: 'text',
  cases: [
    { id: 'max-length', name: 'exactly maxlength', value: exactly('maxLength'), kinds: TEXT },
    { id: 'min-length', name: 'exactly minlength', value: exactly('minLength'), kinds: TEXT },
    { id: 'spaces-around', name: 'leading and trailing spaces', value: '  padded text  ', kinds: TEXT },
    { id: 'rtl', name: 'right to left (Hebrew)', value: 'שלום עולם', kinds: TEXT },
    { id: 'bidi', name: 'mixed directions', value: 'Order 123 من القاهرة to Paris', kinds: TEXT },
    { id: 'rtl-override', name: 'right-to-left override character', value: 'invoice\u202Efdp.exe', kinds: TEXT },
    {
      id: 'combining',
      name: 'stacked combining marks',
      value: 'Z\u0364\u0351a\u0308\u0316l\u036E\u0312g\u0328o',
      kinds: TEXT,
    },
    { id: 'zero-width', name: 'zero-width characters', value: 'zero\u200Bwidth\u200Djoiner\uFEFF', kinds: TEXT },
    {
      id: 'multi-line',
      name: 'several lines',
      value: 'First line\nSecond line\n\nAfter an empty line',
      kinds: TEXT,
      types: ['textarea'],
    },
    { id: 'very-long', name: 'very long (2,000 characters)', value: textOf(2000), kinds: LONG_TEXT },
    { id: 'bold-tag', name: 'markup (<b>)', value: '<b>bold</b> and <i>italic</i>', kinds: TEXT },
    { id: 'script-tag', name: 'script tag', value: '<script>alert(1)</script>', kinds: TEXT },
    { id: 'img-onerror', name: 'image with onerror', value: '<img src=x onerror=alert(1)>', kinds: TEXT },
    { id: 'entities', name: 'HTML entities', value: '&lt;b&gt; &amp; &quot;', kinds: TEXT },
    { id: 'sql-quote', name: "SQL quote (' OR '1'='1)", value: "' OR '1'='1", kinds: TEXT },
    { id: 'sql-drop', name: 'SQL statement (Bobby Tables)', value: "Robert'); DROP TABLE Students;--", kinds: TEXT },
    { id: 'format-string', name: 'format string (%s%n)', value: '%s%n%x%d', kinds: TEXT },
    { id: 'template-braces', name: 'template syntax ({{7*7}})', value: '{{7*7}}', kinds: TEXT },
    { id: 'template-dollar', name: 'template literal (${7*7})', value: '${7*7}', kinds: TEXT },
    { id: 'template-erb', name: 'server template (<%= 7*7 %>)', value: '<%= 7*7 %>', kinds: TEXT },
    { id: 'csv-formula', name: 'spreadsheet formula (=1+1)', value: '=1+1', kinds: TEXT },
    { id: 'path-traversal', name: 'path traversal', value: '../../etc/passwd', kinds: TEXT },
    { id: 'backslashes', name: 'backslashes', value: 'C:\\Users\\Public\\n', kinds: TEXT },
    { id: 'quotes', name: 'both quotes and an ampersand', value: 'He said "it\'s fine" & left', kinds: TEXT },
    { id: 'json', name: 'JSON', value: '{"admin": true}', kinds: TEXT },
    { id: 'emoji-family', name: 'emoji joined into one (family)', value: 'Family: 👨‍👩‍👧‍👦', kinds: TEXT },
    { id: 'emoji-skin', name: 'emoji with a skin tone', value: 'Thanks 👍🏽', kinds: TEXT },
    { id: 'flag', name: 'a flag emoji', value: '🇺🇦', kinds: TEXT },
    { id: 'astral', name: 'letters outside the BMP (𝕳𝖊𝖑𝖑𝖔)', value: '𝕳𝖊𝖑𝖑𝖔', kinds: TEXT },
    { id: 'cjk', name: 'Japanese text', value: '日本語のテキスト', kinds: TEXT },
    { id: 'turkish-i', name: 'Turkish dotted I (İstanbul)', value: 'İstanbul', kinds: TEXT },
    { id: 'ligature', name: 'a ligature (ﬁ)', value: 'ﬁnance', kinds: TEXT },
    { id: 'nbsp', name: 'non-breaking space', value: 'non\u00A0breaking', kinds: TEXT },
    { id: 'tab', name: 'a tab character', value: 'tab\tseparated', kinds: TEXT },
    { id: 'null-word', name: '"null"', value: 'null', kinds: TEXT },
    { id: 'undefined-word', name: '"undefined"', value: 'undefined', kinds: TEXT },
    { id: 'long-word', name: 'one 300-letter word', value: 'a'.repeat(300), kinds: LONG_TEXT },
    { id: 'blank', name: 'spaces only', value: '     ', kinds: TEXT, valid: false },
    {
      id: 'zero-width-only',
      name: 'nothing but zero-width spaces',
      value: '\u200B\u200B\u200B',
      kinds: TEXT,
      valid: false,
    },
    { id: 'control', name: 'control characters', value: 'bell\u0007 and escape\u001B', kinds: TEXT, valid: false },
    { id: 'huge', name: '10,000 characters', value: textOf(10_000), kinds: LONG_TEXT, valid: false },
  ],
};
