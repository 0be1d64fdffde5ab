import { pushTo } from '../collections/push-to';
import type { FieldDescription } from '../fields/field-description';
import type { CollectResult } from '../page-contract/page-filler-api';
import type { FillWrite } from '../page-contract/fill-write';
import { skippedFrame, type SkippedFrame } from './frame-access';

export interface FrameCollect {
  frameId: number;
  result: CollectResult;
}

export interface MergedFrames {
  /** Every frame's fields with page-wide indexes, the top frame's first. */
  fields: FieldDescription[];
  /** Page-wide index → the frame and its own index there. */
  origins: Map<number, { frameId: number; index: number }>;
  /** Page-wide index of the focused field, or -1. */
  activeIndex: number;
  /** Page-wide index of the field that stands for focus elsewhere (CollectResult.nearIndex), or -1. */
  nearIndex: number;
  /** Frames the page has that Understudy could not reach, and why. */
  skippedFrames: SkippedFrame[];
}

/**
 * Puts the fields of all reached frames into one list, so one persona fills
 * them all: indexes, forms and radio groups are made unique per frame.
 * @example mergeFrames([top, child]).fields.length // top's fields + child's fields
 */
export function mergeFrames(frames: FrameCollect[]): MergedFrames {
  const ordered = [...frames].sort((a, b) => a.frameId - b.frameId);
  const merged: MergedFrames = { fields: [], origins: new Map(), activeIndex: -1, nearIndex: -1, skippedFrames: [] };
  for (const [position, { frameId, result }] of ordered.entries()) {
    const offset = merged.fields.length;
    for (const field of result.fields) {
      const index = offset + field.index;
      merged.origins.set(index, { frameId, index: field.index });
      merged.fields.push({
        ...field,
        index,
        // Forms and radio groups of different frames are different, even with equal numbers and names.
        formIndex: field.formIndex >= 0 ? position * 10_000 + field.formIndex : -1 - position,
        group: field.group === undefined ? undefined : `${frameId}/${field.group}`,
      });
    }
    if (merged.activeIndex < 0 && result.activeIndex >= 0) merged.activeIndex = offset + result.activeIndex;
    if (merged.nearIndex < 0 && result.nearIndex >= 0) merged.nearIndex = offset + result.nearIndex;
  }
  const reached = ordered.map(({ result }) => result.url);
  for (const { result } of ordered) {
    for (const url of result.frameUrls) {
      // An empty about:blank frame has nothing to fill; everything else unreached is reported.
      if (url !== 'about:blank' && !reached.some((frameUrl) => frameUrl === url))
        merged.skippedFrames.push(skippedFrame(url));
    }
  }
  return merged;
}

/** The plan's writes, sent back to the frames they belong to, with each frame's own indexes. */
export function writesByFrame(writes: FillWrite[], origins: MergedFrames['origins']): Map<number, FillWrite[]> {
  const byFrame = new Map<number, FillWrite[]>();
  for (const write of writes) {
    const origin = origins.get(write.index);
    if (!origin) continue;
    pushTo(byFrame, origin.frameId, { ...write, index: origin.index });
  }
  return byFrame;
}
