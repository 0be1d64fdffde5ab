/** What to write into one field; crosses back to the page as plain data. */
export type FillWrite =
  { index: number; value: string } | { index: number; checked: boolean } | { index: number; selected: string[] };
