import { describe, expect, it } from 'vitest';
import { BADGE_COLORS, clearedBadge, taskBadge, taskTabOf } from '@/utils/tasks/task-badge';
import { completeTask, failTask, startTask, type Task } from '@/utils/tasks/task-state';

const spinning = (kind: Task['kind'] = 'fill-page') => startTask({ id: 't', kind, tabId: 4, workerId: 'w', now: 0 });

describe('taskBadge', () => {
  it('shows an ellipsis in grey while a task runs, saying what it does', () => {
    expect(taskBadge(spinning())).toEqual({
      text: '…',
      color: BADGE_COLORS.running,
      title: 'Understudy: filling the page…',
    });
    expect(taskBadge(spinning('fill-form')).title).toBe('Understudy: filling the form…');
    expect(taskBadge(spinning('undo')).title).toBe('Understudy: undoing the last fill…');
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [23, '23'],
    [999, '999'],
    [3100, '999+'],
  ])('shows %i filled fields as "%s" in green when a fill completes', (filled, text) => {
    const badge = taskBadge(completeTask(spinning(), { summary: `Filled ${filled} fields`, filled }, 5));
    expect(badge).toEqual({ text, color: BADGE_COLORS.completed, title: `Understudy: Filled ${filled} fields` });
  });

  it('shows "!" in red with the reason in the tooltip when a task failed', () => {
    const failed = failTask(spinning(), 'This is a browser page: extensions may not fill it.', 5);
    expect(taskBadge(failed)).toEqual({
      text: '!',
      color: BADGE_COLORS.failed,
      title: 'Understudy: failed. This is a browser page: extensions may not fill it.',
    });
  });

  it('clears the badge after an undo (nothing is filled any more) but says what it restored', () => {
    const undone = completeTask(spinning('undo'), 'Restored 3 fields', 5);
    expect(taskBadge(undone)).toEqual({
      text: '',
      color: BADGE_COLORS.running,
      title: 'Understudy: Restored 3 fields',
    });
  });

  it('clears the badge when there is no task, or a completed task has no count', () => {
    expect(taskBadge(null)).toEqual(clearedBadge());
    expect(taskBadge(completeTask(spinning(), 'Filled 2 fields', 5)).text).toBe('');
  });
});

describe('taskTabOf', () => {
  it.each([
    ['task:42', 42],
    ['task:0', 0],
    ['report:42', null],
    ['task:', null],
    ['settings', null],
  ])('%s → %s', (key, tabId) => {
    expect(taskTabOf(key)).toBe(tabId);
  });
});
