import type { Page } from '@playwright/test';
import { settled, type FillPage } from './library-fill';

/** Where a warm fill's wall time went: waiting on the page, or in Node. */
export interface TimeSplit {
  /** `fillPage` call → report. */
  ms: number;
  /** `frame.evaluate` calls the fill made. */
  evaluates: number;
  /** Wall time with at least one of them pending: the page working, and the driver carrying the call both ways. */
  pageMs: number;
  /** This process's CPU time in the fill (the library, and Playwright's client). */
  nodeCpuMs: number;
}

/**
 * Fills `page` `fills` times, timing every `frame.evaluate` the library makes: Playwright's Frame
 * prototype is wrapped for the while, which no other fill may overlap.
 */
export async function splitFills(fill: FillPage, page: Page, fills: number): Promise<TimeSplit[]> {
  const prototype = Object.getPrototypeOf(page.mainFrame()) as { evaluate: (...args: unknown[]) => Promise<unknown> };
  const evaluate = prototype.evaluate;
  let evaluates = 0;
  let pending = 0;
  let since = 0;
  let pageMs = 0;
  prototype.evaluate = async function (this: unknown, ...args: unknown[]) {
    evaluates++;
    if (pending++ === 0) since = performance.now();
    try {
      return await evaluate.apply(this, args);
    } finally {
      if (--pending === 0) pageMs += performance.now() - since;
    }
  };
  try {
    const splits: TimeSplit[] = [];
    for (let call = 0; call < fills; call++) {
      await settled(page);
      [evaluates, pageMs] = [0, 0];
      const cpu = process.cpuUsage();
      const start = performance.now();
      await fill(page, { seed: call });
      const ms = performance.now() - start;
      const { user, system } = process.cpuUsage(cpu);
      splits.push({ ms, evaluates, pageMs, nodeCpuMs: (user + system) / 1000 });
    }
    return splits;
  } finally {
    prototype.evaluate = evaluate;
  }
}

/** An empty `page.evaluate`'s round trip, median of `times`: what each call into the page costs at least. */
export async function roundTripMs(page: Page, times = 20): Promise<number[]> {
  const trips: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await page.evaluate(() => 0);
    trips.push(performance.now() - start);
  }
  return trips;
}
