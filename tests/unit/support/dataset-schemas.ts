import { readFileSync } from 'node:fs';
import type { Faker } from '@faker-js/faker';
import { datasetChunks, type RowRange } from '@/utils/datasets/dataset-chunks';
import type { FormatOptions } from '@/utils/datasets/dataset-formats';
import { parseDatasetSchema, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import { createFaker } from '@/utils/values/create-faker';

/** The example that ships with the project, checked as users' files are. */
export function exampleSchema(overrides: Partial<DatasetSchema> = {}): DatasetSchema {
  const parsed = parseDatasetSchema({
    ...JSON.parse(readFileSync('examples/customers.schema.json', 'utf8')),
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
}

/** A schema from columns, with small defaults, checked. */
export function schemaOf(columns: DatasetSchema['columns'], overrides: Partial<DatasetSchema> = {}): DatasetSchema {
  const parsed = parseDatasetSchema({
    version: 1,
    name: 't',
    locale: 'en_US',
    seed: 7,
    rows: 50,
    columns,
    ...overrides,
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
}

export const fakerFor = (schema: DatasetSchema): Faker => createFaker(schema.locale, 0);

/** The whole text of rows in `range` (all rows when absent). */
export function datasetText(
  schema: DatasetSchema,
  format: FormatOptions,
  range?: RowRange,
  chunkChars?: number,
): string {
  let text = '';
  for (const chunk of datasetChunks(schema, fakerFor(schema), format, range, chunkChars)) text += chunk.text;
  return text;
}
