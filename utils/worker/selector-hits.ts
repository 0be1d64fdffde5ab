import type { FrameCollect, MergedFrames } from '../fill/frames';
import type { SelectorHits } from '../rules/rule-match';
import { callFiller } from './run-in-frames';

/**
 * Asks each frame which of the rules' selectors its fields match (the worker
 * has no DOM to match them in): page-wide field index → the selectors it
 * matches. One call per frame, and none when no rule has a selector. A frame
 * that does not answer matches nothing.
 */
export async function selectorHits(tabId: number, selectors: string[], frames: FrameCollect[], origins: MergedFrames['origins']): Promise<Map<number, SelectorHits>> {
  const hits = new Map<number, Set<string>>();
  if (!selectors.length) return hits;
  const byFrame = new Map<string, Map<number, Set<string>>>();
  await Promise.all(
    frames.map(async ({ frameId, result }) => {
      const [answer] = await callFiller(tabId, frameId, 'matchSelectors', selectors, result.token).catch(() => []);
      if (!answer || answer.result === 'gone') return;
      const own = new Map<number, Set<string>>();
      for (const [index, matched] of Object.entries(answer.result.hits)) own.set(Number(index), new Set(matched.map((i) => selectors[i]!)));
      byFrame.set(String(frameId), own);
    }),
  );
  for (const [index, { frameId, index: own }] of origins) {
    const matched = byFrame.get(String(frameId))?.get(own);
    if (matched) hits.set(index, matched);
  }
  return hits;
}
