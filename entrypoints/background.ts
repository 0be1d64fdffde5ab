import { defineBackground } from '#imports';
import { registerInstallHandler } from '@/utils/worker/register-install-handler';
import { registerFillHandlers } from '@/utils/worker/register-fill-handlers';
import { registerContextMenu } from '@/utils/worker/register-context-menu';
import { createTaskRunner } from '@/utils/worker/task-runner';
import { registerTabCleanup } from '@/utils/worker/register-tab-cleanup';
import { registerTaskBadge } from '@/utils/worker/register-task-badge';
import { setLocaleSource } from '@/utils/values/locale-source';
import { extensionLocaleSource } from '@/utils/extension/extension-locale-source';
import { registerDatasetHandlers } from '@/utils/worker/dataset-runner';
import { registerFillOnLoad } from '@/utils/worker/register-fill-on-load';
import { registerSavedFillHandlers } from '@/utils/worker/register-saved-fill-handlers';
import { PreparedFills } from '@/utils/worker/prepared-fills';
import type { DescribingPage } from '@/utils/fill/describe-frames';

export default defineBackground(() => {
  setLocaleSource(extensionLocaleSource);
  // A new id per worker start: tasks left spinning by an earlier worker are orphans.
  const workerId = crypto.randomUUID();
  const runner = createTaskRunner(workerId);
  // The popup's preparation (a description of the tab), for its fill; a saved fill's save or restore waits for it.
  const prepared = new PreparedFills<DescribingPage>();
  registerFillHandlers(runner, prepared);
  registerSavedFillHandlers(runner, prepared);
  registerContextMenu(runner);
  registerInstallHandler();
  registerTabCleanup(runner);
  registerTaskBadge();
  registerDatasetHandlers(workerId);
  registerFillOnLoad(runner);
});
