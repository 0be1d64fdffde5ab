import { unpackCollect, unpackPart } from '../page-contract/collect-transfer';
import type { Classification } from '../classify/classification';
import { classifyField } from '../classify/classify-field';
import { warmUpClassifier } from '../classify/warm-up-classifier';
import { type CollectResult, type PartResult, type RefreshResult } from '../page-contract/page-filler-api';
import type { FrameCollect } from './frames';
import type { FillerDriver } from './filler-driver';
import { FillError, noAnswer } from './fill-error';
import { t } from '../i18n/messages';
import type { RulesAhead } from './rules-matched-ahead';

/**
 * A page's fields being described: the top frame's first answer (its
 * address, type and language), and every frame's whole description once a
 * long page's other parts are in.
 */
export interface DescribingPage {
  top: CollectResult;
  whole: Promise<DescribedPage>;
  /** The site's rules matched against it, for a description made ahead (describeAhead). */
  rules?: Promise<RulesAhead | undefined>;
}

export interface DescribedPage {
  frames: FrameCollect[];
  /** Classifications made while a long page's later parts came in: by frame, then the field's index there. */
  classified: Map<number, Classification[]>;
}

/**
 * Injects the filler into every frame the driver may reach (for the
 * extension: the top one, and frames of the sites it may script) and
 * describes their fields. While a long page
 * describes its other parts, the parts already here are classified, when
 * `classify` says so (a kind the user chose needs none): that work is off
 * the fill's path. Once `signal` aborts, no other part is asked for. Rejects
 * with a FillError the user can read.
 */
export async function describeFrames(
  driver: FillerDriver,
  classify: Promise<boolean> | boolean = true,
  signal?: AbortSignal,
): Promise<DescribingPage> {
  // Options that failed to load fail the fill where they are awaited (fillFrames); here they only mean no classifying ahead.
  const classifying = Promise.resolve(classify).catch(() => false);
  const collecting = driver.inject();
  warmUpClassifier();
  const described = (await collecting).map(({ frameId, result }) => ({ frameId, result: unpackCollect(result) }));
  const top = described.find((frame) => frame.frameId === 0)?.result;
  if (!top) throw new FillError(noAnswer());
  if (!/html|xml/.test(top.contentType)) {
    throw new FillError(t('errorNotWebPage'));
  }
  const whole = (async () => {
    const classified = new Map<number, Classification[]>();
    const frames = await describeParts(driver, described, (await classifying) ? classified : undefined, signal);
    return { frames, classified };
  })();
  // Marked as handled here: a description made ahead (PreparedFills) may never be awaited; a fill that awaits it still sees the failure.
  whole.catch(() => undefined);
  return { top, whole };
}

/**
 * The page's description made ahead, brought up to date by each frame's
 * filler (PageFiller.refresh); undefined when there is none, it failed, or
 * the page changed since: the fill then describes the page anew.
 */
export async function refreshDescription(
  driver: FillerDriver,
  prepared?: Promise<DescribingPage | undefined>,
): Promise<DescribingPage | undefined> {
  try {
    const ready = await prepared;
    if (!ready) return undefined;
    const { frames, classified } = await ready.whole;
    const current = refreshFrames(frames, await driver.call('all', 'refresh'));
    return current && { ...ready, whole: Promise.resolve({ frames: current, classified }) };
  } catch {
    return undefined;
  }
}

/**
 * Asks each frame that described only a first part of its fields (a long
 * page, see PageFiller.collect) for the others, one part at a time: the
 * request for the next part is on its way while the last one is classified
 * into `classified` (by frame, then the field's index there), when given.
 * A frame that stops answering is left out, as at collect. Resolves to every
 * frame's whole collect.
 */
async function describeParts(
  driver: FillerDriver,
  frames: FrameCollect[],
  classified?: Map<number, Classification[]>,
  signal?: AbortSignal,
): Promise<FrameCollect[]> {
  const whole = await Promise.all(
    frames.map((frame) => (frame.result.rest === 0 ? frame : describeWhole(driver, frame, classified, signal))),
  );
  return whole.filter((frame): frame is FrameCollect => frame !== undefined);
}

/** One frame's collect, made whole part by part (see describeParts), or undefined if the frame stopped answering. */
async function describeWhole(
  driver: FillerDriver,
  { frameId, result }: FrameCollect,
  classified?: Map<number, Classification[]>,
  signal?: AbortSignal,
): Promise<FrameCollect | undefined> {
  const fields = [...result.fields];
  const classes: Classification[] = [];
  let durationMs = result.durationMs;
  let part: Pick<PartResult, 'fields' | 'rest'> = result;
  for (;;) {
    signal?.throwIfAborted();
    const asking = part.rest > 0 ? describeNext(driver, frameId, result.token) : undefined;
    if (classified) for (const field of part.fields) classes.push(classifyField(field));
    if (!asking) break;
    const next = await asking;
    if (!next) return undefined;
    fields.push(...next.fields);
    durationMs += next.durationMs;
    part = next;
  }
  classified?.set(frameId, classes);
  return { frameId, result: { ...result, fields, rest: 0, durationMs } };
}

/** The next part of one frame's fields, or undefined if the frame gave no answer or lost its filler. */
async function describeNext(driver: FillerDriver, frameId: number, token: string): Promise<PartResult | undefined> {
  const [answer] = await driver.call(frameId, 'describeNext', token);
  return answer && answer.result !== 'gone' ? unpackPart(answer.result) : undefined;
}

/**
 * Frames described ahead, as their fillers say they are now: each field's
 * new value and checked state, focus. Undefined when they cannot stand for
 * the page any more: a frame's filler says so ('stale'), answers for
 * another collect, or has gone ('gone'), or a frame answers that was not
 * described (a frame added or loaded since). Frames a fill cannot reach
 * answer neither time. Pure: the frames given are not changed.
 * @example refreshFrames(frames, [{ frameId: 0, result: { token, changed: [[2, 'Ada', false]], activeIndex: 2, nearIndex: -1 } }])
 */
export function refreshFrames(
  frames: FrameCollect[],
  answers: Array<{ frameId: number; result: RefreshResult | 'stale' | 'gone' }>,
): FrameCollect[] | undefined {
  if (answers.length !== frames.length) return undefined;
  const refreshed: FrameCollect[] = [];
  for (const { frameId, result } of frames) {
    const answer = answers.find((each) => each.frameId === frameId)?.result;
    if (!answer || answer === 'stale' || answer === 'gone' || answer.token !== result.token) return undefined;
    const fields = [...result.fields];
    for (const [index, value, checked] of answer.changed) {
      const field = fields[index];
      if (field) fields[index] = { ...field, value, checked };
    }
    refreshed.push({
      frameId,
      result: { ...result, fields, activeIndex: answer.activeIndex, nearIndex: answer.nearIndex },
    });
  }
  return refreshed;
}
