import { describe, expect, it } from 'vitest';
import { pushTo } from '@/utils/collections/push-to';

describe('pushTo', () => {
  it('keeps values in the order added, per key', () => {
    const groups = new Map<string, number[]>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['a', 3],
    ] as const)
      pushTo(groups, key, value);
    expect([...groups]).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('adds to the same list rather than a copy', () => {
    const groups = new Map([['a', [1]]]);
    const list = groups.get('a');
    pushTo(groups, 'a', 2);
    expect(groups.get('a')).toBe(list);
  });
});
