/**
 * How bench:scale judges a shape (docs/performance.md, "bench:scale").
 * - Growth: the shortcut fill's median, key → task completed (nothing is
 *   described before the key press), at most ×2.2 per doubling of the fields
 *   up to 4,960 and ×2.6 beyond, where the page's own major collection lands.
 * - Ratio: the popup fill's report `durationMs` over the floor, at most 1.5,
 *   judged from 2,480 fields up: below that the fill's fixed costs outweigh a
 *   floor of a few tens of milliseconds.
 */

export const GROWTH_LIMIT = 2.2;
export const LAST_GROWTH_LIMIT = 2.6;
/** Up to this many fields a doubling is held to GROWTH_LIMIT; above it, to LAST_GROWTH_LIMIT. */
export const GROWTH_LIMIT_UP_TO = 4960;
export const MAX_RATIO = 1.5;
export const RATIO_FROM_FIELDS = 2480;

export type Verdict = 'PASS' | 'MISS' | 'not judged';

export interface Judged {
  verdict: Verdict;
  /** What was measured against what, or why it was not judged. */
  detail: string;
}

/** A size's medians; NaN where no fill of that size completed. */
export interface SizeMedian {
  fields: number;
  ms: number;
}

/**
 * Growth per doubling from one size to the next: the step's ratio, scaled to a
 * doubling when the sizes are not twice each other.
 * @example perDoubling({ fields: 1240, ms: 100 }, { fields: 4960, ms: 400 }) // 2
 */
export function perDoubling(from: SizeMedian, to: SizeMedian): number {
  return (to.ms / from.ms) ** (1 / Math.log2(to.fields / from.fields));
}

/** The growth limit for the doubling that ends at `fields`. */
export function growthLimit(fields: number): number {
  return fields <= GROWTH_LIMIT_UP_TO ? GROWTH_LIMIT : LAST_GROWTH_LIMIT;
}

const times = (value: number) => `×${value.toFixed(2)}`;
const count = (fields: number) => fields.toLocaleString('en-US');

/**
 * Judges the shortcut fill's growth over sizes in ascending order.
 * @example judgeGrowth([{ fields: 1240, ms: 100 }, { fields: 2480, ms: 230 }]).verdict // 'MISS'
 */
export function judgeGrowth(sizes: readonly SizeMedian[]): Judged {
  if (sizes.length < 2) return { verdict: 'not judged', detail: 'one size: no growth' };
  const missing = sizes.filter((size) => !Number.isFinite(size.ms));
  if (missing.length)
    return {
      verdict: 'MISS',
      detail: `no shortcut fill completed at ${missing.map((s) => count(s.fields)).join(', ')}`,
    };
  const steps = sizes.slice(1).map((to, i) => {
    const growth = perDoubling(sizes[i]!, to);
    const limit = growthLimit(to.fields);
    return { growth, limit, text: `${count(to.fields)}: ${times(growth)} (≤ ${times(limit)})` };
  });
  const over = steps.filter((step) => !(step.growth <= step.limit));
  return {
    verdict: over.length ? 'MISS' : 'PASS',
    detail: (over.length ? over : steps).map((step) => step.text).join(', '),
  };
}

/**
 * Judges the popup fill's report / floor at the sizes from RATIO_FROM_FIELDS up.
 * `workDone` is false when a fill failed fields or wrote under 90% of the floor's writes.
 * @example judgeRatio([{ fields: 1240, ratio: 3 }, { fields: 2480, ratio: 1.2 }], true).verdict // 'PASS'
 */
export function judgeRatio(sizes: ReadonlyArray<{ fields: number; ratio: number }>, workDone: boolean): Judged {
  const judged = sizes.filter((size) => size.fields >= RATIO_FROM_FIELDS);
  if (!judged.length) return { verdict: 'not judged', detail: `no size from ${count(RATIO_FROM_FIELDS)} fields` };
  const worst = judged.reduce((a, b) => (b.ratio > a.ratio || Number.isNaN(b.ratio) ? b : a));
  const detail = `${worst.ratio.toFixed(2)}× at ${count(worst.fields)} (≤ ${MAX_RATIO}×)`;
  if (!workDone)
    return { verdict: 'MISS', detail: `${detail}; a fill failed fields, or filled under 90% of the floor's writes` };
  return { verdict: worst.ratio <= MAX_RATIO ? 'PASS' : 'MISS', detail };
}

/**
 * A shape's verdict, and the whole run's: PASS only when every judgement passed; growth not judged
 * (no shortcut fills, one size) leaves it open.
 * @example overall(['PASS', 'MISS']) // 'MISS'
 */
export function overall(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes('MISS')) return 'MISS';
  return verdicts.includes('not judged') ? 'not judged' : 'PASS';
}
