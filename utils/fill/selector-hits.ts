import type { FrameCollect, MergedFrames } from './frames';
import type { FillerDriver } from './filler-driver';
import type { SelectorHits } from '../rules/rule-match';

/** Frame id → the frame's own field index → the rule selectors that field matches. */
export type FrameSelectorHits = Map<number, Map<number, Set<string>>>;

/**
 * Asks each frame which of the rules' selectors its fields match (the worker
 * has no DOM to match them in). One call per frame, and none when no rule
 * has a selector. A frame that does not answer matches nothing.
 */
export async function frameSelectorHits(
  driver: FillerDriver,
  selectors: string[],
  frames: FrameCollect[],
): Promise<FrameSelectorHits> {
  const byFrame: FrameSelectorHits = new Map();
  if (!selectors.length) return byFrame;
  await Promise.all(
    frames.map(async ({ frameId, result }) => {
      const [answer] = await driver.call(frameId, 'matchSelectors', selectors, result.token).catch(() => []);
      if (!answer || answer.result === 'gone') return;
      const own = new Map<number, Set<string>>();
      for (const [index, matched] of Object.entries(answer.result.hits))
        own.set(Number(index), new Set(matched.map((i) => selectors[i]!)));
      byFrame.set(frameId, own);
    }),
  );
  return byFrame;
}

/** The frames' answers by page-wide field index (mergeFrames' origins). */
export function pageSelectorHits(
  byFrame: FrameSelectorHits,
  origins: MergedFrames['origins'],
): Map<number, SelectorHits> {
  const hits = new Map<number, SelectorHits>();
  if (!byFrame.size) return hits;
  for (const [index, { frameId, index: own }] of origins) {
    const matched = byFrame.get(frameId)?.get(own);
    if (matched) hits.set(index, matched);
  }
  return hits;
}
