import { storage } from '@wxt-dev/storage';
import { parseDatasetSchema, type DatasetSchema } from '../datasets/dataset-schema';
import { parseSchemaFile, type SchemaFile } from '../datasets/schema-file';
import { byName, MAX_SAVED_SCHEMAS, MAX_SCHEMA_BYTES, savedSchemasProblem } from '../datasets/saved-schemas';
import { t } from '../i18n/messages';
import type { Task } from '../tasks/task-state';

/** A dataset generation: a task of the same states as a fill's, with its progress and file. */
export interface DatasetTask extends Task {
  kind: 'dataset';
  rows: number;
  rowsDone: number;
  fileName: string;
  /** The made file's blob URL, from when it is made until the download has it. */
  blobUrl?: string;
  /** The browser's download of the file, once saving started. */
  downloadId?: number;
}

/*
 * The running or last dataset task lives in storage.session, like the fills' tasks:
 * it outlives the background worker and the page that started it (the popup and the
 * Datasets page both watch it), but not the browser.
 */
const taskItem = storage.defineItem<DatasetTask | null>('session:datasetTask', { fallback: null });

export const getDatasetTask = () => taskItem.getValue();
export const saveDatasetTask = (task: DatasetTask) => taskItem.setValue(task);
export function watchDatasetTask(onChange: (task: DatasetTask | null) => void): () => void {
  return taskItem.watch((task) => onChange(task));
}

export { MAX_SAVED_SCHEMAS, MAX_SCHEMA_BYTES };

const schemasItem = storage.defineItem<unknown[]>('local:datasetSchemas', { fallback: [] });

/** The saved schemas that still pass the checks; a damaged entry is skipped, never shown half-read. */
export async function loadSchemas(): Promise<SchemaFile[]> {
  return checkedSchemas(await schemasItem.getValue());
}

/** Calls `onChange` with the saved schemas whenever they change: an import on the options page, or another Datasets tab. */
export function watchSchemas(onChange: (schemas: SchemaFile[]) => void): () => void {
  return schemasItem.watch((stored) => onChange(checkedSchemas(stored)));
}

function checkedSchemas(stored: unknown): SchemaFile[] {
  return (Array.isArray(stored) ? stored : []).flatMap((entry) => {
    const parsed = parseSchemaFile(entry);
    return parsed.ok ? [parsed.schema] : [];
  });
}

export type SaveSchemaResult = { ok: true; schemas: SchemaFile[] } | { ok: false; error: string };

/** Saves a schema under its name (replacing one of the same name); refuses, keeping storage as it was, past the limits. */
export async function saveSchema(schema: SchemaFile): Promise<SaveSchemaResult> {
  const checked = parseSchemaFile(schema);
  if (!checked.ok) return { ok: false, error: checked.error };
  if (new TextEncoder().encode(JSON.stringify(schema)).length > MAX_SCHEMA_BYTES)
    return { ok: false, error: t('schemaTooLarge', MAX_SCHEMA_BYTES / 1024) };
  const schemas = await loadSchemas();
  const others = schemas.filter((saved) => saved.name !== schema.name);
  if (others.length >= MAX_SAVED_SCHEMAS) return { ok: false, error: t('schemaTooMany', MAX_SAVED_SCHEMAS) };
  const next = [...others, checked.schema].sort((a, b) => a.name.localeCompare(b.name));
  try {
    await schemasItem.setValue(next);
  } catch (error) {
    return { ok: false, error: t('schemaNotSaved', (error as Error).message) };
  }
  return { ok: true, schemas: next };
}

/**
 * Stores an import's schemas in place of the saved ones, all or nothing: every schema
 * checked and the limits kept before the one write; throws, saying why, otherwise.
 */
export async function replaceSchemas(schemas: SchemaFile[]): Promise<void> {
  const checked = schemas.map((schema) => {
    const parsed = parseSchemaFile(schema);
    if (!parsed.ok) throw new Error(`“${schema.name}”: ${parsed.error}`);
    return parsed.schema;
  });
  const problem = savedSchemasProblem(checked);
  if (problem) throw new Error(problem);
  await schemasItem.setValue(byName(checked));
}

export async function deleteSchema(name: string): Promise<SchemaFile[]> {
  const next = (await loadSchemas()).filter((saved) => saved.name !== name);
  await schemasItem.setValue(next);
  return next;
}

/** A schema made from a page's form ("Dataset from this form"), waiting for the Datasets page to open it. */
const draftItem = storage.defineItem<unknown>('local:datasetDraft', { fallback: null });
export const saveDraft = (schema: DatasetSchema) => draftItem.setValue(schema);
/** Takes the draft (once): a reload of the page does not bring it back over the user's edits. */
export async function takeDraft(): Promise<DatasetSchema | null> {
  const stored = await draftItem.getValue();
  if (stored === null) return null;
  await draftItem.removeValue();
  const parsed = parseDatasetSchema(stored);
  return parsed.ok ? parsed.schema : null;
}
