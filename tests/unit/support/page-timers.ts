import { afterAll } from 'vitest';

/*
 * In a browser a page's timers die with the page. Under happy-dom, `window` is
 * Node's global and `window.setTimeout` Node's own, so a timer the page's code
 * left (navigation-guard.ts lifts its guard a moment after a write) would fire
 * after the file's environment is gone and throw there. Each happy-dom file's
 * timers are cleared when the file ends, as closing its page would.
 */
if (typeof document !== 'undefined') {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const nodeSetTimeout = globalThis.setTimeout;
  const nodeClearTimeout = globalThis.clearTimeout;
  globalThis.setTimeout = Object.assign((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const handle = nodeSetTimeout(() => {
      pending.delete(handle);
      callback(...args);
    }, ms);
    pending.add(handle);
    return handle;
  }, nodeSetTimeout) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: ReturnType<typeof setTimeout>) => {
    if (handle !== undefined) pending.delete(handle);
    nodeClearTimeout(handle);
  }) as typeof clearTimeout;
  afterAll(() => {
    for (const handle of pending) nodeClearTimeout(handle);
    pending.clear();
  });
}
