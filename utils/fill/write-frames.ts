import type { FillWrite } from '../page-contract/fill-write';
import type { WriteResult } from '../page-contract/page-filler-api';
import { errorMessage } from '../text/error-message';
import type { FillerDriver } from './filler-driver';
import { webUrl } from './frame-access';
import { FillError, noAnswer } from './fill-error';
import type { TaskLimit } from './task-limit';

/** One frame's answer to its write, with every field's selector (`together`: written by the top frame's task). */
type FrameWritten = Omit<WriteResult, 'selectors'> & { selectors: string[]; together?: true };

/** A frame's written answer, or why the whole frame failed. */
export type FrameWrite = FrameWritten | { failed: string };

/**
 * How long the page spent writing, as the report says it: frames written
 * together took their times one after another; a frame written apart may
 * have run beside them (another site's frame has a process of its own).
 * @example writeMs(new Map([[0, { errors: {}, selectors: [], durationMs: 5, together: true }], [1, { errors: {}, selectors: [], durationMs: 4, together: true }]])) // 9
 */
export function writeMs(answers: Map<number, FrameWrite>): number {
  let together = 0;
  let apart = 0;
  for (const answer of answers.values()) {
    if ('failed' in answer) continue;
    if (answer.together) together += answer.durationMs;
    else apart = Math.max(apart, answer.durationMs);
  }
  return Math.max(together, apart);
}

/** What writing a frame needs of its collect: the token that names it, and the frame's address (its origin decides how it is written). */
export interface FrameCollectRef {
  token: string;
  url: string;
}

/**
 * Writes each frame's part of the plan, made from the collect its token
 * names, in all frames at once. The frames of the top frame's origin are
 * written by the top frame in one task (PageFiller.writeWithFrames): they
 * share the page's thread, and written apart Chromium lays each out before
 * the next. What the top frame could not reach (a filler in a sandbox of its
 * own, a frame that went away) is then written frame by frame, as the other origins' frames are.
 * A frame whose write fails (it reloaded or went away, or its filler
 * refused) fails alone: the others' answers stand. Rejects only when no
 * frame answered, or the task was stopped before the writes were sent; a
 * write that reaches a page after the deadline is refused there.
 * @example await writeFrames(driver, new Map([[0, writes]]), new Map([[0, { token, url }]])) // Map { 0 => { errors: {}, selectors: ['#first'], durationMs: 2 } }
 */
export async function writeFrames(
  driver: FillerDriver,
  byFrame: Map<number, FillWrite[]>,
  collects: Map<number, FrameCollectRef>,
  limit?: TaskLimit,
): Promise<Map<number, FrameWrite>> {
  limit?.signal.throwIfAborted();
  const writeApart = (frameId: number) =>
    writeFrame(driver, frameId, byFrame.get(frameId)!, collects.get(frameId)?.token ?? '', limit?.deadline);
  const together = writtenTogether([...byFrame.keys()], collects);
  const apart = [...byFrame.keys()].filter((frameId) => !together.includes(frameId));
  const [joined, settled] = await Promise.all([
    writeTogether(driver, together, byFrame, collects, limit?.deadline).catch(
      () => new Map<number, PromiseSettledResult<FrameWrite>>(),
    ),
    Promise.allSettled(apart.map(writeApart)),
  ]);
  const outcomes = new Map(apart.map((frameId, position) => [frameId, settled[position]!]));
  const left = together.filter((frameId) => !joined.has(frameId));
  const settledLeft = await Promise.allSettled(left.map(writeApart));
  left.forEach((frameId, position) => outcomes.set(frameId, settledLeft[position]!));
  for (const [frameId, outcome] of joined) outcomes.set(frameId, outcome);

  const answers = new Map<number, FrameWrite>();
  for (const frameId of byFrame.keys()) {
    const outcome = outcomes.get(frameId)!;
    answers.set(frameId, outcome.status === 'fulfilled' ? outcome.value : { failed: frameFailure(outcome.reason) });
  }
  const first = [...outcomes.values()].find((outcome) => outcome.status === 'rejected');
  if (first && [...outcomes.values()].every((outcome) => outcome.status === 'rejected')) throw first.reason;
  return answers;
}

/**
 * The frames to write together from the top frame: the top frame and the
 * frames of its origin, when that makes two or more to write. A frame
 * without an http(s) address (about:blank, srcdoc, a file) is written apart.
 */
function writtenTogether(frameIds: number[], collects: Map<number, FrameCollectRef>): number[] {
  const originOf = (frameId: number) => webUrl(collects.get(frameId)?.url ?? '')?.origin;
  const top = originOf(0);
  const together = top ? frameIds.filter((frameId) => frameId === 0 || originOf(frameId) === top) : [];
  return together.length > 1 ? together : [];
}

/** Writes `frameIds` from the top frame in one task (PageFiller.writeWithFrames); the outcomes of the frames it reached, by frame. */
async function writeTogether(
  driver: FillerDriver,
  frameIds: number[],
  byFrame: Map<number, FillWrite[]>,
  collects: Map<number, FrameCollectRef>,
  until?: number,
): Promise<Map<number, PromiseSettledResult<FrameWrite>>> {
  const outcomes = new Map<number, PromiseSettledResult<FrameWrite>>();
  if (!frameIds.length) return outcomes;
  const byToken: Record<string, FillWrite[]> = {};
  const frameOf = new Map<string, number>();
  for (const frameId of frameIds) {
    const token = collects.get(frameId)?.token ?? '';
    byToken[token] = byFrame.get(frameId)!;
    frameOf.set(token, frameId);
  }
  const [answer] = await driver.call(0, 'writeWithFrames', byToken, until);
  // No answer (a filler of an earlier version, the page gone): the worker writes each frame itself.
  if (!answer?.result || answer.result === 'gone') return outcomes;
  for (const [token, result] of Object.entries(answer.result)) {
    const frameId = frameOf.get(token);
    if (frameId === undefined) continue;
    outcomes.set(
      frameId,
      'failed' in result
        ? { status: 'rejected', reason: new Error(result.failed) }
        : { status: 'fulfilled', value: { ...frameWrite(result), together: true } },
    );
  }
  return outcomes;
}

/**
 * Stops a collect's writes in the page once `signal` aborts: each frame's
 * filler forgets the collects named by `tokens`, so a write already on its
 * way there throws instead of landing late. Returns a function that stops listening.
 */
export function cancelOnAbort(driver: FillerDriver, tokens: string[], signal?: AbortSignal): () => void {
  if (!signal) return () => undefined;
  const cancel = () => void driver.call('all', 'cancel', tokens).catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

async function writeFrame(
  driver: FillerDriver,
  frameId: number,
  writes: FillWrite[],
  token: string,
  until?: number,
): Promise<FrameWrite> {
  const [answer] = await driver.call(frameId, 'write', writes, token, until);
  if (!answer || answer.result === 'gone') throw new FillError(noAnswer());
  return frameWrite(answer.result);
}

/** A frame's answer with its selectors unpacked (they cross as one JSON string). */
function frameWrite(result: WriteResult): FrameWritten {
  return { ...result, selectors: JSON.parse(result.selectors) as string[] };
}

/** The reason each field of a frame whose write failed is given in the report. */
function frameFailure(error: unknown): string {
  const message = errorMessage(error);
  return message === noAnswer() ? 'its frame did not answer' : `its frame could not be written: ${message}`;
}
