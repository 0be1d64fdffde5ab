import { browser } from '#imports';
import type { Faker } from '@faker-js/faker';
import { sendDatasetMessage } from '../messaging/dataset-protocol';
import type { DatasetJob } from '../datasets/dataset-job';
import { createRowMaker, type Cell } from '../datasets/dataset-rows';
import type { DatasetSchema, FakerLocale } from '../datasets/dataset-schema';
import {
  deleteSchema,
  getDatasetTask,
  loadSchemas,
  saveSchema,
  saveDraft,
  takeDraft,
  watchDatasetTask,
  type DatasetTask,
  type SaveSchemaResult,
} from '../storage/dataset-store';
import { createFaker } from '../values/create-faker';

/** Everything the Datasets page (and the popup's dataset progress) does: components never call `browser.*`. */
export interface DatasetActions {
  loadSchemas(): Promise<DatasetSchema[]>;
  saveSchema(schema: DatasetSchema): Promise<SaveSchemaResult>;
  deleteSchema(name: string): Promise<DatasetSchema[]>;
  /** The schema "Dataset from this form" left for the page, taken once. */
  takeDraft(): Promise<DatasetSchema | null>;
  /** The first `count` rows, made here in the page (row k depends only on (schema, seed, k), so they are the file's first rows), and how long they took. */
  preview(schema: DatasetSchema, count: number): { rows: Cell[][]; ms: number };
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
  // One faker per locale: making one merges the locale's data, which a preview should not redo on every keystroke.
  const fakers = new Map<FakerLocale, Faker>();
  return {
    loadSchemas,
    saveSchema,
    deleteSchema,
    takeDraft,
    preview(schema, count) {
      const start = performance.now();
      let faker = fakers.get(schema.locale);
      if (!faker) fakers.set(schema.locale, (faker = createFaker(schema.locale, 0)));
      const rowAt = createRowMaker(schema, faker);
      const rows = Array.from({ length: Math.min(count, schema.rows) }, (_, row) => rowAt(row));
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
