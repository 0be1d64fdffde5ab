import type { FieldDescription, FieldOption } from '../fields/field-description';
import type { CollectResult } from './page-filler';

/**
 * How a frame's collected fields cross from the page to the service worker.
 *
 * Chrome converts an injected script's result value by value into its own
 * tree and back; for a 3,000-field page that took longer than describing the
 * fields (tests/bench/fill). One JSON string crosses in a few milliseconds.
 * Before it is written, what repeats is said once: the frame's address (every
 * field's `frameUrl`) and select option lists (a country list of 250 options
 * in each of 100 forms is one list).
 */
interface PackedCollect extends Omit<CollectResult, 'fields'> {
  fields: Array<Omit<FieldDescription, 'frameUrl' | 'options'> & { optionList?: number }>;
  optionLists: FieldOption[][];
}

/** Runs in the page: the result as one string, repeats said once. */
export function packCollect(result: CollectResult): string {
  const optionLists: FieldOption[][] = [];
  const listIndex = new Map<string, number>();
  const fields = result.fields.map(({ frameUrl: _frameUrl, options, ...field }) => {
    if (!options) return field;
    const key = JSON.stringify(options);
    let optionList = listIndex.get(key);
    if (optionList === undefined) {
      optionList = optionLists.push(options) - 1;
      listIndex.set(key, optionList);
    }
    return { ...field, optionList };
  });
  return JSON.stringify({ ...result, fields, optionLists } satisfies PackedCollect);
}

/**
 * Runs in the worker: the frame's result as the page described it. Fields
 * with the same option list share one array (the planner only reads it).
 */
export function unpackCollect(text: string): CollectResult {
  const { optionLists, fields, ...result } = JSON.parse(text) as PackedCollect;
  return {
    ...result,
    fields: fields.map(({ optionList, ...field }) => ({
      ...field,
      frameUrl: result.url,
      ...(optionList === undefined ? {} : { options: optionLists[optionList] }),
    })),
  };
}
