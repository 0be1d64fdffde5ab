import { mix32 } from './row-random';

/** How many rows a child table has under each parent row: a fixed count, or a seeded range. */
export interface PerParent {
  min: number;
  max: number;
}

/**
 * Where a child table's rows sit under its parent's rows. Child rows are numbered parent
 * by parent (the children of parent 0, then those of parent 1, …), so the children of
 * parents [a, b) are the rows [start(a), start(b)).
 */
export interface ChildCounts {
  /** All the child table's rows. */
  total: number;
  /** The children of parent `parent`. */
  count(parent: number): number;
  /** The first child row of `parent`; start(parentRows) is total. */
  start(parent: number): number;
  /** The parent of child row `row`. */
  parentOf(row: number): number;
}

/** Parents per block of the range scheme's prefix sums. */
export const BLOCK = 1024;

/**
 * The child rows of a parent table, found by arithmetic: a child finds its parent
 * without the parent table in memory, so any run of child rows can be made alone.
 *
 * - A fixed count n: parent p has rows [p·n, (p+1)·n), and row k's parent is ⌊k / n⌋.
 * - A range min…max: parent p has min + (mix32(p, seed) scaled to the range) children,
 *   a function of p alone. The counts' sums at every BLOCK-th parent are worked out once
 *   (one hash per parent, BLOCK times less memory than the parents); a parent's first
 *   row is its block's sum plus at most BLOCK - 1 counts, and row k's parent is a binary
 *   search over the block sums, then a walk inside the block. Counts stay independent
 *   of each other (no pairing to fix the sum), and the total is exact.
 *
 * Rows made in order ask for the same parent or the next one, so parentOf keeps where it
 * was last and steps from there; its answer never depends on that.
 * @example childCounts(3, { min: 2, max: 2 }, 1).parentOf(5) // 2
 * @example childCounts(1000, { min: 0, max: 5 }, 7).total // 1000 parents' counts, about 2,500
 */
export function childCounts(parentRows: number, perParent: PerParent, seed: number): ChildCounts {
  const { min, max } = perParent;
  if (min === max)
    return {
      total: parentRows * min,
      count: () => min,
      start: (parent) => parent * min,
      parentOf: (row) => Math.floor(row / min),
    };
  const choices = max - min + 1;
  const count = (parent: number) => min + Math.floor((mix32(parent, seed) * choices) / 4_294_967_296);
  const blocks = Math.ceil(parentRows / BLOCK);
  const sums = new Float64Array(blocks + 1);
  for (let block = 0; block < blocks; block++) {
    let sum = sums[block]!;
    const end = Math.min(parentRows, (block + 1) * BLOCK);
    for (let parent = block * BLOCK; parent < end; parent++) sum += count(parent);
    sums[block + 1] = sum;
  }
  const total = sums[blocks]!;
  const start = (parent: number) => {
    const block = Math.floor(parent / BLOCK);
    let sum = sums[block]!;
    for (let before = block * BLOCK; before < parent; before++) sum += count(before);
    return sum;
  };
  let cursor = { parent: -1, start: 0, end: 0 };
  const parentOf = (row: number) => {
    if (row < 0 || row >= total) throw new RangeError(`There is no child row ${row} of ${total}.`);
    if (row >= cursor.start && row < cursor.end) return cursor.parent;
    let parent: number;
    let first: number;
    if (row >= cursor.end && cursor.parent >= 0 && row - cursor.end < BLOCK) {
      [parent, first] = [cursor.parent + 1, cursor.end];
    } else {
      // The last block whose first row is at or before `row`.
      let [low, high] = [0, blocks - 1];
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (sums[middle]! <= row) low = middle;
        else high = middle - 1;
      }
      [parent, first] = [low * BLOCK, sums[low]!];
    }
    while (first + count(parent) <= row) first += count(parent++);
    cursor = { parent, start: first, end: first + count(parent) };
    return parent;
  };
  return { total, count, start: (parent) => (parent >= parentRows ? total : start(parent)), parentOf };
}
