import { describe, expect, it } from 'vitest';
import { judgeLoadedOnce, judgeRatio, judgeWarm, workMissing } from '../../bench/automation/verdict';

const done = (filled: number, expected = filled, failed = 0) => ({ filled, failed, expected });

describe('bench:automation verdicts', () => {
  it.each([
    { medianMs: 12.3, verdict: 'PASS' },
    { medianMs: 49.9, verdict: 'PASS' },
    { medianMs: 50, verdict: 'MISS' },
    { medianMs: Number.NaN, verdict: 'MISS' },
  ])('a warm 25-field fill of $medianMs ms: $verdict', ({ medianMs, verdict }) => {
    expect(judgeWarm(medianMs, done(23)).verdict).toBe(verdict);
  });

  it.each([
    { library: 150, extension: 100, verdict: 'PASS' },
    { library: 151, extension: 100, verdict: 'MISS' },
    { library: 80, extension: 100, verdict: 'PASS' },
  ])('library $library ms against the extension $extension ms: $verdict', ({ library, extension, verdict }) => {
    expect(judgeRatio(library, extension, done(3000)).verdict).toBe(verdict);
  });

  it('says what was measured against what', () => {
    expect(judgeRatio(240, 160, done(3000)).detail).toBe('1.50× (240.0 ms / 160.0 ms, ≤ 1.5×)');
    expect(judgeWarm(31.44, done(23)).detail).toBe('31.4 ms (< 50 ms)');
    expect(judgeRatio(240, 160, done(3000), 300).detail).toBe(
      '1.50× (240.0 ms / 160.0 ms, ≤ 1.5×); 0.80× the fill described after the click',
    );
  });

  it('misses a fast fill that did not do its work', () => {
    expect(judgeWarm(5, done(20, 23))).toEqual({ verdict: 'MISS', detail: '5.0 ms (< 50 ms); filled only 20 of 23' });
    expect(judgeRatio(10, 100, done(3000, 3000, 2)).verdict).toBe('MISS');
    expect(workMissing(done(21, 23))).toBeUndefined();
  });

  it('passes the page script only when every frame evaluated it once', () => {
    expect(judgeLoadedOnce([[1], [1, 1, 1]], 11)).toEqual({
      verdict: 'PASS',
      detail: '4 frames on 2 pages, 11 fills each: loaded once in each',
    });
    expect(judgeLoadedOnce([[1], [1, 2]], 11)).toEqual({
      verdict: 'MISS',
      detail: '3 frames on 2 pages, 11 fills each: loaded 1, 2 times',
    });
    expect(judgeLoadedOnce([[0]], 2).verdict).toBe('MISS');
    expect(judgeLoadedOnce([], 2).verdict).toBe('MISS');
  });
});
