import type { FieldDescription, FieldOption } from '../fields/field-description';
import type { CollectResult } from './page-filler';

/**
 * How a frame's collected fields cross from the page to the service worker.
 *
 * Chrome converts an injected script's result value by value into its own
 * tree and back; for a 3,000-field page that took longer than describing the
 * fields (tests/bench/fill). One JSON string crosses in a few milliseconds.
 * Before it is written, what repeats is said once: the frame's address (every
 * field's `frameUrl`), select option lists (a country list of 250 options in
 * each of 100 forms is one list) and each form's own words (`formText`).
 */
interface PackedCollect extends Omit<CollectResult, 'fields'> {
  fields: Array<Omit<FieldDescription, 'frameUrl' | 'options' | 'formText'> & { optionList?: number; formText?: number }>;
  optionLists: FieldOption[][];
  formTexts: string[];
}

/** Runs in the page: the result as one string, repeats said once. */
export function packCollect(result: CollectResult): string {
  const optionLists = new Table<FieldOption[]>();
  const formTexts = new Table<string>();
  const fields = result.fields.map(({ frameUrl: _frameUrl, options, formText, ...field }) => ({
    ...field,
    ...(options ? { optionList: optionLists.indexOf(options) } : {}),
    ...(formText ? { formText: formTexts.indexOf(formText) } : {}),
  }));
  return JSON.stringify({ ...result, fields, optionLists: optionLists.values, formTexts: formTexts.values } satisfies PackedCollect);
}

/** Values said once, by position: equal values (the same list object, or equal text) share a position. */
class Table<T> {
  readonly values: T[] = [];
  private readonly positions = new Map<T, number>();

  indexOf(value: T): number {
    let position = this.positions.get(value);
    if (position === undefined) {
      position = this.values.push(value) - 1;
      this.positions.set(value, position);
    }
    return position;
  }
}

/**
 * Runs in the worker: the frame's result as the page described it. Fields
 * with the same option list share one array (the planner only reads it).
 */
export function unpackCollect(text: string): CollectResult {
  const { optionLists, formTexts, fields, ...result } = JSON.parse(text) as PackedCollect;
  return {
    ...result,
    fields: fields.map(({ optionList, formText, ...field }) => ({
      ...field,
      frameUrl: result.url,
      ...(optionList === undefined ? {} : { options: optionLists[optionList] }),
      ...(formText === undefined ? {} : { formText: formTexts[formText] }),
    })),
  };
}
