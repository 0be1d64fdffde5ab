import { browser } from '#imports';
import { isExtensionPage } from '../messaging/protocol';
import { onDatasetMessage, sendDatasetMessage } from '../messaging/dataset-protocol';
import { makeDatasetBlob } from '../datasets/dataset-job';
import { errorMessage } from '../text/error-message';
import { createFaker } from '../values/create-faker';
import { loadLocale } from '../values/locale-source';

/**
 * Chrome's offscreen document: makes dataset files for the background (see
 * dataset-runner.ts for why here), tells it the progress, and holds each file's blob
 * URL until the download has it. Only the background may ask.
 */
export function registerOffscreenDatasets(): void {
  const origin = browser.runtime.getURL('/');
  const trusted = (sender: { id?: string; url?: string }) =>
    sender.id === browser.runtime.id && (!sender.url || isExtensionPage(sender, browser.runtime.id, origin));
  const running = new Map<string, AbortController>();

  onDatasetMessage('offscreenMakeDataset', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused.');
    const { taskId, job } = data;
    const controller = new AbortController();
    running.set(taskId, controller);
    const tell = (send: () => Promise<unknown>) => send().catch(() => undefined);
    // The locale's data is fetched from the extension's files the first time (entrypoints/offscreen sets the source).
    void loadLocale(job.schema.locale)
      .then(() =>
        makeDatasetBlob(job, createFaker(job.schema.locale, 0), {
          signal: controller.signal,
          onProgress: (rowsDone) => void tell(() => sendDatasetMessage('datasetProgressed', { taskId, rowsDone })),
        }),
      )
      .then((blob) => tell(() => sendDatasetMessage('datasetMade', { taskId, url: URL.createObjectURL(blob) })))
      .catch(
        (error) =>
          !controller.signal.aborted &&
          tell(() => sendDatasetMessage('datasetFailed', { taskId, reason: errorMessage(error) })),
      )
      .finally(() => running.delete(taskId));
  });
  onDatasetMessage('offscreenCancelDataset', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused.');
    running.get(data.taskId)?.abort();
  });
  onDatasetMessage('offscreenReleaseDataset', ({ data, sender }) => {
    if (!trusted(sender)) throw new Error('Refused.');
    URL.revokeObjectURL(data.url);
  });
}
