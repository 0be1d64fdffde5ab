/**
 * Calls a method of the filler a frame holds (PageFillerApi, left under
 * `key` by startFiller), with its arguments as one JSON string; 'gone' when
 * the frame has none (it reloaded since). It runs in the page, sent there as
 * its source by `browser.scripting` or a test driver's `evaluate`, so it may
 * use nothing but its argument.
 * @example callPageFiller(['__understudyPageFiller', 'undo', '[]']) // { restored: 3, errors: {} }
 */
export function callPageFiller([key, method, args]: [key: string, method: string, args: string]): unknown {
  const filler = (globalThis as unknown as Record<string, Record<string, (...args: unknown[]) => unknown> | undefined>)[
    key
  ];
  return filler ? filler[method]!(...(JSON.parse(args) as unknown[])) : 'gone';
}
