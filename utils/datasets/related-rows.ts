import type { Faker } from '@faker-js/faker';
import { childCounts, type ChildCounts } from './child-counts';
import { shardRange, type RowRange } from './dataset-chunks';
import { createCellsFrom, createLinkedRowMaker, type Cell, type RowState } from './dataset-rows';
import { countsSeed, type DatasetFile } from './related-schema';

/** Each table's child counts under its parent (undefined for a table of its own rows). */
function countsOf(file: DatasetFile): (ChildCounts | undefined)[] {
  return file.tables.map((table) =>
    table.parent
      ? childCounts(
          file.tables[table.parent.table]!.schema.rows,
          table.parent.perParent,
          countsSeed(file.seed, table.salt),
        )
      : undefined,
  );
}

/**
 * Row k of table `index` from the schema, the seed and k alone, as createRowMaker makes
 * a one-table row. A child row finds its parent by arithmetic (childCounts), makes that
 * parent row with a maker of its own (and so on up to the root), and takes from it the
 * key and the fromParent columns, which are made from the parent's persona right after
 * the parent row, in the same order every time. Children of one parent come one after
 * another, so the last parent is kept.
 * @example const orderAt = createTableRowMaker(file, 1, faker); orderAt(41) // order 42, with its customer's id
 */
export function createTableRowMaker(
  file: DatasetFile,
  index: number,
  faker: Faker,
  counts: (ChildCounts | undefined)[] = countsOf(file),
): (row: number) => { cells: Cell[]; state: RowState } {
  const table = file.tables[index]!;
  const { parent } = table;
  if (!file.related) return createLinkedRowMaker(table.schema, faker);
  if (!parent) return createLinkedRowMaker(table.schema, faker, { salt: table.salt, linked: () => undefined });
  const parentAt = createTableRowMaker(file, parent.table, faker, counts);
  const inherit = createCellsFrom(
    table.fromParent.map((column) => table.schema.columns[column]!),
    file.tables[parent.table]!.schema,
  );
  const childCounts = counts[index]!;
  let last: { parent: number; key: string; inherited: string[] } | undefined;
  const parentOf = (row: number) => {
    const at = childCounts.parentOf(row);
    if (last?.parent !== at) {
      const made = parentAt(at);
      last = { parent: at, key: made.cells[parent.key]!, inherited: inherit(made.state) };
    }
    return last;
  };
  const linked = (column: number) => {
    if (column === parent.via) return (row: number) => parentOf(row).key;
    const place = table.fromParent.indexOf(column);
    return place < 0 ? undefined : (row: number) => parentOf(row).inherited[place]!;
  };
  return createLinkedRowMaker(table.schema, faker, { salt: table.salt, linked });
}

/**
 * The rows of each table that shard `index` of `count` makes (1-based): a table of its
 * own is cut as shardRange cuts it, and a child table takes the children of its parent's
 * rows in the shard. So a shard holds every parent its rows reference, loads on its own
 * once the tables exist, and the shards together make each row once.
 * @example relatedShardRanges(file, 1, 1) // [{ start: 0, end: customers }, { start: 0, end: orders }]
 */
export function relatedShardRanges(file: DatasetFile, index: number, count: number): RowRange[] {
  const counts = countsOf(file);
  const ranges: RowRange[] = [];
  file.tables.forEach((table, at) => {
    const { parent } = table;
    if (!parent) {
      ranges.push(shardRange(table.schema.rows, index, count));
      return;
    }
    const parentRange = ranges[parent.table]!;
    const children = counts[at]!;
    ranges.push({ start: children.start(parentRange.start), end: children.start(parentRange.end) });
  });
  return ranges;
}
