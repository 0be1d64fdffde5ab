import type { FieldDescription, FieldOption } from '../fields/field-description';
import type { CollectResult, PartResult } from '../page/page-filler';

/**
 * How a frame's collected fields cross from the page to the service worker.
 *
 * Chrome converts an injected script's result value by value into its own
 * tree and back; for a 3,000-field page that took longer than describing the
 * fields (tests/bench/fill). One JSON string crosses in a few milliseconds.
 * Before it is written, what repeats is said once: the frame's address (every
 * field's `frameUrl`), select option lists (a country list of 250 options in
 * each of 100 forms is one list) and each form's own words (`formText`).
 *
 * A long page's fields cross in parts (PageFiller.collect): the result of
 * `collect`, then each further part's fields, each packed the same way.
 */
type PackedField = Omit<FieldDescription, 'frameUrl' | 'options' | 'formText'> & { optionList?: number; formText?: number };

interface PackedFields {
  url: string;
  fields: PackedField[];
  optionLists: FieldOption[][];
  formTexts: string[];
}

type PackedCollect = PackedFields & Omit<CollectResult, 'fields' | 'url'>;
type PackedPart = PackedFields & Omit<PartResult, 'fields'>;

/** Runs in the page: the collect's result as one string. */
export function packCollect({ fields, url, ...result }: CollectResult): string {
  return JSON.stringify({ ...result, ...packed(fields, url) } satisfies PackedCollect);
}

/** Runs in the page: one more part of a long page's fields as one string. */
export function packPart({ fields, rest, durationMs }: PartResult, url: string): string {
  return JSON.stringify({ ...packed(fields, url), rest, durationMs } satisfies PackedPart);
}

function packed(fields: FieldDescription[], url: string): PackedFields {
  const optionLists = new Table<FieldOption[]>();
  const formTexts = new Table<string>();
  const packedFields = fields.map(({ frameUrl: _frameUrl, options, formText, ...field }) => ({
    ...field,
    ...(options ? { optionList: optionLists.indexOf(options) } : {}),
    ...(formText ? { formText: formTexts.indexOf(formText) } : {}),
  }));
  return { url, fields: packedFields, optionLists: optionLists.values, formTexts: formTexts.values };
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

/** Runs in the worker: one more part of a long page's fields as the page described them. */
export function unpackPart(text: string): PartResult {
  const parsed = JSON.parse(text) as PackedPart;
  return { fields: completed(parsed), rest: parsed.rest, durationMs: parsed.durationMs };
}

/** Runs in the worker: the frame's result as the page described it. */
export function unpackCollect(text: string): CollectResult {
  const { optionLists, formTexts, fields, ...result } = JSON.parse(text) as PackedCollect;
  return { ...result, fields: completed({ url: result.url, fields, optionLists, formTexts }) };
}

/**
 * Fields with the same option list share one array (the planner only reads
 * it). The parsed objects are completed in place rather than copied: they
 * are this call's own, and copying 3,000 of them cost more than parsing them.
 */
function completed({ url, fields, optionLists, formTexts }: PackedFields): FieldDescription[] {
  type Unpacking = Omit<PackedField, 'formText'> & { formText?: number | string; frameUrl?: string; options?: FieldOption[] };
  for (const field of fields as Unpacking[]) {
    field.frameUrl = url;
    if (field.optionList !== undefined) {
      field.options = optionLists[field.optionList];
      delete field.optionList;
    }
    if (typeof field.formText === 'number') field.formText = formTexts[field.formText];
  }
  return fields as unknown as FieldDescription[];
}
