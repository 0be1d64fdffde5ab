import * as v from 'valibot';
import type { DatasetSchema } from './dataset-schema';
import { parseDatasetFile, RelatedSchemaSchema, type DatasetFile, type RelatedSchema } from './related-schema';

/** A schema as saved, exported and sent to be made: one table (today's form) or several, related. */
export type SchemaFile = DatasetSchema | RelatedSchema;

export type SchemaFileResult = { ok: true; schema: SchemaFile; file: DatasetFile } | { ok: false; error: string };

export const isRelated = (schema: SchemaFile): schema is RelatedSchema => 'tables' in schema;

/**
 * Reads a schema in either form, checked as the command line checks it (parseDatasetFile),
 * into the schema to keep and its tables in dependency order.
 * @example parseSchemaFile(JSON.parse(shopJson)).ok // true, with file.tables customers, orders, line_items
 */
export function parseSchemaFile(input: unknown): SchemaFileResult {
  const parsed = parseDatasetFile(input);
  if (!parsed.ok) return parsed;
  const { file } = parsed;
  if (!file.related) return { ok: true, schema: file.tables[0]!.schema, file };
  return { ok: true, schema: v.parse(RelatedSchemaSchema, input), file };
}
