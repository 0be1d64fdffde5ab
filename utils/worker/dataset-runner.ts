import { browser } from '#imports';
import { isExtensionPage } from '../messaging/protocol';
import { onDatasetMessage, sendDatasetMessage, type DatasetProtocolMap } from '../messaging/dataset-protocol';
import { datasetFileName, makeDatasetBlob, type DatasetJob } from '../datasets/dataset-job';
import { jobOutput } from '../datasets/job-output';
import { parseSchemaFile } from '../datasets/schema-file';
import { getDatasetTask, saveDatasetTask, type DatasetTask } from '../storage/dataset-store';
import { t, tn, uiLanguage } from '../i18n/messages';
import { cancelTask, completeTask, failTask, orphanedReason, resolveTask, startTask } from '../tasks/task-state';
import { errorMessage } from '../text/error-message';
import { createFaker } from '../values/create-faker';
import { loadLocale } from '../values/locale-source';

/**
 * Where the rows are made. Chrome's background is a service worker: stopped after 30 s
 * without events, any one event cut at 5 minutes, and no URL.createObjectURL. So in
 * Chrome the work runs in an offscreen document (reason BLOBS), a page with no such
 * limits that makes the Blob and its URL; its progress messages every 250 ms are events
 * that keep the worker awake to store them. Firefox has no offscreen documents, and its
 * background is an event page with a DOM: the work runs there, in slices that yield.
 * A dedicated Worker would still need a page to own it and to make the blob URL, so it
 * adds a hop and no freedom (docs/performance.md, "bench:datasets").
 */
interface Workplace {
  make(taskId: string, job: DatasetJob): Promise<void>;
  cancel(taskId: string): Promise<void>;
  /** Lets the made file go (its blob URL, when there is one) and the place the work ran. */
  release(url?: string): Promise<void>;
  /** After a worker restart: is the work of a spinning task still going somewhere? */
  stillRunning(): Promise<boolean>;
}

const OFFSCREEN_URL = 'offscreen.html';

function offscreenWorkplace(): Workplace {
  const offscreen = browser.offscreen;
  const hasDocument = async () =>
    (await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType] })).length >
    0;
  return {
    async make(taskId, job) {
      if (!(await hasDocument()))
        await offscreen.createDocument({
          url: OFFSCREEN_URL,
          reasons: ['BLOBS' as chrome.offscreen.Reason],
          justification: 'Makes dataset files in chunks and hands them to downloads.',
        });
      await sendDatasetMessage('offscreenMakeDataset', { taskId, job });
    },
    cancel: (taskId) => sendDatasetMessage('offscreenCancelDataset', { taskId }).catch(() => undefined),
    async release(url) {
      if (url) await sendDatasetMessage('offscreenReleaseDataset', { url }).catch(() => undefined);
      if (await hasDocument()) await offscreen.closeDocument().catch(() => undefined);
    },
    stillRunning: hasDocument,
  };
}

/** Firefox: the event page makes the file itself (see above). */
function backgroundPageWorkplace(events: Pick<DatasetEvents, 'progressed' | 'made' | 'failed'>): Workplace {
  const running = new Map<string, AbortController>();
  return {
    async make(taskId, job) {
      const controller = new AbortController();
      running.set(taskId, controller);
      // The event page's locale source is the extension's files (background.ts sets it): fetched the first time.
      void loadLocale(job.schema.locale)
        .then(() =>
          makeDatasetBlob(job, createFaker(job.schema.locale, 0), {
            signal: controller.signal,
            onProgress: (rowsDone) => void events.progressed(taskId, rowsDone),
          }),
        )
        .then((blob) => events.made(taskId, URL.createObjectURL(blob)))
        .catch((error) => {
          if (!controller.signal.aborted) void events.failed(taskId, errorMessage(error));
        })
        .finally(() => running.delete(taskId));
    },
    async cancel(taskId) {
      running.get(taskId)?.abort();
    },
    async release(url) {
      if (url) URL.revokeObjectURL(url);
    },
    stillRunning: async () => running.size > 0,
  };
}

interface DatasetEvents {
  progressed(taskId: string, rowsDone: number): Promise<void>;
  made(taskId: string, url: string): Promise<void>;
  failed(taskId: string, reason: string): Promise<void>;
}

export const datasetBusy = () => t('datasetBusy');
export const noDownloads = () => t('datasetNoDownloads');
/** Ten million rows take minutes, not hours; past this a task still spinning is treated as failed. */
const DATASET_TIME_LIMIT_MS = 2 * 60 * 60 * 1000;
/** Not a tab's task: chrome.tabs.TAB_ID_NONE. */
const NO_TAB = -1;

/**
 * The background's side of dataset generation: a task of the same state machine, states
 * and spinner as a fill (task-state.ts), but not in the fills' runner (task-runner.ts),
 * which keys tasks by tab, gives each 60 s and holds its work in the worker's memory; a
 * dataset belongs to no tab, may take minutes, and runs outside the worker.
 * Everything it knows is the task in
 * storage.session (with the download's id once saving starts), so a restarted worker
 * picks up the offscreen document's next message where the last one left off.
 */
export function registerDatasetHandlers(workerId: string, now: () => number = Date.now): void {
  // Writes one at a time: a progress message must never overwrite a Cancel.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    turn = next.catch(() => undefined);
    return next;
  };
  /** Changes the task `taskId` if it is still the stored one; answers with what is stored after. */
  const update = (taskId: string, change: (task: DatasetTask) => DatasetTask) =>
    inTurn(async () => {
      const task = await getDatasetTask();
      if (!task || task.id !== taskId) return task;
      const next = change(task);
      if (next !== task) await saveDatasetTask(next);
      return next;
    });

  const events: DatasetEvents = {
    async progressed(taskId, rowsDone) {
      await update(taskId, (task) => (task.status === 'spinning' ? { ...task, rowsDone } : task));
    },
    async made(taskId, url) {
      const task = await update(taskId, (current) =>
        current.status === 'spinning' ? { ...current, rowsDone: current.rows, blobUrl: url } : current,
      );
      if (task?.id !== taskId || task.status !== 'spinning') return workplace.release(url);
      try {
        watchDownloads();
        const downloadId = await browser.downloads.download({
          url,
          filename: task.fileName,
          conflictAction: 'uniquify',
          saveAs: false,
        });
        const stored = await update(taskId, (current) => ({ ...current, downloadId }));
        // Cancelled while the browser was starting the download: take the file back.
        if (stored?.status === 'cancelled') await dropDownload(downloadId);
      } catch (error) {
        await update(
          taskId,
          (current) => failTask(current, t('datasetSaveFailed', errorMessage(error)), now()) as DatasetTask,
        );
        await workplace.release(url);
      }
    },
    async failed(taskId, reason) {
      await update(taskId, (task) => failTask(task, reason, now()) as DatasetTask);
      await workplace.release();
    },
  };
  const workplace: Workplace = browser.offscreen ? offscreenWorkplace() : backgroundPageWorkplace(events);

  const onDownloadChanged = (delta: { id: number; state?: { current?: string }; error?: { current?: string } }) => {
    const state = delta.state?.current;
    if (state !== 'complete' && state !== 'interrupted') return;
    void inTurn(getDatasetTask).then(async (task) => {
      if (!task || task.downloadId !== delta.id) return;
      const ended = await update(task.id, (current) =>
        state === 'complete'
          ? (completeTask(
              current,
              tn(
                'datasetSaved',
                current.rows,
                new Intl.NumberFormat(uiLanguage()).format(current.rows),
                current.fileName,
              ),
              now(),
            ) as DatasetTask)
          : (failTask(
              current,
              delta.error?.current ? t('datasetInterrupted', delta.error.current) : t('datasetInterruptedNoReason'),
              now(),
            ) as DatasetTask),
      );
      const url = ended?.blobUrl;
      if (url) await workplace.release(url);
    });
  };
  // `downloads` is optional: its events exist only once it is granted, which may be after this worker started.
  let watching = false;
  const watchDownloads = () => {
    if (watching || !browser.downloads) return;
    browser.downloads.onChanged.addListener(onDownloadChanged);
    watching = true;
  };
  watchDownloads();
  browser.permissions.onAdded.addListener(watchDownloads);

  // A dataset left spinning by an earlier worker: adopted when its work still runs (Chrome's offscreen document), else failed.
  void inTurn(async () => {
    const task = await getDatasetTask();
    if (!task || task.status !== 'spinning' || task.workerId === workerId) return;
    const next = (await workplace.stillRunning())
      ? { ...task, workerId }
      : (failTask(task, orphanedReason(), now()) as DatasetTask);
    await saveDatasetTask(next);
  }).catch(() => undefined);

  onTrusted('startDataset', async (job) => {
    const parsed = parseSchemaFile(job?.schema);
    if (!parsed.ok) throw new Error(t('datasetSchemaInvalid', parsed.error));
    const checked: DatasetJob = { schema: parsed.schema, format: job.format, table: job.table };
    const { rows, baseName, extension } = jobOutput(checked);
    const task = await inTurn(async () => {
      const current = await getDatasetTask();
      if (current && resolveTask(current, now()).status === 'spinning') throw new Error(datasetBusy());
      if (!(await browser.permissions.contains({ permissions: ['downloads'] }))) throw new Error(noDownloads());
      const started: DatasetTask = {
        ...startTask({
          id: crypto.randomUUID(),
          kind: 'dataset',
          tabId: NO_TAB,
          workerId,
          now: now(),
          timeLimitMs: DATASET_TIME_LIMIT_MS,
        }),
        kind: 'dataset',
        rows,
        rowsDone: 0,
        fileName: datasetFileName(baseName, extension),
      };
      await saveDatasetTask(started);
      return started;
    });
    workplace.make(task.id, checked).catch((error) => events.failed(task.id, errorMessage(error)));
    return task;
  });
  onTrusted('cancelDataset', async () => {
    const task = await getDatasetTask();
    if (!task || task.status !== 'spinning') return task;
    const ended = await update(task.id, (current) => cancelTask(current, now()) as DatasetTask);
    await workplace.cancel(task.id);
    const downloadId = ended?.downloadId;
    if (downloadId !== undefined) await dropDownload(downloadId);
    const url = ended?.blobUrl;
    if (url) await workplace.release(url);
    return ended;
  });
  onTrusted('datasetProgressed', ({ taskId, rowsDone }) => events.progressed(taskId, rowsDone));
  onTrusted('datasetMade', ({ taskId, url }) => events.made(taskId, url));
  onTrusted('datasetFailed', ({ taskId, reason }) => events.failed(taskId, reason));
}

/** Cancels a download and deletes what it wrote: a cancelled dataset leaves no file. */
async function dropDownload(downloadId: number): Promise<void> {
  await browser.downloads.cancel(downloadId).catch(() => undefined);
  await browser.downloads.removeFile(downloadId).catch(() => undefined);
  await browser.downloads.erase({ id: downloadId }).catch(() => undefined);
}

function onTrusted<K extends keyof DatasetProtocolMap>(
  verb: K,
  handler: (data: Parameters<DatasetProtocolMap[K]>[0]) => Promise<unknown>,
): void {
  const origin = browser.runtime.getURL('/');
  onDatasetMessage(verb, (async ({
    data,
    sender,
  }: {
    data: Parameters<DatasetProtocolMap[K]>[0];
    sender: { id?: string; url?: string };
  }) => {
    if (!isExtensionPage(sender, browser.runtime.id, origin))
      throw new Error('Refused: datasets are only for Understudy’s own pages.');
    return handler(data);
  }) as never);
}
