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
type PackedField = Omit<FieldDescription, 'frameUrl' | 'options' | 'formText'> & { optionList?: number; formText?: number };

interface PackedCollect extends Omit<CollectResult, 'fields'> {
  fields: PackedField[];
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
 * The parsed objects are completed in place rather than copied: they are
 * this call's own, and copying 3,000 of them cost more than parsing them.
 */
export function unpackCollect(text: string): CollectResult {
  const { optionLists, formTexts, fields, ...result } = JSON.parse(text) as PackedCollect;
  type Unpacking = Omit<PackedField, 'formText'> & { formText?: number | string; frameUrl?: string; options?: FieldOption[] };
  for (const field of fields as Unpacking[]) {
    field.frameUrl = result.url;
    if (field.optionList !== undefined) {
      field.options = optionLists[field.optionList];
      delete field.optionList;
    }
    if (typeof field.formText === 'number') field.formText = formTexts[field.formText];
  }
  return { ...result, fields: fields as unknown as FieldDescription[] };
}
