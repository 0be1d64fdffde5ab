import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createTaskRunner } from '@/utils/worker/task-runner';
import { startFillUnattended } from '@/utils/worker/start-fill';

const TAB = 5;

beforeEach(() => {
  fakeBrowser.reset();
});

describe('startFillUnattended (a shortcut, the context menu)', () => {
  // Bug: a start storage refused was an unhandled rejection, seen nowhere.
  it('shows a start storage refuses as a failure on the toolbar badge', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'set').mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    startFillUnattended(createTaskRunner('w1'), TAB, { scope: 'form' });
    await vi.waitFor(async () => expect(await fakeBrowser.action.getBadgeText({ tabId: TAB })).toBe('!'));
    expect(await fakeBrowser.action.getTitle({ tabId: TAB })).toBe(
      'Understudy: failed. Understudy could not record the task, so it did not start: QUOTA_BYTES quota exceeded',
    );
  });

  it('leaves the badge to the task already running on the tab', async () => {
    const runner = createTaskRunner('w1');
    await runner.start(TAB, 'fill-page', () => new Promise(() => {}));
    const setBadgeText = vi.spyOn(fakeBrowser.action, 'setBadgeText');
    startFillUnattended(runner, TAB, { scope: 'page' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(setBadgeText).not.toHaveBeenCalled();
  });
});
