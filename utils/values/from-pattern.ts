import type { Faker } from '@faker-js/faker';
import { charClass } from './char-class';
import type { PatternNode } from './pattern-parser';
import { WorkBudget } from './work-budget';

export interface FromPatternOptions {
  /**
   * A value to reuse: its characters fill the pattern's slots where they fit,
   * in order, skipping punctuation that does not. `(555) 123-4567` becomes
   * `555-123-4567` for `\d{3}-\d{3}-\d{4}`. Without it, every slot is random.
   */
  source?: string;
  /** How far past its minimum a random repetition may go (`+`, `*`, `{2,}`, `{1,50}`). */
  spread?: number;
  /** Spent one step per node generated and per source character read; the field is given up when it runs out. */
  budget?: WorkBudget;
}

interface State {
  faker: Faker;
  source: string[];
  pos: number;
  spread: number;
  captures: Map<number | string, string>;
  budget: WorkBudget;
  /** The item after the one being generated, in its sequence. */
  next?: PatternNode;
}

/**
 * Generates a string from a parsed pattern with faker's seeded generator, so a
 * fill stays reproducible. The caller checks the result against the real
 * RegExp: lookarounds are not generated (see pattern-parser.ts).
 * @example fromPattern(parsePattern('[A-Z]{2}\\d{4}'), faker)                           // e.g. 'QK4821'
 * @example fromPattern(parsePattern('\\d{3}-\\d{4}'), faker, { source: '555 1234 x9' }) // '555-1234'
 */
export function fromPattern(root: PatternNode, faker: Faker, options: FromPatternOptions = {}): string {
  const budget = options.budget ?? new WorkBudget();
  const source = [...(options.source ?? '')];
  budget.spend(source.length);
  const state: State = { faker, source, pos: 0, spread: options.spread ?? 8, captures: new Map(), budget };
  return generate(root, state);
}

function generate(node: PatternNode, state: State): string {
  state.budget.spend(1);
  switch (node.type) {
    case 'alt':
      return alternative(node.options, state);
    case 'group': {
      const text = generate(node.body, state);
      if (node.capture !== undefined) state.captures.set(node.capture, text);
      if (node.name !== undefined) state.captures.set(node.name, text);
      return text;
    }
    case 'repeat':
      return repeat(node, state);
    case 'set': {
      const set = charClass(node.source);
      return take(state, set.test) ?? set.pick(state.faker);
    }
    case 'char':
      take(state, (char) => char === node.char);
      return node.char;
    case 'backref': {
      const text = state.captures.get(node.group) ?? '';
      state.budget.spend(text.length);
      return text;
    }
    case 'look':
    case 'empty':
      return '';
  }
}

function sequence(items: PatternNode[], state: State): string {
  let text = '';
  items.forEach((item, i) => {
    state.next = items[i + 1];
    text += generate(item, state);
  });
  return text;
}

/** With a source, the option that reuses most of it; else a random one. */
function alternative(options: PatternNode[][], state: State): string {
  if (options.length === 1) return sequence(options[0]!, state);
  if (state.pos >= state.source.length) return sequence(state.faker.helpers.arrayElement(options), state);
  let best: { text: string; pos: number; captures: State['captures'] } | undefined;
  for (const option of options) {
    const trial = { ...state, captures: new Map(state.captures) };
    const text = sequence(option, trial);
    if (!best || trial.pos > best.pos) best = { text, pos: trial.pos, captures: trial.captures };
  }
  state.pos = best!.pos;
  state.captures = best!.captures;
  return best!.text;
}

/** With a source: as many rounds as keep reusing it. Without: a random count. */
function repeat(node: Extract<PatternNode, { type: 'repeat' }>, state: State): string {
  const { min, max } = node;
  const next = state.next;
  if (!state.source.length) {
    const count = state.faker.number.int({ min, max: Math.min(max, min + state.spread) });
    let text = '';
    for (let round = 0; round < count; round++) text += generate(node.node, state);
    return text;
  }
  let text = '';
  for (let count = 0; count < max && count < 1000; count++) {
    if (count >= min) {
      if (state.pos >= state.source.length || endsHere(next, state)) break;
      const before = state.pos;
      const piece = generate(node.node, state);
      if (state.pos === before) break; // reused nothing: stop here rather than invent
      text += piece;
    } else {
      text += generate(node.node, state);
    }
  }
  return text;
}

/**
 * A separator in the source that the pattern's next item takes ends a
 * repetition's optional rounds: `\+\d{1,3} \d+` over `+49 30 1234` keeps `49`.
 */
function endsHere(next: PatternNode | undefined, state: State): boolean {
  const char = state.source[state.pos]!;
  if (!next || /[\p{L}\p{N}]/u.test(char)) return false;
  if (next.type === 'set') return charClass(next.source).test(char);
  return next.type === 'char' && next.char === char;
}

/**
 * The source's next character if the slot takes it, skipping punctuation and
 * spaces the slot does not take; a letter or digit that does not fit stops it.
 */
function take(state: State, fits: (char: string) => boolean): string | undefined {
  let pos = state.pos;
  while (pos < state.source.length && !fits(state.source[pos]!) && !/[\p{L}\p{N}]/u.test(state.source[pos]!)) pos++;
  state.budget.spend(pos - state.pos);
  const char = state.source[pos];
  if (char === undefined || !fits(char)) return undefined;
  state.pos = pos + 1;
  return char;
}
