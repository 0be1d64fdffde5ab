/** Values that break careless writers: quotes, separators, line breaks, edge spaces, backslashes, astral Unicode. */
export const NASTY_VALUES = [
  'plain',
  'say "hi"',
  "O'Brien",
  "it''s",
  'a,b',
  'a;b',
  'a|b',
  'tab\there',
  'two\nlines',
  'crlf\r\nline',
  ' leading space',
  'trailing space ',
  'back\\slash',
  'ends with backslash\\',
  "\\'",
  '',
  'Zoë Ñandú 東京 שָׁלוֹם 🦄👩🏽‍💻',
  '=SUM(A1)',
  'NULL',
];

/** NUL, which only some formats can carry (see sql-dialects.ts). */
export const NUL_VALUE = 'nul\0inside';
