import type { Signal } from '../fields/field-kinds';
import type { SkippedFrame } from './frame-access';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';
import type { FillScope } from './fill-scope';
import { t, tn } from '../i18n/messages';

/** What a fill did, field by field. Plain data. */
export interface FillReport {
  seed: number;
  /** The faker locale the fill used: the user's, or the page's (`<html lang>`) when allowed. */
  locale: string;
  /** The day faker's dates counted from (`YYYY-MM-DD`): with seed and locale, it replays the fill. */
  refDate?: string;
  url: string;
  /** Collect + classify + generate + write, in milliseconds. */
  durationMs: number;
  filled: number;
  skipped: number;
  failed: number;
  fields: FillReportField[];
  /** Frames the fill could not reach (another site without permission, or a frame the browser forbids), and why. */
  skippedFrames?: SkippedFrame[];
  /** A fill with edge cases (utils/values/edge-cases): valid ones, or values a server should refuse. */
  edgeCases?: EdgeFlavour;
  /** Set when the fill left fields that held a value alone: with seed, locale and scope, what a test needs to fill the same way. */
  onlyEmpty?: true;
  /** Set when the fill also filled fields the page hides. */
  fillHidden?: true;
  /** Set when the fill covered the focused form or field only, not the whole page. */
  scope?: Exclude<FillScope, 'page'>;
  /** The form this fill covered (journey.ts, formSignature): for a fill that may go on with the tab's person. */
  form?: string;
  /** Who the fill's values belong to, as the popup shows them; with `form`. */
  person?: { name: string; email: string };
  /** Set when the values came from a saved fill (its name), not from a seed: restoring one (utils/saved-fills). */
  restored?: string;
  /** Set when the stored report lists only the first `kept` of the fill's `of` fields (storage's budget); `note` says why, for the popup. The counts are the whole fill's. */
  truncated?: { kept: number; of: number; note: string };
}

/**
 * How a test finds a filled field (field-locator.ts), in Playwright's order of
 * preference: by its label, by role and accessible name, by `data-testid`.
 * Absent: none of them finds it alone, and the test goes by its `selector`.
 */
export type FieldLocator = 'label' | { role: string; name: string } | { testId: string };

export interface FillReportField {
  /** The address of the frame the field is in; absent for the page's own fields (the report's `url`), which are most. */
  frameUrl?: string;
  selector: string;
  label: string;
  kind: string;
  signal: Signal;
  /** The name of the user's rule that decided the field (signal `rule`). */
  rule?: string;
  /** What happened to a rule's value on its way in (fitted to the field's limits). */
  note?: string;
  /** What was written; never what the user typed into a password field. */
  value?: string;
  skipped?: string;
  /** Set when making or writing the value threw; the other fields are still filled. */
  error?: string;
  /** The edge case written, as "category · name" ("email · plus-addressed"). */
  edgeCase?: string;
  /** Set when that case is a value a server should refuse. */
  invalid?: true;
  /** A filled field set otherwise than by typing its value: a list's options, a checkbox or radio ticked (or not). */
  control?: 'select' | 'checkbox' | 'radio';
  /**
   * How the field was written where not as a native control takes a value (absent): `combobox`, a library
   * widget's input opened and its options picked as a person does (pick-option.ts); `listbox`, the same through
   * a button that opens a list box; `calendar`, a date picker's input, its date typed or picked in its calendar
   * (date-pickers.ts); `segments`, a date's spin-button segments, each focused and its digits typed
   * (type-segments.ts). `value` is then what its component took (a date of segments: YYYY-MM-DD).
   */
  via?: 'combobox' | 'listbox' | 'calendar' | 'segments';
  /** A widget whose option was found by typing `value` into it (a search, a creatable select's new entry). */
  typed?: true;
  /**
   * With `typed`: an option the widget's list showed before the typing, which its search then hid. The list was
   * open already and searched late (Tom Select's, 300 ms after a key), so a copied test waits for this option to go.
   */
  searchHides?: string;
  /** With `typed`: the widget kept the words as free text, offering no option for them (Vuetify's combobox). */
  freeText?: true;
  /** A list that took several options: each one's value (`value` joins them with commas, which an option may hold too). */
  selected?: string[];
  /**
   * A cascader's choice in each of its columns, first to last (`value` joins them with " / "); a date of
   * segments: the digits typed into each segment, in page order.
   */
  path?: string[];
  /** How a test finds the filled field when not by `selector`: "Copy as a test" (test-snippet.ts). */
  locate?: FieldLocator;
  /** Set when the page hides the filled field ("Fill hidden fields too"). */
  hidden?: true;
}

/** Why a password field the user typed into keeps its value ("Fill empty fields only"): the report never holds it. */
export const KEPT_TYPED = 'kept: you typed it';
/** Why a password field beside one the user typed stays empty: a typed password is never copied, and a made-up one would not match it. */
export const KEPT_PASSWORD = 'kept: the password you typed is not copied';

/**
 * A field whose value could not be made, as its report entry says it: it
 * counts as failed, and the other fields are planned all the same.
 * @example planningError(new Error('Max 5 should be greater than min 10.')) // 'could not make a value: Max 5 should be greater than min 10.'
 */
export function planningError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // The message may quote the page (its pattern, its numbers): a line is enough.
  return `could not make a value: ${message.length > 120 ? `${message.slice(0, 119)}…` : message}`;
}

/**
 * The line shown under the spinner.
 * @example summarizeReport({ filled: 12, skipped: 1, failed: 0, ... }) // 'Filled 12 fields, skipped 1'
 */
export function summarizeReport(report: Pick<FillReport, 'filled' | 'skipped' | 'failed' | 'skippedFrames'>): string {
  const parts = [tn('filledFields', report.filled)];
  if (report.skipped) parts.push(tn('summarySkipped', report.skipped));
  if (report.failed) parts.push(tn('summaryFailed', report.failed));
  const frames = report.skippedFrames?.length ?? 0;
  const summary = parts.join(t('listSeparator'));
  return frames ? summary + t('clauseSeparator') + tn('summaryFramesNotFilled', frames) : summary;
}

/** Recounts filled/skipped/failed from the field entries, so the counts cannot drift. */
export function countReport(fields: FillReportField[]): Pick<FillReport, 'filled' | 'skipped' | 'failed'> {
  let filled = 0;
  let skipped = 0;
  let failed = 0;
  for (const field of fields) {
    if (field.error) failed++;
    else if (field.skipped) skipped++;
    else filled++;
  }
  return { filled, skipped, failed };
}

/** The stored text as a report; anything else (nothing, or text that is not JSON) as none. */
export function parseReport(stored: unknown): FillReport | null {
  if (typeof stored !== 'string') return null;
  try {
    return JSON.parse(stored) as FillReport;
  } catch {
    return null;
  }
}
