import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleTimer } from '@/utils/page/settle-timer';

const OPTIONS = { quietMs: 300, capMs: 2_000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('settleTimer: waits for a page to settle, bounded', () => {
  it('fires once the changes stop for the quiet period', () => {
    const settled = vi.fn();
    const timer = settleTimer(settled, OPTIONS);
    timer.poke();
    vi.advanceTimersByTime(200);
    timer.poke();
    vi.advanceTimersByTime(299);
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(settled).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fires at the cap on a page that never stops changing, and leaves no timer', () => {
    const settled = vi.fn();
    const timer = settleTimer(settled, OPTIONS);
    timer.poke();
    for (let elapsed = 0; elapsed < 1_900; elapsed += 100) {
      vi.advanceTimersByTime(100);
      timer.poke();
    }
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(settled).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps at most two timers pending however often it is poked', () => {
    const timer = settleTimer(() => {}, OPTIONS);
    for (let i = 0; i < 1_000; i++) timer.poke();
    expect(vi.getTimerCount()).toBe(2);
  });

  it('is idle after it fires until poked again, then starts a new wait with a new cap', () => {
    const settled = vi.fn();
    const timer = settleTimer(settled, OPTIONS);
    timer.poke();
    vi.advanceTimersByTime(10_000);
    expect(settled).toHaveBeenCalledTimes(1);
    timer.poke();
    vi.advanceTimersByTime(300);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('stop drops the pending wait', () => {
    const settled = vi.fn();
    const timer = settleTimer(settled, OPTIONS);
    timer.poke();
    timer.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(settled).not.toHaveBeenCalled();
  });
});
