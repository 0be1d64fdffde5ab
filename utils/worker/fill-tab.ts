import { browser } from '#imports';
import { chooseLocale } from '../values/choose-locale';
import { createFaker, referenceDay } from '../values/create-faker';
import { isoDate } from '../values/date-formats';
import { createPersona } from '../values/persona';
import type { FakerLocale } from '../values/faker-locales';
import { countReport, type FillReport, type FillReportField } from '../fill/fill-report';
import { unpackCollect, unpackPart } from '../fill/collect-transfer';
import { classifyField, type Classification } from '../classify/classify-field';
import type { FieldDescription } from '../fields/field-description';
import { PAGE_FILLER_KEY, type CollectResult, type PageFiller, type PartResult, type RefreshResult, type UndoResult, type WriteResult } from '../page/page-filler';
import { refreshFrames } from './prepared-fills';
import { scopeFields, type FillScope } from '../fill/fill-scope';
import { mergeFrames, writesByFrame, type FrameCollect } from '../fill/frames';
import type { FieldKind } from '../fields/field-kinds';
import { planFill, type FillWrite } from '../fill/plan-fill';
import { explainInjectionError } from '../fill/injection-errors';
import { warmUpClassifier } from '../classify/warm-up-classifier';
import { errorMessage } from '../text/error-message';

export interface FillOptions {
  seed: number;
  /** The user's locale; the page's `<html lang>` may replace it (see chooseLocale). */
  locale: FakerLocale;
  onlyEmpty: boolean;
  /** Fill fields the page hides (never off-screen ones). */
  fillHidden?: boolean;
  usePageLanguage: boolean;
  /** A replay's reference day (`YYYY-MM-DD`, from its report); a new fill uses today's. */
  refDate?: string;
  /** The whole page (default), the focused form, or the focused field. */
  scope?: FillScope;
  /** A kind the user chose for the field (Insert ▸ …), instead of classifying it. */
  kind?: FieldKind;
}

/** A failure whose message is already meant for the user. */
export class FillError extends Error {}

/**
 * Fills a tab: injects the filler into its frames (only when asked),
 * collects the fields, plans values here in the background, writes them in the
 * page. Faker never enters the page. The options may still be loading: the
 * page is described meanwhile. Resolves to the fill report.
 *
 * `prepared` is the tab's description made when the popup opened
 * (PreparedFills): when the page has not changed since but for its values
 * and focus, which are read again, the fill starts from it instead of
 * describing the page again.
 *
 * Each injection runs as soon as it reaches the page (`injectImmediately`),
 * not in a task queued behind the page's own. (Writing a long page in
 * batches while the rest was planned was tried, and measured slower: on two
 * cores the page and the worker took turns rather than overlapping.)
 */
export async function fillTab(tabId: number, loadingOptions: FillOptions | Promise<FillOptions>, prepared?: Promise<DescribingTab | undefined>): Promise<FillReport> {
  const describing = (await refreshed(tabId, prepared)) ?? describeTab(tabId, Promise.resolve(loadingOptions).then((options) => options.kind === undefined));
  const [{ top, whole }, options] = await Promise.all([describing, loadingOptions]);
  // While a long page describes its other parts, the values' source is made.
  const locale = chooseLocale(options.locale, top.lang, options.usePageLanguage);
  // Faker's dates count from this day: seed, locale and refDate in the report replay the same values.
  const refDate = options.refDate ? new Date(`${options.refDate}T00:00:00Z`) : referenceDay();
  const faker = createFaker(locale, options.seed, refDate);
  const persona = createPersona(faker, locale);
  const { frames, classified: early } = await whole;
  // The top frame may have stopped answering before its other parts were described.
  if (!frames.some((frame) => frame.frameId === 0)) throw new FillError(NO_ANSWER);
  const merged = mergeFrames(frames);

  const scoped = scopeFields(merged.fields, options.scope ?? 'page', merged.activeIndex, merged.nearIndex);
  if (scoped.error) throw new FillError(scoped.error);

  const planStart = performance.now();
  const classified = (field: FieldDescription) => {
    const origin = merged.origins.get(field.index);
    return origin && early.get(origin.frameId)?.[origin.index];
  };
  const plan = planFill(scoped.fields, { faker, persona, onlyEmpty: options.onlyEmpty, fillHidden: options.fillHidden, pageLanguage: top.lang, kind: options.kind, classified });
  const planMs = performance.now() - planStart;

  const byFrame = writesByFrame(plan.writes, merged.origins);
  // Every frame with a field in the report is asked, writes or not: its answer has the fields' selectors.
  for (const field of scoped.fields) {
    const origin = merged.origins.get(field.index);
    if (origin && !byFrame.has(origin.frameId)) byFrame.set(origin.frameId, []);
  }
  const tokens = new Map(frames.map(({ frameId, result }) => [frameId, result.token]));
  const written = await Promise.all(
    [...byFrame].map(async ([frameId, writes]) => {
      const result = await inPage<WriteResult>(tabId, () =>
        // One JSON string, like the collected fields: Chrome compiles the arguments
        // into the injected script, and a string literal compiles far faster than
        // thousands of object literals (10 ms on a 3,000-field page).
        browser.scripting.executeScript({
          target: { tabId, frameIds: [frameId] },
          func: writeInPage,
          args: [JSON.stringify(writes), PAGE_FILLER_KEY, tokens.get(frameId) ?? ''],
          injectImmediately: true,
        }),
      );
      return [frameId, { ...result, selectors: JSON.parse(result.selectors) as string[] }] as const;
    }),
  );
  const answers = new Map(written);
  const writeMs = Math.max(0, ...written.map(([, result]) => result.durationMs));

  const fields = plan.entries.map(({ index, frameUrl, ...rest }) => {
    // The page's own address is said once, as the report's: on a long page it was a quarter of the report.
    const entry: FillReportField = frameUrl === top.url ? rest : { ...rest, frameUrl };
    const origin = merged.origins.get(index);
    const answer = origin && answers.get(origin.frameId);
    if (!origin || !answer) return entry;
    entry.selector = answer.selectors[origin.index] ?? '';
    const error = answer.errors[origin.index];
    return error ? { ...entry, value: undefined, error } : entry;
  });
  return {
    seed: options.seed,
    locale,
    refDate: isoDate(refDate),
    url: top.url,
    durationMs: Math.round((Math.max(...frames.map(({ result }) => result.durationMs)) + planMs + writeMs) * 10) / 10,
    ...countReport(fields),
    fields,
    ...(merged.skippedFrames.length ? { skippedFrames: merged.skippedFrames } : {}),
  };
}

/**
 * A tab's fields being described: the top frame's first answer (its
 * address, type and language), and every frame's whole description once a
 * long page's other parts are in.
 */
export interface DescribingTab {
  top: CollectResult;
  whole: Promise<DescribedTab>;
}

export interface DescribedTab {
  frames: FrameCollect[];
  /** Classifications made while a long page's later parts came in: by frame, then the field's index there. */
  classified: Map<number, Classification[]>;
}

/**
 * Injects the filler into every frame the extension may reach (the top one,
 * and frames of the same site) and describes their fields. While a long page
 * describes its other parts, the parts already here are classified, when
 * `classify` says so (a kind the user chose needs none): that work is off
 * the fill's path. Rejects with a FillError the user can read.
 */
export async function describeTab(tabId: number, classify: Promise<boolean> | boolean = true): Promise<DescribingTab> {
  // Options that failed to load fail the fill where they are awaited (fillTab); here they only mean no classifying ahead.
  const classifying = Promise.resolve(classify).catch(() => false);
  const collecting = inFrames<string>(tabId, () =>
    browser.scripting.executeScript({ target: { tabId, allFrames: true }, files: ['/filler.js'], injectImmediately: true }),
  );
  warmUpClassifier();
  const described = (await collecting).map(({ frameId, result }) => ({ frameId, result: unpackCollect(result) }));
  const top = described.find((frame) => frame.frameId === 0)?.result;
  if (!top) throw new FillError(NO_ANSWER);
  if (!/html|xml/.test(top.contentType)) {
    throw new FillError('This is a PDF or another document that is not a web page, so it has no fields to fill.');
  }
  const whole = (async () => {
    const classified = new Map<number, Classification[]>();
    const frames = await describeParts(tabId, described, (await classifying) ? classified : undefined);
    return { frames, classified };
  })();
  // Marked as handled here: a description made ahead (PreparedFills) may never be awaited; a fill that awaits it still sees the failure.
  whole.catch(() => undefined);
  return { top, whole };
}

/**
 * The tab's description made ahead, brought up to date by each frame's
 * filler (PageFiller.refresh); undefined when there is none, it failed, or
 * the page changed since: the fill then describes the page anew.
 */
async function refreshed(tabId: number, prepared?: Promise<DescribingTab | undefined>): Promise<DescribingTab | undefined> {
  try {
    const ready = await prepared;
    if (!ready) return undefined;
    const { frames, classified } = await ready.whole;
    const answers = await inFrames<RefreshResult | 'stale'>(tabId, () =>
      browser.scripting.executeScript({ target: { tabId, allFrames: true }, func: refreshInPage, args: [PAGE_FILLER_KEY], injectImmediately: true }),
    );
    const current = refreshFrames(frames, answers);
    return current && { top: ready.top, whole: Promise.resolve({ frames: current, classified }) };
  } catch {
    return undefined;
  }
}

/** Runs in the page's isolated world, so it may use nothing but its arguments. */
function refreshInPage(key: string): RefreshResult | 'stale' {
  const filler = (globalThis as unknown as Record<string, PageFiller | undefined>)[key];
  return filler ? filler.refresh() : 'stale';
}

/**
 * Asks each frame that described only a first part of its fields (a long
 * page, see PageFiller.collect) for the others, one part at a time: the
 * request for the next part is on its way while the last one is classified
 * into `classified` (by frame, then the field's index there), when given.
 * A frame that stops answering is left out, as at collect. Resolves to every
 * frame's whole collect.
 */
async function describeParts(tabId: number, frames: FrameCollect[], classified?: Map<number, Classification[]>): Promise<FrameCollect[]> {
  const whole = await Promise.all(frames.map((frame) => (frame.result.rest === 0 ? frame : describeWhole(tabId, frame, classified))));
  return whole.filter((frame): frame is FrameCollect => frame !== undefined);
}

/** One frame's collect, made whole part by part (see describeParts), or undefined if the frame stopped answering. */
async function describeWhole(tabId: number, { frameId, result }: FrameCollect, classified?: Map<number, Classification[]>): Promise<FrameCollect | undefined> {
  const fields = [...result.fields];
  const classes: Classification[] = [];
  let durationMs = result.durationMs;
  let part: Pick<PartResult, 'fields' | 'rest'> = result;
  for (;;) {
    const asking = part.rest > 0 ? describeNext(tabId, frameId, result.token) : undefined;
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

/** The next part of one frame's fields, or undefined if the frame gave no answer. */
async function describeNext(tabId: number, frameId: number, token: string): Promise<PartResult | undefined> {
  const [answer] = await inFrames<string>(tabId, () =>
    browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, func: describeNextInPage, args: [PAGE_FILLER_KEY, token], injectImmediately: true }),
  );
  return answer && unpackPart(answer.result);
}

/** Runs in the page's isolated world, so it may use nothing but its arguments. */
function describeNextInPage(key: string, token: string): string {
  const filler = (globalThis as unknown as Record<string, PageFiller | undefined>)[key];
  if (!filler) throw new Error('The page changed before its fields could be described.');
  return filler.describeNext(token);
}

/**
 * Puts back what the tab's last fill changed. The filler that wrote the values
 * keeps them in the page's isolated world, so a reload forgets them.
 * Resolves to how many fields were restored.
 */
export async function undoTab(tabId: number): Promise<number> {
  const frames = await inFrames<UndoResult | 'gone'>(tabId, () =>
    browser.scripting.executeScript({ target: { tabId, allFrames: true }, func: undoInPage, args: [PAGE_FILLER_KEY], injectImmediately: true }),
  );
  const undone = frames.map(({ result }) => result).filter((result): result is UndoResult => result !== 'gone');
  if (undone.length === 0) throw new FillError('There is nothing to undo: the page was reloaded or never filled.');
  const restored = undone.reduce((sum, result) => sum + result.restored, 0);
  if (restored === 0) throw new FillError('There is nothing to undo: the last fill was already undone.');
  return restored;
}

/** Runs in the page's isolated world, so it may use nothing but its arguments. */
function undoInPage(key: string): UndoResult | 'gone' {
  const filler = (globalThis as unknown as Record<string, PageFiller | undefined>)[key];
  return filler ? filler.undo() : 'gone';
}

/** Runs in the page's isolated world, so it may use nothing but its arguments. */
function writeInPage(writes: string, key: string, token: string): WriteResult {
  const filler = (globalThis as unknown as Record<string, PageFiller | undefined>)[key];
  if (!filler) throw new Error('The page changed before its fields could be written.');
  return filler.write(JSON.parse(writes) as FillWrite[], token);
}

/** Every frame's answer; frames that gave none (a page still loading there) are left out. */
async function inFrames<T>(tabId: number, run: () => Promise<Array<{ frameId: number; result?: unknown }>>): Promise<Array<{ frameId: number; result: T }>> {
  let results: Array<{ frameId: number; result?: unknown }>;
  try {
    results = await run();
  } catch (error) {
    // With activeTab granted the tab's URL is visible; it names what the error message hides.
    const url = await browser.tabs.get(tabId).then((tab) => tab.url ?? '', () => '');
    throw new FillError(explainInjectionError(errorMessage(error), url));
  }
  return results.filter((frame) => frame.result !== undefined && frame.result !== null) as Array<{ frameId: number; result: T }>;
}

/** The one frame's answer, for a script run in a single frame. */
async function inPage<T>(tabId: number, run: () => Promise<Array<{ frameId: number; result?: unknown }>>): Promise<T> {
  const [frame] = await inFrames<T>(tabId, run);
  if (!frame) throw new FillError(NO_ANSWER);
  return frame.result;
}

const NO_ANSWER = 'The page did not answer. Reload it and try again.';
