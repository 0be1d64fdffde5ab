/**
 * Where each of a fixed list of patterns first matches a text, each tested only when asked and
 * remembered per text, bounded: pages and repeated fills repeat their texts (docs/performance.md).
 */
export class MatchMemo {
  private readonly texts = new Map<string, TextMatches>();

  constructor(
    private readonly patterns: readonly RegExp[],
    private readonly limit = 10_000,
  ) {
    // A global or sticky pattern's `exec` starts where its last match ended: its answer would depend on the order of asking.
    if (patterns.some((pattern) => pattern.global || pattern.sticky))
      throw new Error('MatchMemo needs patterns without the g and y flags.');
  }

  /** The text's matches: ask them of it as often as needed (keep it for a loop over rules rather than asking for it again). */
  of(text: string): TextMatches {
    let matches = this.texts.get(text);
    if (!matches) {
      if (this.texts.size >= this.limit) this.texts.clear();
      matches = new TextMatches(text, this.patterns);
      this.texts.set(text, matches);
    }
    return matches;
  }
}

const UNTESTED = -2;

export class TextMatches {
  private readonly positions: Int32Array;

  constructor(
    private readonly text: string,
    private readonly patterns: readonly RegExp[],
  ) {
    this.positions = new Int32Array(patterns.length).fill(UNTESTED);
  }

  /**
   * Where the pattern at this position of the list first matches the text, -1 if it does not.
   * @example new MatchMemo([/b/u]).of('abc').index(0) // 1
   */
  index(pattern: number): number {
    let at = this.positions[pattern]!;
    if (at === UNTESTED) {
      at = this.patterns[pattern]!.exec(this.text)?.index ?? -1;
      this.positions[pattern] = at;
    }
    return at;
  }

  /** Whether the pattern at this position of the list matches the text. */
  has(pattern: number): boolean {
    return this.index(pattern) >= 0;
  }
}
