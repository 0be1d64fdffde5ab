/**
 * A small parser for HTML `pattern` expressions, enough to generate a value and to judge what checking
 * one costs (pattern-cost.ts); assertions generate nothing (the caller checks with the real RegExp), and
 * character classes are left to the engine (char-class.ts).
 */
export type PatternNode =
  | { type: 'alt'; options: PatternNode[][] }
  | { type: 'group'; body: PatternNode; capture?: number; name?: string }
  | { type: 'repeat'; node: PatternNode; min: number; max: number }
  | { type: 'set'; source: string }
  | { type: 'char'; char: string }
  | { type: 'backref'; group: number | string }
  /** A lookahead or lookbehind: generates nothing, but the check runs its body. */
  | { type: 'look'; body: PatternNode }
  | { type: 'empty' };

const EMPTY: PatternNode = { type: 'empty' };
const QUANTIFIER = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/;
const CLASS_ESCAPE = /^\\(?:[dDwWsS]|[pP]\{[^}]*\})/;

/**
 * @example parsePattern('\\d{5}') // { type: 'alt', options: [[{ type: 'repeat', node: { type: 'set', source: '\\d' }, min: 5, max: 5 }]] }
 */
export function parsePattern(pattern: string): PatternNode {
  const parser = new Parser(pattern);
  const root = parser.alternation();
  if (parser.pos < pattern.length) throw new SyntaxError(`Unmatched ")" at ${parser.pos} in ${pattern}`);
  return root;
}

class Parser {
  pos = 0;
  private groups = 0;

  constructor(private readonly src: string) {}

  alternation(): PatternNode {
    const options = [this.sequence()];
    while (this.src[this.pos] === '|') {
      this.pos++;
      options.push(this.sequence());
    }
    return { type: 'alt', options };
  }

  private sequence(): PatternNode[] {
    const items: PatternNode[] = [];
    while (this.pos < this.src.length && this.src[this.pos] !== '|' && this.src[this.pos] !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return items;
  }

  private quantified(atom: PatternNode): PatternNode {
    const match = QUANTIFIER.exec(this.src.slice(this.pos));
    if (!match) return atom;
    this.pos += match[0].length;
    const [, symbol, low, comma, high] = match;
    if (symbol) return { type: 'repeat', node: atom, min: symbol === '+' ? 1 : 0, max: symbol === '?' ? 1 : Infinity };
    const min = Number(low);
    const max = comma === undefined ? min : high === '' ? Infinity : Number(high);
    return { type: 'repeat', node: atom, min, max };
  }

  private atom(): PatternNode {
    const char = this.src[this.pos];
    if (char === '(') return this.group();
    if (char === '[') return { type: 'set', source: this.classSource() };
    if (char === '\\') return this.escape();
    this.pos++;
    if (char === '^' || char === '$') return EMPTY;
    if (char === '.') return { type: 'set', source: '.' };
    const codePoint = String.fromCodePoint(this.src.codePointAt(this.pos - 1)!);
    this.pos += codePoint.length - 1;
    return { type: 'char', char: codePoint };
  }

  private group(): PatternNode {
    const rest = this.src.slice(this.pos + 1);
    const lookaround = /^\?<?[=!]/.exec(rest);
    const named = /^\?<([^>=!][^>]*)>/.exec(rest);
    const modifiers = /^\?[a-z]*(?:-[a-z]+)?:/.exec(rest);
    const head = lookaround ?? named ?? modifiers;
    this.pos += 1 + (head?.[0].length ?? 0);
    const capture = lookaround || modifiers ? undefined : ++this.groups;
    const body = this.alternation();
    if (this.src[this.pos] !== ')') throw new SyntaxError(`Unclosed group in ${this.src}`);
    this.pos++;
    return lookaround ? { type: 'look', body } : { type: 'group', body, capture, name: named?.[1] };
  }

  /** A class as source text, nested classes (`v` flag) and escapes included. */
  private classSource(): string {
    const start = this.pos;
    let depth = 0;
    while (this.pos < this.src.length) {
      const char = this.src[this.pos];
      if (char === '\\') {
        this.pos += 2;
        continue;
      }
      this.pos++;
      if (char === '[') depth++;
      if (char === ']' && --depth === 0) return this.src.slice(start, this.pos);
    }
    throw new SyntaxError(`Unclosed class in ${this.src}`);
  }

  private escape(): PatternNode {
    const rest = this.src.slice(this.pos);
    const classEscape = CLASS_ESCAPE.exec(rest);
    if (classEscape) {
      this.pos += classEscape[0].length;
      return { type: 'set', source: classEscape[0] };
    }
    const backref = /^\\([1-9]\d*)|^\\k<([^>]+)>/.exec(rest);
    if (backref) {
      this.pos += backref[0].length;
      return { type: 'backref', group: backref[1] ? Number(backref[1]) : backref[2]! };
    }
    if (/^\\[bB]/.test(rest)) {
      this.pos += 2;
      return EMPTY;
    }
    const [text, char] = decodeEscape(rest);
    this.pos += text.length;
    return { type: 'char', char };
  }
}

const CONTROL: Record<string, string> = { t: '\t', n: '\n', r: '\r', v: '\v', f: '\f', '0': '\0' };

/** One escaped character at the start of `text`: the escape's source and the character it stands for. */
function decodeEscape(text: string): [string, string] {
  const hex = /^\\(?:x([0-9a-fA-F]{2})|u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4}))/.exec(text);
  if (hex) return [hex[0], String.fromCodePoint(parseInt(hex[1] ?? hex[2] ?? hex[3]!, 16))];
  const control = /^\\c([a-zA-Z])/.exec(text);
  if (control) return [control[0], String.fromCharCode(control[1]!.charCodeAt(0) % 32)];
  const char = String.fromCodePoint(text.codePointAt(1) ?? 92);
  return [`\\${char}`, CONTROL[char] ?? char];
}
