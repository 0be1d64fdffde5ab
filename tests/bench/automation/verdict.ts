/**
 * How bench:automation judges the library (issue 34, "Fast"), PASS or MISS:
 * - warm: a 25-field form's `fillPage`, call to report, with the page script
 *   already in the page, median under 50 ms;
 * - ratio: a 3,100-field page's `fillPage` over the extension's popup fill of
 *   the same page in the same browser, medians, at most 1.5;
 * - once: every frame of every page evaluated the page script once, however
 *   many fills it had.
 * A time passes only if the fills did their work: none failed a field, and
 * each filled at least 90% of what it was measured against.
 */

export const WARM_LIMIT_MS = 50;
export const MAX_RATIO = 1.5;
const WORK_SHARE = 0.9;

export type Verdict = 'PASS' | 'MISS';

export interface Judged {
  verdict: Verdict;
  /** What was measured against what, and why it missed. */
  detail: string;
}

/** What the judged fills did: the fewest fields any filled, the most any failed, and what they should have filled. */
export interface Work {
  filled: number;
  failed: number;
  expected: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Why fills that look fast did not do their work, or undefined when they did. */
export function workMissing({ filled, failed, expected }: Work): string | undefined {
  if (failed > 0) return `${failed} fields failed`;
  if (!(filled >= expected * WORK_SHARE)) return `filled only ${filled} of ${expected}`;
  return undefined;
}

/**
 * Judges the warm fills' median of a 25-field form.
 * @example judgeWarm(31.4, { filled: 23, failed: 0, expected: 23 }) // { verdict: 'PASS', detail: '31.4 ms (< 50 ms)' }
 */
export function judgeWarm(medianMs: number, work: Work): Judged {
  const detail = `${ms(medianMs)} (< ${WARM_LIMIT_MS} ms)`;
  const missing = workMissing(work);
  if (missing) return { verdict: 'MISS', detail: `${detail}; ${missing}` };
  return { verdict: medianMs < WARM_LIMIT_MS ? 'PASS' : 'MISS', detail };
}

/**
 * Judges the library's median over the extension's popup fill of the same page, described as the popup opened
 * (the fill a user gets); `work.expected` is what the extension filled. `describedMs`, the extension's fill
 * described after the click as the library's always is, is shown beside it, not judged.
 * @example judgeRatio(240, 160, { filled: 3000, failed: 0, expected: 3000 }, 300) // { verdict: 'PASS', detail: '1.50× (240.0 ms / 160.0 ms, ≤ 1.5×); 0.80× the fill described after the click' }
 */
export function judgeRatio(libraryMs: number, extensionMs: number, work: Work, describedMs?: number): Judged {
  const ratio = libraryMs / extensionMs;
  const detail =
    `${ratio.toFixed(2)}× (${ms(libraryMs)} / ${ms(extensionMs)}, ≤ ${MAX_RATIO}×)` +
    (describedMs === undefined ? '' : `; ${(libraryMs / describedMs).toFixed(2)}× the fill described after the click`);
  const missing = workMissing(work);
  if (missing) return { verdict: 'MISS', detail: `${detail}; ${missing}` };
  return { verdict: ratio <= MAX_RATIO ? 'PASS' : 'MISS', detail };
}

/**
 * Judges how often each frame of each page evaluated the page script, after `fills` fills of that page.
 * @example judgeLoadedOnce([[1], [1, 1, 1]], 11) // { verdict: 'PASS', detail: '4 frames on 2 pages, 11 fills each: loaded once in each' }
 */
export function judgeLoadedOnce(loadsByPage: ReadonlyArray<readonly number[]>, fills: number): Judged {
  const frames = loadsByPage.flat();
  const where = `${frames.length} frames on ${loadsByPage.length} pages, ${fills} fills each`;
  if (!frames.length) return { verdict: 'MISS', detail: 'no page was counted' };
  const counts = [...new Set(frames)].sort((a, b) => a - b);
  if (counts.length === 1 && counts[0] === 1) return { verdict: 'PASS', detail: `${where}: loaded once in each` };
  return { verdict: 'MISS', detail: `${where}: loaded ${counts.join(', ')} times` };
}
