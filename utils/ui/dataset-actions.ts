import { browser } from '#imports';
import { sendDatasetMessage } from '../messaging/dataset-protocol';
import type { DatasetJob } from '../datasets/dataset-job';
import type { Cell } from '../datasets/dataset-rows';
import type { DatasetSchema } from '../datasets/dataset-schema';
import type { SchemaFile } from '../datasets/schema-file';
import {
  deleteSchema,
  getDatasetTask,
  loadSchemas,
  saveSchema,
  saveDraft,
  takeDraft,
  watchDatasetTask,
  watchSchemas,
  type DatasetTask,
  type SaveSchemaResult,
} from '../storage/dataset-store';

/** Everything the Datasets page (and the popup's dataset progress) does: components never call `browser.*`. */
export interface DatasetActions {
  loadSchemas(): Promise<SchemaFile[]>;
  /** Follows the saved schemas (an import on the options page changes them under an open page); returns the unsubscribe. */
  watchSchemas(onChange: (schemas: SchemaFile[]) => void): () => void;
  saveSchema(schema: SchemaFile): Promise<SaveSchemaResult>;
  deleteSchema(name: string): Promise<SchemaFile[]>;
  /** The schema "Dataset from this form" left for the page, taken once. */
  takeDraft(): Promise<DatasetSchema | null>;
  /**
   * The first `count` rows of `table` (the schema's first table when absent), made here in
   * the page, and how long they took (the first call also loads faker's data).
   */
  preview(schema: SchemaFile, count: number, table?: string): Promise<{ rows: Cell[][]; ms: number }>;
  /** Asks for the `downloads` permission: call it straight from a click (the browser prompts only during a user gesture). */
  requestDownloads(): Promise<boolean>;
  startDataset(job: DatasetJob): Promise<DatasetTask>;
  cancelDataset(): Promise<DatasetTask | null>;
  getDatasetTask(): Promise<DatasetTask | null>;
  watchDatasetTask(onChange: (task: DatasetTask | null) => void): () => void;
  /** "Dataset from this form": leaves the schema for the Datasets page and opens it. */
  openAsDataset(schema: DatasetSchema): Promise<void>;
}

export function createDatasetActions(): DatasetActions {
  return {
    loadSchemas,
    watchSchemas,
    saveSchema,
    deleteSchema,
    takeDraft,
    async preview(schema, count, table) {
      // Loaded on first use: the popup shares these actions and must not carry faker's locale data.
      const [{ previewTableRows }, { parseSchemaFile }, { loadLocale }] = await Promise.all([
        import('../datasets/preview-rows'),
        import('../datasets/schema-file'),
        import('../values/locale-source'),
      ]);
      const parsed = parseSchemaFile(schema);
      if (!parsed.ok) throw new Error(parsed.error);
      const index = parsed.file.tables.findIndex((plan) => plan.schema.name === table);
      // Fetched from the extension's files the first time a locale is previewed (the page sets the source).
      await loadLocale(schema.locale);
      const start = performance.now();
      const rows = previewTableRows(parsed.file, Math.max(index, 0), count);
      return { rows, ms: performance.now() - start };
    },
    requestDownloads: () => browser.permissions.request({ permissions: ['downloads'] }),
    startDataset: (job) => sendDatasetMessage('startDataset', job),
    cancelDataset: () => sendDatasetMessage('cancelDataset', undefined),
    getDatasetTask,
    watchDatasetTask,
    async openAsDataset(schema) {
      await saveDraft(schema);
      await browser.tabs.create({ url: browser.runtime.getURL('/datasets.html') });
    },
  };
}
