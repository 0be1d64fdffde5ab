import type { FillReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import { framesDriver, type Evaluate } from './frames-driver';
import { driverError, fillThrough, UnderstudyError, type UnderstudyOptions } from './fill-through';
import { pageScriptSource } from './page-script-source';
import type { FrameSpot } from './start-from-top';

/** What the library asks of a test driver's frame: Playwright's and Puppeteer's `Frame` both have it. */
export interface DriverFrame {
  childFrames(): DriverFrame[];
  evaluate(fn: never, arg: never): Promise<unknown>;
  /** The frame's address: with it, the top frame starts the frames of its origin itself (framesDriver). */
  url?(): string;
}

/** The frames the library filled in this process: their page script is likely still there (framesDriver). */
const filledBefore = new WeakSet<DriverFrame>();

/**
 * Fills the page from its top frame `top` down, every frame it holds
 * included, through the driver's own `frame.evaluate`: the whole of an
 * adapter but for finding the top frame and telling a closed page
 * (`gone`, a sentence, or undefined while it is there).
 */
export async function fillDriverFrames(
  top: DriverFrame,
  gone: string | undefined,
  options: UnderstudyOptions,
  scope: FillScope,
): Promise<FillReport> {
  if (gone) throw new UnderstudyError(gone);
  const spots = frameSpots(top);
  const frames = spots.map(({ frame }) => frame);
  // Plain data crosses both ways, which the drivers' handle-aware types cannot see through.
  const evaluate =
    (frame: DriverFrame): Evaluate =>
    (fn, arg) =>
      frame.evaluate(fn as never, arg as never) as never;
  const driver = framesDriver(
    frames.map(evaluate),
    pageScriptSource,
    (frameId) => filledBefore.has(frames[frameId]!),
    spots.every(({ url }) => url !== undefined) ? (spots as FrameSpot[]) : undefined,
  );
  const language = () => top.evaluate((() => navigator.language) as never, undefined as never) as Promise<string>;
  try {
    return await fillThrough(driver, options, scope, language);
  } catch (error) {
    throw driverError(error);
  } finally {
    for (const frame of frames) filledBefore.add(frame);
  }
}

/** `top` and the frames under it, depth first, each with where it sits (FrameSpot). */
function frameSpots(
  top: DriverFrame,
  path: number[] = [],
): Array<Omit<FrameSpot, 'url'> & { url?: string; frame: DriverFrame }> {
  const children = top.childFrames();
  return [
    { frame: top, path, childCount: children.length, url: top.url?.() },
    ...children.flatMap((child, index) => frameSpots(child, [...path, index])),
  ];
}

/** Why a fill cannot start on a page (closed) or frame (detached), as a sentence; undefined when it can. */
export function goneReason(pageClosed: boolean, frameDetached: boolean): string | undefined {
  if (pageClosed) return 'The page is closed: Understudy can fill only an open page.';
  if (frameDetached) return 'The frame has gone from its page: there is nothing to fill.';
  return undefined;
}
