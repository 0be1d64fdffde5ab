import type { FillWrite, NativeWrite } from '../page-contract/fill-write';
import type {
  CollectResult,
  PageFillerApi,
  RefreshResult,
  SelectorAnswer,
  UndoResult,
  WriteResult,
} from '../page-contract/page-filler-api';
import { collectControls } from './describe-field';
import { PageIndex } from './page-index';
import { FieldParts } from './field-parts';
import { CollectFreshness } from './collect-freshness';
import { UndoLog, type UndoEntry, type WriteOutcome } from './undo-log';
import { focusedField } from './focused-field';
import { frameUrls } from './frame-urls';
import { GUARD_GRACE_MS, holdNavigation } from './navigation-guard';
import { matchSelectors } from './match-selectors';
import { fillersBelow, type FrameFiller } from './frame-fillers';
import { widgetShows } from './widget-choice';

/**
 * The page half of a fill, run in the extension's isolated world: collect
 * describes every control and remembers the elements; write applies a plan to
 * them. The isolated world keeps the elements between the two calls; the page
 * itself never sees them.
 */
export class PageFiller implements PageFillerApi {
  /** The last collect's fields; none before the first collect. */
  private parts: FieldParts;
  /** Whether the last collect still stands for the page; ended by the write. */
  private freshness?: CollectFreshness;
  private readonly log: UndoLog;

  /**
   * `previous` is the filler an earlier injection left in this page: it
   * hands over what Undo needs, so a new collect (the popup opening) does
   * not forget the last fill.
   */
  constructor(
    private readonly doc: Document,
    previous?: unknown,
    private readonly guardGraceMs = GUARD_GRACE_MS,
  ) {
    this.parts = new FieldParts([], new PageIndex(doc), '');
    // Another version of the extension may have left it: only a log it hands over is taken.
    const handOver = (previous as { handOver?: unknown } | null | undefined)?.handOver;
    const handedOver: unknown = typeof handOver === 'function' ? handOver.call(previous) : undefined;
    this.log = new UndoLog(doc, Array.isArray(handedOver) ? (handedOver as UndoEntry[]) : []);
  }

  /** Stops watching the page and gives up the undo log, for the filler that replaces this one. */
  handOver(): UndoEntry[] {
    this.freshness?.end();
    this.log.stopKeepingFocus();
    return this.log.entries;
  }

  /**
   * Finds every control and describes them; on a long page only a first
   * part, and the rest part by part as the worker asks (`describeNext`).
   * Unique selectors, which only the report shows, come back with `write`.
   */
  collect(): CollectResult {
    const start = performance.now();
    const trees: Array<Document | ShadowRoot> = [];
    const elements = collectControls(this.doc, trees);
    this.freshness?.end();
    this.freshness = new CollectFreshness(this.doc, trees, elements);
    this.parts = new FieldParts(elements, new PageIndex(this.doc), newToken());
    const fields = this.parts.first();
    this.queueNextTask();
    return {
      url: this.doc.location?.href ?? '',
      contentType: this.doc.contentType,
      lang: this.doc.documentElement?.lang ?? '',
      fields,
      rest: elements.length - fields.length,
      ...focusedField(this.doc, elements),
      frameUrls: frameUrls(this.doc),
      durationMs: performance.now() - start,
      token: this.parts.token,
    };
  }

  /**
   * Brings the last collect (made when the popup opened, PreparedFills) up
   * to date for the fill that starts now: the values and checked states
   * changed since and where focus is, with the collect's token; 'stale'
   * when the fields themselves may differ (CollectFreshness).
   */
  refresh(): RefreshResult | 'stale' {
    const url = this.doc.location?.href ?? '';
    if (!this.freshness || this.freshness.stale(this.parts, url)) return 'stale';
    return {
      token: this.parts.token,
      changed: this.parts.changedValues(),
      ...focusedField(this.doc, this.parts.elements),
    };
  }

  /** The next part of the fields `collect` left to describe, packed (an injected function has nothing to pack with). */
  describeNext(token = this.parts.token): string {
    if (token !== this.parts.token) throw new Error('The page was described again before all its fields were.');
    const next = this.parts.takeNext();
    this.queueNextTask();
    return next;
  }

  /** Which of the user's rule selectors each field of the collect named `token` matches (rules are matched in the worker, which has no DOM). */
  matchSelectors(selectors: string[], token = this.parts.token): SelectorAnswer {
    if (token !== this.parts.token) throw new Error('The page was described again before its fields could be matched.');
    return matchSelectors(this.parts.elements, selectors);
  }

  /** What the list widgets among `indexes` of the collect named `token` show they hold (widget-choice.ts); the ones that show nothing are left out. */
  widgetShows(indexes: number[], token = this.parts.token): Record<number, string[]> {
    if (token !== this.parts.token) throw new Error('The page was described again before its widgets could be read.');
    const shows: Record<number, string[]> = {};
    for (const index of indexes) {
      const element = this.parts.elements[index];
      const shown = element?.isConnected ? widgetShows(element) : [];
      if (shown.length) shows[index] = shown;
    }
    return shows;
  }

  /**
   * A task queued before the worker's request would hold the request up, so one is queued only after each answer;
   * the selectors, once every part is described, go on a task at a time until a new collect replaces these parts.
   */
  private queueNextTask(): void {
    const parts = this.parts;
    setTimeout(() => {
      if (parts === this.parts && parts.workAhead()) this.queueNextTask();
    }, 0);
  }

  /** Writes a plan made from the collect named `token`; from any other, the indexes would point at other fields. Never after `until` (the task's deadline). */
  write(writes: NativeWrite[], token?: string, until?: number): WriteResult;
  write(writes: FillWrite[], token?: string, until?: number): WriteResult | Promise<WriteResult>;
  write(writes: FillWrite[], token = this.parts.token, until?: number): WriteResult | Promise<WriteResult> {
    if (token !== this.parts.token) throw new Error('The page was described again before its fields could be written.');
    if (typeof until === 'number' && Date.now() > until)
      throw new Error('The fill was stopped before its fields could be written.');
    const start = performance.now();
    this.freshness?.end();
    const answer = (outcome: WriteOutcome): WriteResult => ({
      ...outcome,
      selectors: JSON.stringify(this.parts.selectorsOf()),
      durationMs: performance.now() - start,
    });
    const outcome = this.heldInPlace(() => this.log.write(writes, this.parts));
    return outcome instanceof Promise ? outcome.then(answer) : answer(outcome);
  }

  /** Names the last collect: another frame's filler finds this one by it (frame-fillers.ts). */
  get token(): string {
    return this.parts.token;
  }

  /**
   * Writes the plans of this document and of the frames of the same origin
   * under it, by their collects' tokens, in this one task, each by its own
   * frame's filler. Written one frame at a time, as the worker's messages come,
   * same-origin frames (which share the page's thread) let Chromium lay out
   * and paint between them, and the fill waits for every frame's layout.
   * Tokens no filler here holds are left out of the answer: the worker writes those frames itself.
   */
  writeWithFrames(
    byToken: Record<string, FillWrite[]>,
    until?: number,
  ): Record<string, WriteResult | { failed: string }> | Promise<Record<string, WriteResult | { failed: string }>> {
    const tokens = new Set(Object.keys(byToken));
    // This document first, then its frames, nearest first.
    const fillers = new Map<string, FrameFiller>(tokens.has(this.parts.token) ? [[this.parts.token, this]] : []);
    const others = new Set([...tokens].filter((token) => token !== this.parts.token));
    if (this.doc.defaultView && others.size)
      for (const [token, filler] of fillersBelow(this.doc.defaultView, others)) fillers.set(token, filler);
    const answers: Record<string, WriteResult | { failed: string }> = {};
    const failed = (error: unknown) => ({
      // Thrown in the other frame's world, so not an Error of this one.
      failed: String((error as { message?: unknown } | null)?.message ?? error),
    });
    // Widget picks answer later: each frame's are awaited in turn, once every frame's other writes are done.
    const waiting: Array<[string, PromiseLike<WriteResult>]> = [];
    for (const [token, filler] of fillers) {
      try {
        const written = filler.write(byToken[token]!, token, until);
        if (isThenable(written)) waiting.push([token, written]);
        else answers[token] = written;
      } catch (error) {
        answers[token] = failed(error);
      }
    }
    if (!waiting.length) return answers;
    return (async () => {
      for (const [token, written] of waiting) {
        try {
          answers[token] = await written;
        } catch (error) {
          answers[token] = failed(error);
        }
      }
      return answers;
    })();
  }

  /** Forgets the collect named by one of `tokens` (a fill the worker stopped): a write for it then throws, so none lands late. */
  cancel(tokens: string[]): boolean {
    if (!tokens.includes(this.parts.token)) return false;
    this.freshness?.end();
    this.freshness = undefined;
    this.parts = new FieldParts([], new PageIndex(this.doc), newToken());
    return true;
  }

  /** Puts back every value, checked state and selection the last write changed. */
  undo(): UndoResult | Promise<UndoResult> {
    return this.heldInPlace(() => this.log.undo());
  }

  /**
   * Runs a write or an undo with the page kept from submitting or leaving in
   * answer to its events (holdNavigation), until a promise it returns (widget picks) settles.
   */
  private heldInPlace<T>(run: () => T): T {
    const release = this.doc.defaultView ? holdNavigation(this.doc.defaultView, this.guardGraceMs) : () => undefined;
    let result: T;
    try {
      result = run();
    } catch (error) {
      release();
      throw error;
    }
    if (result instanceof Promise) return result.finally(release) as T;
    release();
    return result;
  }
}

/** Whether a frame's answer is a promise: another frame's filler makes it in that frame's world, where `instanceof Promise` fails. */
function isThenable<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** A name for one collect: unique enough to tell two collects on one page apart (not a secret). */
function newToken(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
