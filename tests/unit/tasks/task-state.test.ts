import { describe, expect, it } from 'vitest';
import {
  completeTask,
  failTask,
  orphanedReason,
  resolveTask,
  settleOrphan,
  startTask,
  TASK_TIME_LIMIT_MS,
  timedOutReason,
  type Task,
} from '@/utils/tasks/task-state';

const spinning = (overrides: Partial<Task> = {}): Task => ({
  ...startTask({ id: 't1', kind: 'fill-page', tabId: 7, workerId: 'w1', now: 1_000 }),
  ...overrides,
});

describe('startTask', () => {
  it('starts spinning with a deadline one time limit away', () => {
    expect(startTask({ id: 'a', kind: 'fill-page', tabId: 3, workerId: 'w', now: 500 })).toEqual({
      id: 'a',
      kind: 'fill-page',
      tabId: 3,
      workerId: 'w',
      status: 'spinning',
      startedAt: 500,
      deadline: 500 + TASK_TIME_LIMIT_MS,
    });
  });

  it('honours a custom time limit', () => {
    expect(startTask({ id: 'a', kind: 'fill-page', tabId: 3, workerId: 'w', now: 10, timeLimitMs: 5 }).deadline).toBe(
      15,
    );
  });
});

describe('completeTask and failTask', () => {
  it('completes a spinning task with its summary and end time', () => {
    expect(completeTask(spinning(), 'Filled 3 fields', 2_000)).toMatchObject({
      status: 'completed',
      summary: 'Filled 3 fields',
      endedAt: 2_000,
    });
  });

  it('completes a fill with the count of fields it filled, for the badge', () => {
    const task = completeTask(spinning(), { summary: 'Filled 3 fields, skipped 1', filled: 3 }, 2_000);
    expect(task).toMatchObject({ status: 'completed', summary: 'Filled 3 fields, skipped 1', filled: 3 });
    expect(completeTask(spinning(), 'Restored 3 fields', 2_000)).not.toHaveProperty('filled');
  });

  it('fails a spinning task with its reason and end time', () => {
    expect(failTask(spinning(), 'boom', 2_000)).toMatchObject({ status: 'failed', reason: 'boom', endedAt: 2_000 });
  });

  const ended: Array<[string, Task]> = [
    ['completed', completeTask(spinning(), 'done', 2_000)],
    ['failed', failTask(spinning(), 'first reason', 2_000)],
    ['cancelled', spinning({ status: 'cancelled', endedAt: 2_000 })],
  ];

  it.each(ended)('a %s task keeps its end when completed again', (_, task) => {
    expect(completeTask(task, 'again', 9_000)).toBe(task);
  });

  it.each(ended)('a %s task keeps its end when failed again', (_, task) => {
    expect(failTask(task, 'again', 9_000)).toBe(task);
  });

  it.each(ended)('a %s task is neither timed out nor orphaned', (_, task) => {
    expect(resolveTask(task, Number.MAX_SAFE_INTEGER)).toBe(task);
    expect(settleOrphan(task, 'another worker', Number.MAX_SAFE_INTEGER)).toBe(task);
  });
});

describe('failure reasons fit one line', () => {
  it.each([
    ['line one\nline two', 'line one line two'],
    ['  padded \t reason  ', 'padded reason'],
    ['TypeError:\r\n    at foo (x.js:1:2)', 'TypeError: at foo (x.js:1:2)'],
    ['', 'Unknown error'],
    [' \n\t ', 'Unknown error'],
    ['x'.repeat(200), 'x'.repeat(200)],
    ['x'.repeat(201), `${'x'.repeat(199)}…`],
  ])('%j becomes %j', (reason, expected) => {
    expect(failTask(spinning(), reason, 2_000).reason).toBe(expected);
  });
});

describe('resolveTask', () => {
  const task = spinning();

  it.each([
    ['long before the deadline', task.startedAt, 'spinning'],
    ['exactly at the deadline', task.deadline, 'spinning'],
    ['one millisecond past the deadline', task.deadline + 1, 'failed'],
  ])('%s the task is %s', (_, now, status) => {
    expect(resolveTask(task, now).status).toBe(status);
  });

  it('records a timeout at the deadline, not at the time it was noticed', () => {
    expect(resolveTask(task, task.deadline + 50_000)).toMatchObject({
      status: 'failed',
      reason: timedOutReason(),
      endedAt: task.deadline,
    });
  });
});

describe('settleOrphan', () => {
  it('fails a spinning task owned by another worker', () => {
    expect(settleOrphan(spinning(), 'w2', 3_000)).toMatchObject({
      status: 'failed',
      reason: orphanedReason(),
      endedAt: 3_000,
    });
  });

  it('leaves a spinning task of the same worker unchanged', () => {
    const task = spinning();
    expect(settleOrphan(task, 'w1', 3_000)).toBe(task);
  });

  it('reports a timed-out orphan as timed out, since the deadline passed first', () => {
    const task = spinning();
    expect(settleOrphan(task, 'w2', task.deadline + 1)).toMatchObject({ status: 'failed', reason: timedOutReason() });
  });

  it('times out a task of the same worker past its deadline', () => {
    const task = spinning();
    expect(settleOrphan(task, 'w1', task.deadline + 1)).toMatchObject({ status: 'failed', reason: timedOutReason() });
  });
});
