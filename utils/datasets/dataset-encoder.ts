import type { Cell } from './dataset-rows';

/**
 * Writes a dataset as text in three parts, so that any run of rows can be written on its
 * own and the pieces joined: the head (written by whoever writes row 0), each row (its
 * text depends only on its values, its number and the total), and the tail (written by
 * whoever writes the last row). That is what makes `--shard i/n` files concatenate into
 * the whole.
 */
export interface DatasetEncoder {
  head(): string;
  row(cells: readonly Cell[], row: number): string;
  tail(): string;
  /** The file's MIME type and extension, for a download. */
  mimeType: string;
  extension: string;
}
