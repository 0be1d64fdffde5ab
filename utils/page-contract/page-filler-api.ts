import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from './fill-write';

/**
 * What the worker may ask of the filler that `filler.js` leaves in a page
 * (utils/page/page-filler.ts), under PAGE_FILLER_KEY. Plain data both ways:
 * the answers cross from the page to the service worker.
 */
export interface PageFillerApi {
  /** The last collect brought up to date, or 'stale' when it no longer stands for the page. */
  refresh(): RefreshResult | 'stale';
  /** The next part of a long page's fields, packed (collect-transfer.ts). */
  describeNext(token: string): string;
  /**
   * Writes a plan made from the collect named `token`, unless the clock is past `until` (the task's deadline).
   * A plan with widget picks answers once they are picked, one at a time: a promise.
   */
  write(writes: FillWrite[], token: string, until?: number): WriteResult | Promise<WriteResult>;
  /** Writes the plans of this frame and of its same-origin frames, by their collects' tokens, in one task; what it could not reach it leaves out. */
  writeWithFrames(
    byToken: Record<string, FillWrite[]>,
    until?: number,
  ): Record<string, WriteResult | { failed: string }> | Promise<Record<string, WriteResult | { failed: string }>>;
  /** Forgets the collect named by one of `tokens`, so no write for it can land; true if it did. */
  cancel(tokens: string[]): boolean;
  /** Puts back what the last write changed; a widget is cleared through its own events, so then a promise. */
  undo(): UndoResult | Promise<UndoResult>;
  /** Which of the user's rule selectors each field of the collect named `token` matches. */
  matchSelectors(selectors: string[], token: string): SelectorAnswer;
  /**
   * What the list widgets among `indexes` (the collect `token`'s) show they hold, by index (FieldDescription.shows):
   * asked by a saved fill only, so a fill never pays for reading it.
   */
  widgetShows(indexes: number[], token: string): Record<number, string[]>;
}

/** Field index (the frame's own) → the positions in the asked list of the selectors it matches; selectors the page's browser refused. */
export interface SelectorAnswer {
  hits: Record<number, number[]>;
  invalid: number[];
}

/** Where the injected script leaves its filler for the calls that follow (run-in-frames.ts). */
export const PAGE_FILLER_KEY = '__understudyPageFiller';

/**
 * How long a collect can stand for the page, unchanged, before a fill
 * (PreparedFills keeps it as long in the service worker): a user opens the
 * popup and clicks within seconds.
 */
export const PREPARED_FOR_MS = 60_000;

export interface CollectResult {
  url: string;
  /** `application/pdf` for the PDF viewer, which has nothing to fill. */
  contentType: string;
  /** The page's `<html lang>`, '' when it declares none: it may choose the fill's locale. */
  lang: string;
  /** The fields described so far, the first `fields.length` of the frame's. */
  fields: FieldDescription[];
  /** How many fields are left to describe: the worker asks for them part by part with `describeNext` (see PageFiller.collect). */
  rest: number;
  /** Index of the focused field (a right-click focuses it too), or -1. */
  activeIndex: number;
  /**
   * With focus elsewhere than on a field (a form's button, a link): the field
   * that stands for it (see fieldNearFocus), or -1. "Fill this form" fills its form.
   */
  nearIndex: number;
  /** Addresses of the frames this document embeds, to tell which ones a fill could not reach. */
  frameUrls: string[];
  durationMs: number;
  /** Names this collect: a later `refresh` or `write` must be for the same one (another collect may have replaced it). */
  token: string;
}

/** One more part of a long page's fields (`describeNext`). */
export interface PartResult {
  fields: FieldDescription[];
  /** How many fields are still left after this part. */
  rest: number;
  durationMs: number;
}

/**
 * What a collect made earlier (when the popup opened) needs to be current:
 * the fields whose value or checked state changed since, and where focus is
 * now. See PageFiller.refresh.
 */
export interface RefreshResult {
  /** The collect this brings up to date (CollectResult.token). */
  token: string;
  /** `[index, value, checked]` of each field that no longer holds what its description says. */
  changed: Array<[number, string, boolean]>;
  activeIndex: number;
  nearIndex: number;
}

export interface WriteResult {
  /** Field index → why writing it failed. */
  errors: Record<number, string>;
  /** Field index → the options a widget pick chose, by their text; absent when the plan had no pick. */
  picked?: Record<number, string[]>;
  /** The widgets among `picked` whose option was found by typing the words planned for them. */
  typed?: number[];
  /** Field index → an option the widget's list showed before the typing and hid once its search ran (a copied test waits for it to go). */
  searchHides?: Record<number, string>;
  /** The widgets among `picked` that kept the words typed as free text, with no option picked. */
  freeText?: number[];
  /** The widgets among `picked` whose list takes several options (a multi-select, even with one picked). */
  several?: number[];
  /** Field index → a cascader's choice in each of its columns, first to last (its `picked` joins them). */
  paths?: Record<number, string[]>;
  /** Every field's unique selector, by index, as a JSON array (see PageFiller.collect). */
  selectors: string;
  durationMs: number;
}

export interface UndoResult {
  restored: number;
  /** Field index → why putting it back failed. */
  errors: Record<number, string>;
  /** How many fields were left as they are because the page changed them after the fill; absent when none was. */
  left?: number;
  /** Field index → why it was left (the page changed it after the fill); absent when none was. */
  leftReasons?: Record<number, string>;
  /** How many widgets kept the options the fill picked: their component offers no way to clear them (pick-option.ts, unpick). */
  kept?: number;
  /** Field index → why the widget kept its options. */
  keptReasons?: Record<number, string>;
  /** This page's filler never wrote: it was injected after a reload (the popup opening), so there is no fill to undo. */
  neverWritten?: true;
}
