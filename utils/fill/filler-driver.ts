import type { PageFillerApi } from '../page-contract/page-filler-api';

/** One frame's answer to a script run in the page. */
export interface FrameAnswer<T> {
  frameId: number;
  result: T;
}

/** Where a call runs: every frame the driver may reach, or one frame (0 is the top one). */
export type Frames = 'all' | number;

/**
 * How a fill reaches a page's frames: the extension's `browser.scripting`
 * (utils/worker/run-in-frames.ts), or a test driver such as Playwright or
 * Puppeteer (utils/automation/). Describing, planning and writing are the
 * same over any driver; a driver only runs the filler's code in frames.
 * Frames that give no answer (still loading, gone) are left out of the answers.
 */
export interface FillerDriver {
  /** Leaves the filler (`filler.js`) in every frame it may reach; each answers with its fields, packed (collect-transfer.ts). */
  inject(): Promise<Array<FrameAnswer<string>>>;
  /** Calls a method of the filler each frame holds; a frame without one (reloaded since) answers 'gone'. */
  call<M extends keyof PageFillerApi>(
    frames: Frames,
    method: M,
    ...args: Parameters<PageFillerApi[M]>
  ): Promise<Array<FrameAnswer<Awaited<ReturnType<PageFillerApi[M]>> | 'gone'>>>;
}
