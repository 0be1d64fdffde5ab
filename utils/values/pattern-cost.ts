import { ALL, charBits, setBits } from './char-bits';
import { parsePattern, type PatternNode } from './pattern-parser';
import { MAX_VALUE_LENGTH } from './work-budget';

/**
 * How a backtracking engine's work grows with the checked text's length `n`:
 * `factor × n^degree`, or `factor × (exponential + 1)^n` when a loop can split
 * the same text in more than one way (`(.+)+`, `(a|a)*`, `(\d+-?)+`), the shape
 * behind catastrophic backtracking; plus `size × n` for the pattern's own
 * length. An upper estimate from the pattern's structure.
 */
interface Growth {
  exponential: number;
  degree: number;
  factor: number;
  size: number;
}

/**
 * The estimated backtracking steps of checking a text of `length` characters
 * against a page's pattern, as the browser compiles it; `Infinity` for a
 * pattern too large to judge.
 * @example checkSteps('\\d{5}', 5)  // 20: one pass over the text, and the pattern's own length
 * @example checkSteps('(.+)+!', 28) // about 2^28: more than any field may spend
 */
export function checkSteps(pattern: string, length: number): number {
  const n = Math.max(1, length);
  let steps = 0;
  for (const growth of growthOf(pattern)) {
    const work = growth.exponential ? (growth.exponential + 1) ** n : n ** growth.degree;
    steps += growth.factor * work + growth.size * n;
  }
  return steps;
}

const memo = new Map<string, Growth[]>();
const MEMO_LIMIT = 1_000;
/** A pattern the parser cannot read is judged as the worst kind. */
const UNKNOWN: Growth[] = [{ exponential: 1, degree: 1, factor: 1, size: 1 }];
const TOO_LARGE: Growth[] = [{ exponential: Infinity, degree: Infinity, factor: Infinity, size: Infinity }];

/** The pattern's growth: one part for its body, and one for each lookaround outside loops, which runs once on its own. */
function growthOf(pattern: string): Growth[] {
  let growth = memo.get(pattern);
  if (!growth) {
    growth = pattern.length > MAX_VALUE_LENGTH ? TOO_LARGE : analyse(pattern);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(pattern, growth);
  }
  return growth;
}

function analyse(pattern: string): Growth[] {
  try {
    const main = newTally();
    shape(parsePattern(pattern), main);
    return [main, ...main.parts].map((tally) => {
      const { degree, factor } = polynomial(tally.repeats);
      return { exponential: tally.exponential, degree, factor: factor * tally.factor, size: tally.size };
    });
  } catch {
    // Not ours to read (or nested past the stack): assume the worst.
    return UNKNOWN;
  }
}

/** A repetition that can take more or fewer rounds: its characters, and how many counts it may try (Infinity: as many as the text). */
interface Repeat {
  chars: bigint;
  span: number;
}

interface Tally {
  exponential: number;
  repeats: Repeat[];
  factor: number;
  size: number;
  /** Loops around the node being read: a lookaround inside one runs in every round. */
  loops: number;
  /** Lookarounds outside loops, judged apart (only the main tally has them). */
  parts: Tally[];
}

const newTally = (): Tally => ({ exponential: 0, repeats: [], factor: 1, size: 0, loops: 0, parts: [] });

/** Variable repetitions that can hand characters to one another: each such long one adds to the degree, each short one multiplies. */
function polynomial(repeats: Repeat[]): Pick<Growth, 'degree' | 'factor'> {
  let seen = 0n;
  let twice = 0n;
  for (const { chars } of repeats) {
    twice |= seen & chars;
    seen |= chars;
  }
  let degree = 0;
  let factor = 1;
  for (const { chars, span } of repeats) {
    if ((chars & twice) === 0n) continue;
    if (span > LONG_SPAN) degree++;
    else factor *= span + 1;
  }
  return { degree: Math.max(1, degree), factor };
}

/** A repetition whose counts range wider than this grows with the text rather than by a constant. */
const LONG_SPAN = 32;

/** What a node can match, as far as the estimate needs. Character sets are bits over SAMPLE. */
interface Shape {
  min: number;
  max: number;
  first: bigint;
  last: bigint;
  chars: bigint;
  /** Where the rounds of a loop inside meet: the characters that end one round and those that begin the next. */
  seamFirst: bigint;
  seamLast: bigint;
  /** Holds an alternation whose options can match the same text. */
  ambiguous: boolean;
}

const NOTHING: Shape = {
  min: 0,
  max: 0,
  first: 0n,
  last: 0n,
  chars: 0n,
  seamFirst: 0n,
  seamLast: 0n,
  ambiguous: false,
};

function shape(node: PatternNode, tally: Tally): Shape {
  tally.size++;
  switch (node.type) {
    case 'char':
    case 'set': {
      const bits = node.type === 'char' ? charBits(node.char) : setBits(node.source);
      return { ...NOTHING, min: 1, max: 1, first: bits, last: bits, chars: bits };
    }
    case 'backref':
      // It repeats a group's text, which it does not choose; of any length: a long repetition of anything.
      tally.repeats.push({ chars: ALL, span: Infinity });
      return { ...NOTHING, min: 1, max: 1, first: ALL, last: ALL, chars: ALL };
    case 'look':
      if (tally.loops) shape(node.body, tally);
      else {
        const part = newTally();
        shape(node.body, part);
        tally.parts.push(part, ...part.parts);
      }
      return NOTHING;
    case 'empty':
      return NOTHING;
    case 'group':
      return shape(node.body, tally);
    case 'alt':
      return alternation(
        node.options.map((items) => sequence(items, tally)),
        tally,
      );
    case 'repeat':
      return repeat(node, tally);
  }
}

function sequence(items: PatternNode[], tally: Tally): Shape {
  const shapes = items.map((item) => shape(item, tally));
  const joined = { ...NOTHING };
  let open = true;
  for (const part of shapes) {
    if (open) joined.first |= part.first;
    if (part.min > 0) open = false;
    joined.min += part.min;
    joined.max += part.max;
    joined.chars |= part.chars;
    joined.seamFirst |= part.seamFirst;
    joined.seamLast |= part.seamLast;
    joined.ambiguous ||= part.ambiguous;
  }
  for (const part of [...shapes].reverse()) {
    joined.last |= part.last;
    if (part.min > 0) break;
  }
  return joined;
}

function alternation(options: Shape[], tally: Tally): Shape {
  if (!options.length) return NOTHING;
  const joined: Shape = { ...NOTHING, min: Infinity };
  let firstTwice = 0n;
  let lastTwice = 0n;
  let empties = 0;
  for (const option of options) {
    joined.min = Math.min(joined.min, option.min);
    joined.max = Math.max(joined.max, option.max);
    firstTwice |= joined.first & option.first;
    lastTwice |= joined.last & option.last;
    if (option.max === 0) empties++;
    joined.first |= option.first;
    joined.last |= option.last;
    joined.chars |= option.chars;
    joined.seamFirst |= option.seamFirst;
    joined.seamLast |= option.seamLast;
    joined.ambiguous ||= option.ambiguous;
  }
  // Options that may match one text (the same first and last characters) are each tried before the check fails.
  if ((firstTwice !== 0n && lastTwice !== 0n) || empties > 1) {
    joined.ambiguous = true;
    tally.factor *= options.length;
  }
  return joined;
}

function repeat(node: Extract<PatternNode, { type: 'repeat' }>, tally: Tally): Shape {
  const loop = node.max >= 2;
  if (loop) tally.loops++;
  const inner = shape(node.node, tally);
  if (loop) tally.loops--;
  if (node.max === 0) return NOTHING;
  const variable = inner.min !== inner.max;
  // A loop whose rounds can split one text in several ways tries every split before it fails:
  // rounds that may be empty, hold a choice of equal texts, end as they begin, or meet where a loop inside them does.
  const seam = (inner.last & inner.seamLast) !== 0n && (inner.first & inner.seamFirst) !== 0n;
  const splits =
    loop && (inner.min === 0 || inner.ambiguous || (variable && (inner.first & inner.last) !== 0n) || seam);
  if (splits) tally.exponential++;
  const span = node.max - node.min;
  if (span > 0 || variable) tally.repeats.push({ chars: inner.chars, span: variable ? Infinity : span });
  return {
    min: inner.min * node.min,
    max: inner.max === 0 ? 0 : inner.max * node.max,
    first: inner.first,
    last: inner.last,
    chars: inner.chars,
    // Rounds of a fixed count (`\d{3}`) cannot shift, so they make no seam.
    seamFirst: inner.seamFirst | (loop && (span > 0 || variable) ? inner.first : 0n),
    seamLast: inner.seamLast | (loop && (span > 0 || variable) ? inner.last : 0n),
    ambiguous: !splits && inner.ambiguous,
  };
}
