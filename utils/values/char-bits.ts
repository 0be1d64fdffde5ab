import { charClass } from './char-class';

/*
 * Sets of characters as the bits of a bigint, so that pattern-cost.ts can ask
 * cheaply whether two parts of a pattern may match the same character.
 */

/** Characters that stand for all others: ASCII, a few letters of other scripts, and OTHER for everything else. */
const SAMPLE = [
  '\t',
  '\n',
  '\r',
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)),
  '\u00a0',
  'é',
  'ß',
  'ñ',
  'я',
  'Ж',
  'α',
  'ا',
  'א',
  'क',
  '中',
  'あ',
  '한',
];
const INDEX = new Map(SAMPLE.map((char, i) => [char, BigInt(i)]));
const OTHER = 1n << BigInt(SAMPLE.length);
/** Every character, as bits. */
export const ALL = (OTHER << 1n) - 1n;

/**
 * A character as bits over SAMPLE, in both cases (a `(?i:…)` group matches either).
 * @example charBits('a') === charBits('A') // true
 */
export function charBits(char: string): bigint {
  let bits = 0n;
  for (const form of new Set([char, char.toLowerCase(), char.toUpperCase()])) {
    const index = INDEX.get(form);
    bits |= index === undefined ? OTHER : 1n << index;
  }
  return bits;
}

const setMemo = new Map<string, bigint>();
const MEMO_LIMIT = 1_000;

/**
 * A character class (`[a-z]`, `\\d`, `.`) as bits over SAMPLE, judged by the engine; with OTHER when it may reach past it.
 * @example setBits('[0-9]') & charBits('5') // not 0n
 */
export function setBits(source: string): bigint {
  let bits = setMemo.get(source);
  if (bits === undefined) {
    const { test } = charClass(source);
    bits = 0n;
    for (const [char, index] of INDEX) if (test(char)) bits |= 1n << index;
    // A negation, a property, `.`, a wide escape or a character past ASCII reaches beyond the sample.
    if (bits === 0n || /\^|\\[pPDWS]|^\.$|[^\t-\x7f]/u.test(source)) bits |= OTHER;
    if (setMemo.size >= MEMO_LIMIT) setMemo.clear();
    setMemo.set(source, bits);
  }
  return bits;
}
