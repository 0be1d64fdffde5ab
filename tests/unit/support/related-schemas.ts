import { readFileSync } from 'node:fs';
import { parseDatasetFile, type DatasetFile } from '@/utils/datasets/related-schema';
import { relatedSqlChunks, type RelatedSqlOptions } from '@/utils/datasets/related-sql';
import { createFaker } from '@/utils/values/create-faker';

/** The related example that ships with the project (customers, orders, line items), checked as users' files are. */
export function shopFile(
  change: (json: { seed: number; tables: { rows?: number }[] }) => void = () => {},
): DatasetFile {
  const json = JSON.parse(readFileSync('examples/shop.schema.json', 'utf8'));
  change(json);
  const parsed = parseDatasetFile(json);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

/** The whole SQL of a related schema, or of one shard. */
export function relatedSql(file: DatasetFile, options: RelatedSqlOptions): string {
  let text = '';
  for (const chunk of relatedSqlChunks(file, createFaker('en_US', 0), options)) text += chunk.text;
  return text;
}
