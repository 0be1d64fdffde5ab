import type { Faker } from '@faker-js/faker';
import { createFaker } from '../values/create-faker';
import { createRowMaker, type Cell } from './dataset-rows';
import type { DatasetSchema, FakerLocale } from './dataset-schema';

// One faker per locale: making one merges the locale's data, which a preview should not redo on every keystroke.
const fakers = new Map<FakerLocale, Faker>();

/** The first `count` rows of a dataset: row k depends only on (schema, seed, k), so they are the file's first rows. */
export function previewRows(schema: DatasetSchema, count: number): Cell[][] {
  let faker = fakers.get(schema.locale);
  if (!faker) fakers.set(schema.locale, (faker = createFaker(schema.locale, 0)));
  const rowAt = createRowMaker(schema, faker);
  return Array.from({ length: Math.min(count, schema.rows) }, (_, row) => rowAt(row));
}
