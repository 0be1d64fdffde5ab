import type { Faker } from '@faker-js/faker';

/** One character class of a pattern: which characters it takes and a seeded way to pick one. */
export interface CharClass {
  test(char: string): boolean;
  pick(faker: Faker): string;
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const ALPHANUMERIC = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...range(0x30, 0x39)];
const OTHER_ASCII = range(0x20, 0x7e).filter((char) => !ALPHANUMERIC.includes(char));
/** Letters of the scripts faker's locales write in, for `\p{…}` and non-ASCII ranges. */
const OTHER_SCRIPTS = [
  ...range(0xc0, 0xff),
  ...range(0x100, 0x17f),
  ...range(0x391, 0x3c9),
  ...range(0x401, 0x45f),
  ...range(0x5d0, 0x5ea),
  ...range(0x621, 0x64a),
  ...range(0x905, 0x939),
  ...range(0xe01, 0xe2e),
  ...range(0x3041, 0x3096),
  ...range(0x30a1, 0x30fa),
  ...range(0x4e00, 0x4e80),
  ...range(0xac00, 0xac40),
  '\t',
  '\n',
];

const cache = new Map<string, CharClass>();
const CACHE_LIMIT = 1_000;

/**
 * A class from its source text (`[a-z]`, `\d`, `.`, `[\p{L}--[a-z]]`), judged
 * by the engine itself with the `v` flag HTML compiles patterns with. Picks
 * prefer plain letters and digits, then other ASCII, then other scripts, so a
 * generated value reads like something a person would type.
 * @example charClass('[^a-z]').test('A') // true
 * @example charClass('\\d').pick(faker)   // e.g. '7'
 */
export function charClass(source: string): CharClass {
  let result = cache.get(source);
  if (!result) {
    result = buildClass(source);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(source, result);
  }
  return result;
}

function buildClass(source: string): CharClass {
  const regexp = new RegExp(`^(?:${source})$`, 'v');
  const test = (char: string) => regexp.test(char);
  // Made at the first pick, and only as far as the first tier that has a character: most classes are only tested.
  let pool: string[] | undefined;
  const makePool = () => {
    for (const tier of [() => ALPHANUMERIC, () => OTHER_ASCII, () => [...OTHER_SCRIPTS, ...mentioned(source)]]) {
      const chars = tier().filter(test);
      if (chars.length) return chars;
    }
    return [];
  };
  return {
    test,
    pick: (faker) => {
      pool ??= makePool();
      return pool.length ? faker.helpers.arrayElement(pool) : '';
    },
  };
}

const ESCAPED_CHAR = String.raw`\\u\{[0-9a-fA-F]+\}|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|[^\\\[\]\-]`;
const CLASS_RANGE = new RegExp(`(${ESCAPED_CHAR})-(${ESCAPED_CHAR})`, 'gu');

/** Characters a class names outside ASCII: its literals and (sampled) ranges such as `а-я`. */
function mentioned(source: string): string[] {
  const chars = [...source.replace(/\\./g, '')].filter((char) => char > '\x7e');
  for (const [, from, to] of source.matchAll(CLASS_RANGE)) {
    const low = codePoint(from!);
    const high = codePoint(to!);
    const stride = Math.max(1, Math.ceil((high - low + 1) / 256));
    for (let point = low; point <= high; point += stride) chars.push(String.fromCodePoint(point));
  }
  return chars;
}

function codePoint(text: string): number {
  const hex = /^\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))$/.exec(text);
  return hex ? parseInt(hex[1] ?? hex[2] ?? hex[3]!, 16) : text.codePointAt(0)!;
}
