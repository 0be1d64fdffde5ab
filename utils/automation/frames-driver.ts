import type { FillerDriver, FrameAnswer, Frames } from '../fill/filler-driver';
import { PAGE_FILLER_KEY } from '../page-contract/page-filler-api';
import { callPageFiller } from '../page-contract/call-page-filler';
import { START_FILLER_KEY } from './page-keys';

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
 * top frame's failure rejects the call with the driver's error.
 * @example await fillFrames(framesDriver([(fn, arg) => page.mainFrame().evaluate(fn, arg)], pageScript), options)
 */
export function framesDriver(
  frames: Evaluate[],
  pageScript: () => string,
  loadedBefore: (frameId: number) => boolean = () => true,
): FramesDriver {
  const load = (evaluate: Evaluate) => evaluate(loadAndStart, [pageScript(), START_FILLER_KEY] as [string, string]);
  const driver: FramesDriver = {
    navigated: false,
    inject: () =>
      inFrames(frames, 'all', async (evaluate, frameId) => {
        if (!loadedBefore(frameId)) return load(evaluate);
        // A frame that navigated since has lost the script: it gets it now.
        return (await evaluate(startLoaded, START_FILLER_KEY)) ?? (await load(evaluate));
      }),
    call: async (which, method, ...args) => {
      const answers = await inFrames(frames, which, (evaluate) =>
        evaluate(callPageFiller, [PAGE_FILLER_KEY, method, JSON.stringify(args)] as [string, string, string]),
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

async function inFrames<T>(
  frames: Evaluate[],
  which: Frames,
  run: (evaluate: Evaluate, frameId: number) => Promise<T>,
): Promise<Array<FrameAnswer<T>>> {
  const ids = which === 'all' ? frames.map((_, frameId) => frameId) : [which];
  const settled = await Promise.allSettled(ids.map((frameId) => run(frames[frameId]!, frameId)));
  const answers: Array<FrameAnswer<T>> = [];
  for (const [position, outcome] of settled.entries()) {
    const frameId = ids[position]!;
    if (outcome.status === 'fulfilled') {
      if (outcome.value !== undefined && outcome.value !== null) answers.push({ frameId, result: outcome.value });
    } else if (frameId === 0 || which !== 'all') {
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
