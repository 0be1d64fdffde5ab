import { describe, expect, it } from 'vitest';
import { BLOCK, childCounts } from '@/utils/datasets/child-counts';

const seeds = [1, 7, 20260103, 2 ** 31 - 1];

describe('childCounts: children per parent, found by arithmetic', () => {
  it('a fixed count: parent ⌊k / n⌋, and n rows a parent', () => {
    const counts = childCounts(10, { min: 3, max: 3 }, 1);
    expect(counts.total).toBe(30);
    expect([0, 2, 3, 29].map(counts.parentOf)).toEqual([0, 0, 1, 9]);
    expect([0, 1, 10].map(counts.start)).toEqual([0, 3, 30]);
  });

  it.each(seeds)('a range, seed %i: every count in the range, each value drawn, the total their sum', (seed) => {
    const parents = 3 * BLOCK + 17;
    const counts = childCounts(parents, { min: 0, max: 5 }, seed);
    const each = Array.from({ length: parents }, (_, parent) => counts.count(parent));
    expect(new Set(each)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(counts.total).toBe(each.reduce((sum, count) => sum + count, 0));
    expect(counts.total / parents).toBeGreaterThan(2.3);
    expect(counts.total / parents).toBeLessThan(2.7);
  });

  it.each(seeds)('seed %i: each child row lies among its parent’s rows, in order or not', (seed) => {
    const parents = 2 * BLOCK + 5;
    const inOrder = childCounts(parents, { min: 0, max: 3 }, seed);
    const expected: number[] = [];
    for (let parent = 0; parent < parents; parent++)
      for (let child = 0; child < inOrder.count(parent); child++) expected.push(parent);
    expect(Array.from({ length: inOrder.total }, (_, row) => inOrder.parentOf(row))).toEqual(expected);
    expect(Array.from({ length: parents + 1 }, (_, parent) => inOrder.start(parent))).toEqual(
      Array.from({ length: parents + 1 }, (_, parent) => expected.filter((of) => of < parent).length),
    );
    // Asked in a scrambled order, as a shard or a lone row asks: the same parents.
    const scrambled = childCounts(parents, { min: 0, max: 3 }, seed);
    const rows = Array.from({ length: inOrder.total }, (_, row) => (row * 7919) % inOrder.total);
    expect(rows.map((row) => scrambled.parentOf(row))).toEqual(rows.map((row) => expected[row]));
  });

  it('refuses a row past the last child', () => {
    const counts = childCounts(4, { min: 1, max: 2 }, 3);
    expect(() => counts.parentOf(counts.total)).toThrow(RangeError);
  });
});
