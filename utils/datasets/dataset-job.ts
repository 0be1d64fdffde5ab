import type { Faker } from '@faker-js/faker';
import { datasetChunks, type RowRange } from './dataset-chunks';
import { jobOutput, type DatasetJob } from './job-output';

export type { DatasetJob } from './job-output';

export interface JobHooks {
  signal?: AbortSignal;
  /** Called at most every `progressEveryMs` with the rows made so far. */
  onProgress?: (rowsDone: number) => void;
  progressEveryMs?: number;
  /** Lets other work run (a Cancel click, a message); the default yields through a MessageChannel, which hidden pages do not throttle as they do timers. */
  yieldNow?: () => Promise<void>;
  /** How long to work before yielding. */
  sliceMs?: number;
  range?: RowRange;
}

/** Chunks are turned into Blobs as they come, and every this many Blobs are merged into one, so neither the heap nor the parts list grows with the rows. */
const PARTS_PER_MERGE = 64;

/**
 * Makes the dataset as a Blob, in slices of work that yield between them, so Cancel
 * and progress get through. The text never exists as one string: each chunk (about
 * 64 K characters) becomes a Blob at once, whose bytes the browser keeps outside the
 * JavaScript heap (and on disk when large), so the heap holds one chunk at a time
 * however many rows. Aborting throws the signal's reason and leaves nothing behind.
 * @example const blob = await makeDatasetBlob(job, createFaker(job.schema.locale, 0), { signal }); // then URL.createObjectURL(blob)
 */
export async function makeDatasetBlob(job: DatasetJob, faker: Faker, hooks: JobHooks = {}): Promise<Blob> {
  const { signal, onProgress, progressEveryMs = 250, yieldNow = yieldThroughChannel, sliceMs = 40, range } = hooks;
  const output = jobOutput(job);
  const chunks =
    range && !output.related
      ? datasetChunks(output.file.tables[0]!.schema, faker, job.format, range)
      : output.chunks(faker);
  let parts: Blob[] = [];
  let sliceStart = performance.now();
  let reportedAt = 0;
  signal?.throwIfAborted();
  for (const chunk of chunks) {
    parts.push(new Blob([chunk.text]));
    if (parts.length >= PARTS_PER_MERGE) parts = [new Blob(parts)];
    const now = performance.now();
    if (onProgress && now - reportedAt >= progressEveryMs) {
      reportedAt = now;
      onProgress(chunk.rowsDone);
    }
    if (now - sliceStart >= sliceMs) {
      await yieldNow();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  onProgress?.(range && !output.related ? range.end - range.start : output.rows);
  return new Blob(parts, { type: `${output.mimeType};charset=utf-8` });
}

function yieldThroughChannel(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A file name from the schema's name: letters, digits, dot, dash and underscore kept, the rest `_`.
 * @example datasetFileName('Customers (EU)', 'csv') // 'Customers__EU_.csv'
 */
export function datasetFileName(name: string, extension: string): string {
  const safe =
    name
      .replace(/[^\p{L}\p{N}._-]/gu, '_')
      .replace(/^[.]+/, '_')
      .slice(0, 80) || 'dataset';
  return `${safe}.${extension}`;
}
