import { blankField, type FieldDescription, type FieldOption } from '../fields/field-description';
import type { CollectResult, PartResult } from './page-filler-api';

/**
 * How a frame's collected fields cross from the page to the service worker:
 * as one JSON string, which Chrome passes far faster than the same data
 * value by value (docs/performance.md, "The collect transfer"), with what
 * repeats said once: the frame's address, select option lists and each
 * form's own words (`formText`); and a value most fields have (USUAL) left
 * out. A long page's parts cross the same way.
 */
type PackedField = Omit<FieldDescription, 'frameUrl' | 'options' | 'formText' | UsualKey> &
  Partial<Pick<FieldDescription, UsualKey>> & {
    optionList?: number;
    formText?: number;
  };

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

/**
 * What most fields hold, left out of the string: a blank field's values (blankField), but for where it is. A long
 * page's fields are mostly empty, enabled text inputs, and these keys were half of the characters a field took.
 */
const USUAL = withoutPlace(blankField());
type UsualKey = keyof typeof USUAL;

function withoutPlace({ index: _index, frameUrl: _frameUrl, formIndex: _formIndex, ...values }: FieldDescription) {
  return values;
}

/** Keys said once for the whole frame (its address) or by position in a table of their own. */
const SAID_ONCE = new Set<string>(['frameUrl', 'options', 'formText']);
const USUAL_KEYS = Object.keys(USUAL) as UsualKey[];

function packed(fields: FieldDescription[], url: string): PackedFields {
  const optionLists = new Table<FieldOption[]>();
  const formTexts = new Table<string>();
  const usual: Record<string, unknown> = USUAL;
  const packedFields = fields.map((field) => {
    // Copied key by key, not spread then deleted from: an object a key was deleted from is slow to write out.
    const packing: Record<string, unknown> = {};
    for (const key in field) {
      const value = field[key as keyof FieldDescription];
      if (value !== undefined && value !== usual[key] && !SAID_ONCE.has(key)) packing[key] = value;
    }
    if (field.options) packing.optionList = optionLists.indexOf(field.options);
    if (field.formText) packing.formText = formTexts.indexOf(field.formText);
    return packing as PackedField;
  });
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
 * it). The parsed objects are this call's own, so they are completed in place
 * rather than copied, which cost more than parsing them.
 */
function completed({ url, fields, optionLists, formTexts }: PackedFields): FieldDescription[] {
  type Unpacking = Omit<PackedField, 'formText'> & {
    formText?: number | string;
    frameUrl?: string;
    options?: FieldOption[];
  };
  for (const field of fields as Unpacking[]) {
    field.frameUrl = url;
    for (const key of USUAL_KEYS) if (field[key] === undefined) (field as Record<UsualKey, unknown>)[key] = USUAL[key];
    if (field.optionList !== undefined) {
      field.options = optionLists[field.optionList];
      delete field.optionList;
    }
    if (typeof field.formText === 'number') field.formText = formTexts[field.formText];
  }
  return fields as unknown as FieldDescription[];
}
