export interface SettleOptions {
  /** How long the page must stay still. */
  quietMs: number;
  /** The most it waits for that, from the first change. */
  capMs: number;
}

/** How long a page's forms must stay still before a fill on load, and the most it waits for that. */
export const SETTLE: SettleOptions = { quietMs: 300, capMs: 2_000 };

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface SettleTimer {
  /** Something changed: wait `quietMs` more, but never past `capMs` after the first change. */
  poke(): void;
  /** Drops the pending wait, if any. */
  stop(): void;
}

/**
 * Calls `settled` once after the changes it is poked with stop for
 * `quietMs`, or `capMs` after the first of them on a page that never stops;
 * then it is idle, with no timer left, until the next poke. At most two
 * timers are pending at any time, and none while idle.
 * @example const timer = settleTimer(fill); timer.poke(); // fill() 300 ms later, unless poked again
 */
export function settleTimer(
  settled: () => void,
  options: SettleOptions = SETTLE,
  timers: Timers = globalThis as unknown as Timers,
): SettleTimer {
  let quiet: number | undefined;
  let cap: number | undefined;
  const stop = () => {
    if (quiet !== undefined) timers.clearTimeout(quiet);
    if (cap !== undefined) timers.clearTimeout(cap);
    quiet = cap = undefined;
  };
  const fire = () => {
    stop();
    settled();
  };
  return {
    poke() {
      if (quiet !== undefined) timers.clearTimeout(quiet);
      quiet = timers.setTimeout(fire, options.quietMs);
      cap ??= timers.setTimeout(fire, options.capMs);
    },
    stop,
  };
}
