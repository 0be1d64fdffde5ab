import { describe, expect, it } from 'vitest';
import { judgeGrowth, judgeRatio, overall, perDoubling } from '../../bench/scale/verdict';

const sizes = (...ms: number[]) => ms.map((value, i) => ({ fields: 1240 * 2 ** i, ms: value }));

describe('bench:scale verdicts', () => {
  it.each([
    { medians: [100, 220, 484, 1258], verdict: 'PASS', why: 'at each limit: ×2.2, ×2.2, then ×2.6' },
    { medians: [100, 221, 442, 884], verdict: 'MISS', why: 'over ×2.2 up to 4,960 fields' },
    { medians: [100, 200, 400, 1041], verdict: 'MISS', why: 'over ×2.6 at the last doubling' },
    { medians: [100, 200, 400, 1000], verdict: 'PASS', why: 'the last doubling ×2.5 is under its own limit' },
  ])('shortcut growth $medians: $verdict ($why)', ({ medians, verdict }) => {
    expect(judgeGrowth(sizes(...medians)).verdict).toBe(verdict);
  });

  it('names the doubling that missed', () => {
    expect(judgeGrowth(sizes(100, 250, 500)).detail).toBe('2,480: ×2.50 (≤ ×2.20)');
  });

  it('misses a size where no shortcut fill completed, and does not judge one size', () => {
    expect(judgeGrowth(sizes(100, Number.NaN))).toEqual({
      verdict: 'MISS',
      detail: 'no shortcut fill completed at 2,480',
    });
    expect(judgeGrowth(sizes(100)).verdict).toBe('not judged');
  });

  it('scales a step that is not a doubling to one', () => {
    expect(perDoubling({ fields: 1240, ms: 100 }, { fields: 4960, ms: 400 })).toBeCloseTo(2);
  });

  it('judges the ratio from 2,480 fields up only', () => {
    const ratios = [
      { fields: 1240, ratio: 4.2 },
      { fields: 2480, ratio: 1.4 },
      { fields: 4960, ratio: 0.9 },
    ];
    expect(judgeRatio(ratios, true)).toEqual({ verdict: 'PASS', detail: '1.40× at 2,480 (≤ 1.5×)' });
    expect(judgeRatio([{ fields: 1240, ratio: 0.5 }], true).verdict).toBe('not judged');
    expect(judgeRatio([{ fields: 2480, ratio: 1.6 }], true).verdict).toBe('MISS');
  });

  it('misses the ratio when a fill did not do the work', () => {
    expect(judgeRatio([{ fields: 2480, ratio: 0.2 }], false).verdict).toBe('MISS');
  });

  it('passes overall only when every judgement passed', () => {
    expect(overall(['PASS', 'PASS'])).toBe('PASS');
    expect(overall(['PASS', 'not judged'])).toBe('not judged');
    expect(overall(['not judged', 'MISS'])).toBe('MISS');
  });
});
