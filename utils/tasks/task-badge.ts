import type { Task } from './task-state';
import { t, tn, type MessageKey } from '../i18n/messages';

/** What the toolbar button shows for one tab. Pure: the background applies it. */
export interface Badge {
  /** At most four characters; '' clears the badge. */
  text: string;
  /** Background colour of the badge. */
  color: string;
  /** The button's tooltip: what happened, in words. */
  title: string;
}

export const BADGE_COLORS = { running: '#59636e', completed: '#1a7f37', failed: '#cf222e' } as const;

const RUNNING = {
  'fill-page': 'badgeFillingPage',
  'fill-form': 'badgeFillingForm',
  'fill-field': 'badgeFillingField',
  undo: 'badgeUndoing',
  dataset: 'badgeMakingDataset',
} as const satisfies Record<Task['kind'], MessageKey>;

/**
 * The badge for a tab's task: "…" while it runs, the number of fields filled
 * (green) when a fill completes, "!" (red) when it failed. A finished undo, or
 * no task, clears it.
 * @example taskBadge({ status: 'completed', kind: 'fill-page', summary: 'Filled 12 fields', filled: 12 })
 * // { text: '12', color: '#1a7f37', title: 'Understudy: Filled 12 fields' }
 */
export function taskBadge(task: Pick<Task, 'status' | 'kind' | 'summary' | 'reason' | 'filled'> | null): Badge {
  if (!task) return clearedBadge();
  const filled = task.filled;
  switch (task.status) {
    case 'spinning':
      return { text: '…', color: BADGE_COLORS.running, title: t(RUNNING[task.kind]) };
    case 'failed':
      return {
        text: '!',
        color: BADGE_COLORS.failed,
        title: task.reason ? t('badgeFailedWithReason', task.reason) : t('badgeFailed'),
      };
    case 'cancelled':
      return clearedBadge();
    case 'completed':
      if (task.kind === 'undo' || filled === undefined)
        return { ...clearedBadge(), title: task.summary ? t('badgeDone', task.summary) : t('extName') };
      return {
        text: filled > 999 ? '999+' : String(filled),
        color: BADGE_COLORS.completed,
        title: t('badgeDone', task.summary ?? tn('filledFields', filled)),
      };
  }
}

/** No badge, and the button's own name as its tooltip (after a navigation, say). */
export function clearedBadge(): Badge {
  return { text: '', color: BADGE_COLORS.running, title: t('extName') };
}

/**
 * The tab a `storage.session` key belongs to, if it is a task key.
 * @example taskTabOf('task:42') // 42
 * @example taskTabOf('report:42') // null
 */
export function taskTabOf(key: string): number | null {
  const match = /^task:(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}
