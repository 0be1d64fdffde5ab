import type { FillWrite } from '../fill/plan-fill';
import type { WriteResult } from '../fill/page-filler-api';
import { errorMessage } from '../text/error-message';
import { callFiller } from './run-in-frames';
import { FillError, noAnswer } from './fill-error';
import type { TaskLimit } from './task-runner';

/** One frame's answer to its write, with every field's selector; or why the whole frame failed. */
export type FrameWrite = (Omit<WriteResult, 'selectors'> & { selectors: string[] }) | { failed: string };

/**
 * Writes each frame's part of the plan, made from the collect its token
 * names, in all frames at once. A frame whose write fails (it reloaded or
 * went away, or its filler refused) fails alone: the others' answers stand.
 * Rejects only when no frame answered, or the task was stopped before the
 * writes were sent; a write that reaches a page after the deadline is refused there.
 * @example await writeFrames(7, new Map([[0, writes]]), new Map([[0, token]])) // Map { 0 => { errors: {}, selectors: ['#first'], durationMs: 2 } }
 */
export async function writeFrames(tabId: number, byFrame: Map<number, FillWrite[]>, tokens: Map<number, string>, limit?: TaskLimit): Promise<Map<number, FrameWrite>> {
  limit?.signal.throwIfAborted();
  const settled = await Promise.allSettled([...byFrame].map(([frameId, writes]) => writeFrame(tabId, frameId, writes, tokens.get(frameId) ?? '', limit?.deadline)));
  const answers = new Map<number, FrameWrite>();
  for (const [position, frameId] of [...byFrame.keys()].entries()) {
    const outcome = settled[position]!;
    answers.set(frameId, outcome.status === 'fulfilled' ? outcome.value : { failed: frameFailure(outcome.reason) });
  }
  const first = settled.find((outcome) => outcome.status === 'rejected');
  if (first && settled.every((outcome) => outcome.status === 'rejected')) throw first.reason;
  return answers;
}

/**
 * Stops a collect's writes in the page once `signal` aborts: each frame's
 * filler forgets the collects named by `tokens`, so a write already on its
 * way there throws instead of landing late. Returns a function that stops listening.
 */
export function cancelOnAbort(tabId: number, tokens: string[], signal?: AbortSignal): () => void {
  if (!signal) return () => undefined;
  const cancel = () => void callFiller(tabId, 'all', 'cancel', tokens).catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

async function writeFrame(tabId: number, frameId: number, writes: FillWrite[], token: string, until?: number): Promise<FrameWrite> {
  const [answer] = await callFiller(tabId, frameId, 'write', writes, token, until);
  if (!answer || answer.result === 'gone') throw new FillError(noAnswer());
  return { ...answer.result, selectors: JSON.parse(answer.result.selectors) as string[] };
}

/** The reason each field of a frame whose write failed is given in the report. */
function frameFailure(error: unknown): string {
  const message = errorMessage(error);
  return message === noAnswer() ? 'its frame did not answer' : `its frame could not be written: ${message}`;
}
