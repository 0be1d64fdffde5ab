import { t } from '../i18n/messages';
import type { SchemaFile } from './schema-file';

/** Saved schemas: enough for real use, small enough that storage.local (10 MB) and an export stay light. */
export const MAX_SAVED_SCHEMAS = 50;
export const MAX_SCHEMA_BYTES = 64 * 1024;

const bytes = (schema: SchemaFile) => new TextEncoder().encode(JSON.stringify(schema)).length;

/**
 * Why a list of saved schemas cannot be stored, if it cannot: one too large, or too
 * many. The Datasets page's save and an import both ask, before they write anything.
 * @example savedSchemasProblem(Array(51).fill(schema)) // 'At most 50 schemas can be saved: delete one first.'
 */
export function savedSchemasProblem(schemas: SchemaFile[]): string | undefined {
  const large = schemas.find((schema) => bytes(schema) > MAX_SCHEMA_BYTES);
  if (large) return `“${large.name}”: ${t('schemaTooLarge', MAX_SCHEMA_BYTES / 1024)}`;
  if (schemas.length > MAX_SAVED_SCHEMAS) return t('schemaTooMany', MAX_SAVED_SCHEMAS);
  return undefined;
}

/** Saved schemas in the order the page lists them. */
export const byName = (schemas: SchemaFile[]) => [...schemas].sort((a, b) => a.name.localeCompare(b.name));

/**
 * The saved schemas after an import: `merge` keeps the stored ones and lets the file's
 * replace those of the same name (a schema's name is its key, as on the Datasets page);
 * `replace` takes the file's.
 */
export function importedSchemas(stored: SchemaFile[], incoming: SchemaFile[], mode: 'merge' | 'replace'): SchemaFile[] {
  if (mode === 'replace') return byName(incoming);
  const names = new Set(incoming.map((schema) => schema.name));
  return byName([...stored.filter((schema) => !names.has(schema.name)), ...incoming]);
}
