/**
 * What to write into one field; crosses back to the page as plain data.
 * A `pick` is for a library widget drawn as a combobox (FieldDescription.widget):
 * the page opens it and picks the option its words name, as a person would,
 * else the option `seed` points to among those it shows; `many` options
 * where the widget takes several (a multi-select), one otherwise.
 */
export type FillWrite = NativeWrite | PickWrite;

/** A write a native control takes at once, as a value, a checked state or a selection. */
export type NativeWrite =
  { index: number; value: string } | { index: number; checked: boolean } | { index: number; selected: string[] };

/** A widget's pick: `pick` holds the words that name the wanted option, best first ('Germany', 'DE'); may be empty. */
export interface PickWrite {
  index: number;
  pick: string[];
  seed: number;
  many: number;
  /**
   * A saved fill's restore: each of `pick` names one option by its whole text, and only those are picked;
   * where the list offers none of that text, nothing is picked for it (NOT_OFFERED).
   */
  exact?: true;
}

/** Why an exact pick (PickWrite.exact) picked nothing: the widget's list offers no option of the text. */
export const NOT_OFFERED = 'its list does not offer this option';
