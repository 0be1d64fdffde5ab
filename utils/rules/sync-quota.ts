import { t, uiLanguage } from '../i18n/messages';
/** storage.sync's quotas, as Chromium enforces them (Firefox's are the same or looser). */
export const SYNC_QUOTA = {
  bytes: 102_400,
  bytesPerItem: 8_192,
  items: 512,
  writesPerMinute: 120,
  writesPerHour: 1_800,
} as const;

const encoder = new TextEncoder();

/** What a refused save was writing, for its message. */
export type QuotaSubject = 'rule' | 'profile' | 'import';
const TOO_LARGE = {
  rule: 'rulesQuotaRuleTooLarge',
  profile: 'rulesQuotaProfileTooLarge',
  import: 'rulesQuotaImportTooLarge',
} as const;
const number = (value: number) => value.toLocaleString(uiLanguage());

/**
 * What one item costs against the quotas: its key and its value as JSON, in bytes.
 * @example itemBytes('a', { b: 1 }) // 8
 */
export function itemBytes(key: string, value: unknown): number {
  return encoder.encode(key).length + encoder.encode(JSON.stringify(value) ?? '').length;
}

export interface SyncUsage {
  bytes: number;
  items: number;
}

/** How much of the sync area the stored items use. */
export function syncUsage(stored: Readonly<Record<string, unknown>>): SyncUsage {
  let bytes = 0;
  let items = 0;
  for (const [key, value] of Object.entries(stored)) {
    bytes += itemBytes(key, value);
    items++;
  }
  return { bytes, items };
}

/**
 * Why writing `set` and removing `remove` over what is `stored` would pass a
 * quota, as a sentence for the user; undefined when it fits. Checked before
 * any write, so a refused save leaves everything as it was.
 * @example quotaProblem({}, { 'rule:a': 'x'.repeat(9000) }) // 'This rule is too large to sync: 9,010 bytes, and one item may hold 8,192.'
 */
export function quotaProblem(
  stored: Readonly<Record<string, unknown>>,
  set: Readonly<Record<string, unknown>>,
  remove: readonly string[] = [],
  what: QuotaSubject = 'rule',
): string | undefined {
  const next = new Map(Object.entries(stored));
  for (const key of remove) next.delete(key);
  for (const [key, value] of Object.entries(set)) {
    const size = itemBytes(key, value);
    if (size > SYNC_QUOTA.bytesPerItem) {
      return t(TOO_LARGE[what], number(size), number(SYNC_QUOTA.bytesPerItem));
    }
    next.set(key, value);
  }
  if (next.size > SYNC_QUOTA.items) return t('rulesQuotaItems', number(SYNC_QUOTA.items), number(next.size));
  const { bytes } = syncUsage(Object.fromEntries(next));
  if (bytes > SYNC_QUOTA.bytes) {
    return t('rulesQuotaBytes', number(bytes), number(SYNC_QUOTA.bytes));
  }
  return undefined;
}

/**
 * Counts this page's writes to storage.sync, so one past the browser's rate
 * is refused with a message before it is tried.
 * @example const rate = new WriteRate(); rate.problem() // undefined until 120 writes in a minute
 */
export class WriteRate {
  private readonly times: number[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  problem(writes = 1): string | undefined {
    const now = this.now();
    while (this.times.length && now - this.times[0]! > 3_600_000) this.times.shift();
    const lastMinute = this.times.filter((time) => now - time < 60_000).length;
    if (lastMinute + writes > SYNC_QUOTA.writesPerMinute || this.times.length + writes > SYNC_QUOTA.writesPerHour) {
      return t('rulesQuotaRate');
    }
    return undefined;
  }

  record(writes = 1): void {
    const now = this.now();
    for (let i = 0; i < writes; i++) this.times.push(now);
  }
}
