import type { FillerDriver, FrameAnswer } from '../fill/filler-driver';
import { PAGE_FILLER_KEY } from '../page-contract/page-filler-api';
import { callPageFiller } from '../page-contract/call-page-filler';
import { START_FILLER_KEY } from './page-keys';
import { startFromTop, togetherFromTop, topTargets, type FrameSpot } from './start-from-top';

/**
 * Runs `fn(arg)` in one frame of the page under test and resolves to its
 * plain-data result: a test driver's `frame.evaluate(fn, arg)`. `fn` is sent
 * as its source, so it uses nothing but its argument. Rejects when the frame
 * has gone or navigated.
 */
export type Evaluate = <A, R>(fn: (arg: A) => R, arg: A) => Promise<R>;

/**
 * A FillerDriver over a test driver's frames, the top one first: all a
 * driver adapter gives is an Evaluate per frame (see playwright.ts).
 * `pageScript` gives the library's page script, loaded into a frame only the
 * first time it is filled: a frame `loadedBefore` says the library filled
 * is asked to start its filler first (one call, without the script's 25 kB),
 * any other gets the script with that first call. A frame other than the top one that fails to
 * answer is left out, as the extension leaves out frames it cannot reach; the
 * top frame's failure rejects the call with the driver's error. Given
 * `spots` (where each frame sits, see FrameSpot), the top frame starts the
 * frames of its origin itself, a few per call (startFromTop): they share the
 * page's thread, where a call per frame would each wait for the others and
 * pay the driver's set-up in every frame.
 * @example await fillFrames(framesDriver([(fn, arg) => page.mainFrame().evaluate(fn, arg)], pageScript), options)
 */
export function framesDriver(
  frames: Evaluate[],
  pageScript: () => string,
  loadedBefore: (frameId: number) => boolean = () => true,
  spots?: FrameSpot[],
): FramesDriver {
  const load = (evaluate: Evaluate) => evaluate(loadAndStart, [pageScript(), START_FILLER_KEY] as [string, string]);
  const start = async (evaluate: Evaluate, frameId: number) => {
    if (!loadedBefore(frameId)) return load(evaluate);
    // A frame that navigated since has lost the script: it gets it now.
    return (await evaluate(startLoaded, START_FILLER_KEY)) ?? (await load(evaluate));
  };
  const together = spots?.length === frames.length ? togetherFromTop(spots) : [];
  const driver: FramesDriver = {
    navigated: false,
    inject: async () => {
      if (!together.length) return inFrames(frames, allFrames(frames), start);
      const apart = allFrames(frames).filter((frameId) => !together.includes(frameId));
      // A few frames per call, all sent at once: the page starts the next frames while the last ones' fields travel.
      const groups = inGroups(together, FRAMES_PER_CALL);
      const [fromTop, others] = await Promise.all([
        Promise.all(
          groups.map((group) =>
            frames[0]!(startFromTop, [
              group.some((frameId) => !loadedBefore(frameId)) ? pageScript() : null,
              START_FILLER_KEY,
              topTargets(spots!, group),
            ] as Parameters<typeof startFromTop>[0]),
          ),
        ),
        inFrames(frames, apart, start),
      ]);
      const started = groups.flatMap((group, at) =>
        group.flatMap((frameId) => {
          const result = fromTop[at]![frameId];
          return typeof result === 'string' ? [{ frameId, result }] : [];
        }),
      );
      // What the top frame did not start (a frame it could not find as the driver sees it) is started by itself.
      const left = together.filter((frameId) => !started.some((answer) => answer.frameId === frameId));
      const late = await inFrames(frames, left, start);
      return [...started, ...others, ...late].sort((a, b) => a.frameId - b.frameId);
    },
    call: async (which, method, ...args) => {
      const answers = await inFrames(
        frames,
        which === 'all' ? allFrames(frames) : [which],
        (evaluate) =>
          evaluate(callPageFiller, [PAGE_FILLER_KEY, method, JSON.stringify(args)] as [string, string, string]),
        which !== 'all',
      ).catch((error: unknown) => {
        if (which !== 'all' && which !== 0) throw error;
        if (/context was destroyed|navigat/i.test(error instanceof Error ? error.message : String(error)))
          driver.navigated = true;
        throw error;
      });
      // The top frame lost the filler it was given at the start: a new document, so the page navigated or reloaded.
      if (answers.some(({ frameId, result }) => frameId === 0 && result === 'gone')) driver.navigated = true;
      return answers as never;
    },
  };
  return driver;
}

/** A FillerDriver that notes whether the top frame's document changed during the fill. */
export interface FramesDriver extends FillerDriver {
  navigated: boolean;
}

const allFrames = (frames: Evaluate[]) => frames.map((_, frameId) => frameId);

/** How many frames the top frame starts per call. */
const FRAMES_PER_CALL = 3;

/**
 * `items` in groups of `size`, in order.
 * @example inGroups([0, 1, 2, 3, 4], 2) // [[0, 1], [2, 3], [4]]
 */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let at = 0; at < items.length; at += size) groups.push(items.slice(at, at + size));
  return groups;
}

/**
 * Runs `run` in the frames `ids`, at once; their answers, but for frames below
 * the top one that failed. The top frame's failure rejects with it, and so
 * does any frame's when the call was for one frame (`strict`).
 */
async function inFrames<T>(
  frames: Evaluate[],
  ids: number[],
  run: (evaluate: Evaluate, frameId: number) => Promise<T>,
  strict = false,
): Promise<Array<FrameAnswer<T>>> {
  const settled = await Promise.allSettled(ids.map((frameId) => run(frames[frameId]!, frameId)));
  const answers: Array<FrameAnswer<T>> = [];
  for (const [position, outcome] of settled.entries()) {
    const frameId = ids[position]!;
    if (outcome.status === 'fulfilled') {
      if (outcome.value !== undefined && outcome.value !== null) answers.push({ frameId, result: outcome.value });
    } else if (frameId === 0 || strict) {
      throw outcome.reason;
    }
  }
  return answers;
}

/** In the page: the collect of a frame whose page script is loaded, or null. */
function startLoaded(key: string): string | null {
  const start = (globalThis as Record<string, unknown>)[key];
  return typeof start === 'function' ? (start as () => string)() : null;
}

/** In the page: loads the page script (its source, bundled with the library) unless the frame has it, then collects. */
function loadAndStart([source, key]: [string, string]): string {
  const scope = globalThis as Record<string, unknown>;
  // Indirect eval runs the script in the frame's global scope, as a <script> would; it is the library's own code.
  if (typeof scope[key] !== 'function') (0, eval)(source);
  return (scope[key] as () => string)();
}
