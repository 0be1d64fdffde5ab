import { defineExtensionMessaging } from '@webext-core/messaging';
import type { DatasetJob } from '../datasets/dataset-job';
import type { DatasetTask } from '../storage/dataset-store';

/**
 * Messages of dataset generation. Pages (the Datasets page, the popup) ask the
 * background; in Chrome the background hands the work to its offscreen document and
 * hears back from it. Every sender is checked to be one of our own extension pages.
 */
export interface DatasetProtocolMap {
  /** Starts making a dataset; answers at once with the spinning task. Rejects while another runs. */
  startDataset(job: DatasetJob): DatasetTask;
  /** Stops the running dataset, leaving no file; answers with the task as it ended. */
  cancelDataset(): DatasetTask | null;

  /** Background → offscreen document (Chrome): make this dataset. */
  offscreenMakeDataset(data: { taskId: string; job: DatasetJob }): void;
  /** Background → offscreen document: stop making it, and drop what was made. */
  offscreenCancelDataset(data: { taskId: string }): void;
  /** Background → offscreen document: the download has the file; let its blob go. */
  offscreenReleaseDataset(data: { url: string }): void;

  /** Offscreen document → background: rows made so far. */
  datasetProgressed(data: { taskId: string; rowsDone: number }): void;
  /** Offscreen document → background: the file is made, at this blob URL. */
  datasetMade(data: { taskId: string; url: string }): void;
  /** Offscreen document → background: making it failed. */
  datasetFailed(data: { taskId: string; reason: string }): void;
}

export const { sendMessage: sendDatasetMessage, onMessage: onDatasetMessage } =
  defineExtensionMessaging<DatasetProtocolMap>();
