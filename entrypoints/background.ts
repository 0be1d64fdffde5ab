import { defineBackground } from '#imports';
import { registerInstallHandler } from '@/utils/announcements/register-install-handler';
import { registerFillHandlers } from '@/utils/fill/register-fill-handlers';
import { registerContextMenu } from '@/utils/menus/register-context-menu';
import { createTaskRunner } from '@/utils/tasks/task-runner';
import { registerTabCleanup } from '@/utils/tasks/register-tab-cleanup';
import { registerTaskBadge } from '@/utils/tasks/register-task-badge';

export default defineBackground(() => {
  // A new id per worker start: tasks left spinning by an earlier worker are orphans.
  const runner = createTaskRunner(crypto.randomUUID());
  registerFillHandlers(runner);
  registerContextMenu(runner);
  registerInstallHandler();
  registerTabCleanup();
  registerTaskBadge();
});
