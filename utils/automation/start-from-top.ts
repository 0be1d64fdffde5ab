import { webUrl } from '../fill/frame-access';

/**
 * One frame of the page as the test driver lists it: where it sits under the
 * top frame (its index among its parent's frames at each level), how many
 * frames it holds, and its address.
 */
export interface FrameSpot {
  path: number[];
  childCount: number;
  url: string;
}

/**
 * A frame as the top frame is asked to find it (startFromTop): its path and
 * frame count, and the address it must have to be started there, or null
 * when the top frame is not to start it.
 */
export type TopTarget = [path: number[], childCount: number, url: string | null];

/**
 * The frames the top frame starts itself in one call: the top one and every
 * frame of its http(s) origin, which share its thread and its globals; none
 * when the top frame has no such frame below it. Other frames (another
 * site's, about:blank, srcdoc) are started by the driver, each by itself.
 * @example togetherFromTop([{ path: [], childCount: 1, url: 'https://a.example/' }, { path: [0], childCount: 0, url: 'https://a.example/f' }]) // [0, 1]
 */
export function togetherFromTop(frames: readonly FrameSpot[]): number[] {
  const top = frames[0] && webUrl(frames[0].url)?.origin;
  if (!top) return [];
  const together = frames.flatMap((frame, frameId) => (webUrl(frame.url)?.origin === top ? [frameId] : []));
  return together.length > 1 ? together : [];
}

/**
 * The whole frame tree as the top frame is asked to check it, with the
 * address of each frame in `together` that it is to start.
 * @example topTargets(frames, [0, 1]) // [[[], 1, 'https://a.example/'], [[0], 0, 'https://a.example/f']]
 */
export function topTargets(frames: readonly FrameSpot[], together: readonly number[]): TopTarget[] {
  return frames.map(({ path, childCount, url }, frameId) => [
    path,
    childCount,
    together.includes(frameId) ? url : null,
  ]);
}

/**
 * In the page, from the top frame: starts the library's filler in each frame
 * `tree` names an address for, loading `source` (the page script) into a
 * frame that has none, and answers with each frame's collect, in the order
 * of `tree`. Null where a frame was not started: not to be, not found, at
 * another address, or without the script when no source came. When the page's
 * frames are not the tree the driver sees (a frame added or gone since, or
 * frames the window does not count, such as an iframe in a shadow root),
 * none is started, so that no collect is taken for the wrong frame.
 * Runs as its source, so it uses nothing but its argument.
 */
export function startFromTop([source, key, tree]: [string | null, string, TopTarget[]]): Array<string | null> {
  const windows = tree.map(([path]) => {
    let win: unknown = globalThis;
    for (const index of path) win = (win as Record<number, unknown> | undefined)?.[index];
    return win as (Record<string, unknown> & { length: number }) | undefined;
  });
  const fits = tree.every(([, childCount], at) => {
    try {
      return windows[at]?.length === childCount;
    } catch {
      return false;
    }
  });
  if (!fits || new Set(windows).size !== windows.length) return tree.map(() => null);
  return tree.map(([, , url], at) => {
    const scope = windows[at]!;
    try {
      if (url === null || (scope.location as Location).href !== url) return null;
      if (typeof scope[key] !== 'function') {
        if (source === null) return null;
        // Called by another name, the frame's own eval is indirect: the script runs in that frame's global scope.
        const evalThere = scope.eval as (code: string) => unknown;
        evalThere(source);
      }
      return (scope[key] as () => string)();
    } catch {
      return null;
    }
  });
}
