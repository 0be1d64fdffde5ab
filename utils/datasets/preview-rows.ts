import type { Faker } from '@faker-js/faker';
import { createFaker } from '../values/create-faker';
import { createRowMaker, type Cell } from './dataset-rows';
import type { DatasetSchema, FakerLocale } from './dataset-schema';
import { createTableRowMaker } from './related-rows';
import type { DatasetFile } from './related-schema';

// One faker per locale: making one merges the locale's data, which a preview should not redo on every keystroke.
const fakers = new Map<FakerLocale, Faker>();

function fakerOf(locale: FakerLocale): Faker {
  let faker = fakers.get(locale);
  if (!faker) fakers.set(locale, (faker = createFaker(locale, 0)));
  return faker;
}

/** The first `count` rows of a dataset: row k depends only on (schema, seed, k), so they are the file's first rows. */
export function previewRows(schema: DatasetSchema, count: number): Cell[][] {
  const rowAt = createRowMaker(schema, fakerOf(schema.locale));
  return Array.from({ length: Math.min(count, schema.rows) }, (_, row) => rowAt(row));
}

/**
 * The first `count` rows of table `index` of a schema file (in its dependency order), as the file has them.
 * @example previewTableRows(shop, 1, 2) // the first two orders, each with its customer's id
 */
export function previewTableRows(file: DatasetFile, index: number, count: number): Cell[][] {
  const { schema } = file.tables[index]!;
  const rowAt = createTableRowMaker(file, index, fakerOf(schema.locale));
  return Array.from({ length: Math.min(count, schema.rows) }, (_, row) => rowAt(row).cells);
}
