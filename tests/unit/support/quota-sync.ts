import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** Chromium's storage.sync quotas (chrome.storage.sync's documented limits), enforced by the fake as the browser does. */
export const QUOTAS = { bytes: 102_400, bytesPerItem: 8_192, items: 512, writesPerMinute: 120 };

const size = (key: string, value: unknown) =>
  new TextEncoder().encode(key).length + new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * Makes fakeBrowser's storage.sync refuse, as Chromium does, a write that
 * passes a quota: nothing of a refused `set` is stored. Returns the count of
 * write operations, which `now` (ms) ages out of the per-minute rate.
 */
export function enforceSyncQuotas(now: () => number = Date.now): { writes: () => number } {
  const area = fakeBrowser.storage.sync;
  const originalSet = area.set.bind(area);
  const originalRemove = area.remove.bind(area);
  const times: number[] = [];
  const countWrite = () => {
    const at = now();
    const recent = times.filter((time) => at - time < 60_000);
    if (recent.length >= QUOTAS.writesPerMinute) throw new Error('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded');
    times.push(at);
  };
  vi.spyOn(area, 'set').mockImplementation(async (items: Record<string, unknown>) => {
    const stored = (await area.get(null)) as Record<string, unknown>;
    const next = { ...stored, ...items };
    for (const [key, value] of Object.entries(items))
      if (size(key, value) > QUOTAS.bytesPerItem) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
    if (Object.keys(next).length > QUOTAS.items) throw new Error('MAX_ITEMS quota exceeded');
    if (Object.entries(next).reduce((sum, [key, value]) => sum + size(key, value), 0) > QUOTAS.bytes)
      throw new Error('QUOTA_BYTES quota exceeded');
    countWrite();
    return originalSet(items);
  });
  vi.spyOn(area, 'remove').mockImplementation(async (keys: string | string[]) => {
    countWrite();
    return originalRemove(keys);
  });
  return { writes: () => times.length };
}
