import { browser } from '#imports';
import { INDEX_KEY, PROFILE_KEY, RULE_KEY } from '../rules/rule-book';
import { loadRuleBook, type StoredRuleBook } from '../storage/rules-store';

/**
 * The rule book as last read, for the fills of this worker: reading every
 * sync item and checking 200 rules on each click is work the fill would wait
 * for. Forgotten whenever a rule or profile changes (here or synced from
 * another device), and read again ahead of need when the popup opens.
 */
let cached: Promise<StoredRuleBook | undefined> | undefined;

export function cachedRuleBook(): Promise<StoredRuleBook | undefined> {
  cached ??= loadRuleBook().catch(() => {
    cached = undefined;
    return undefined;
  });
  return cached;
}

/** Registered at the worker's start, with the other listeners. */
export function watchRuleBookCache(): void {
  browser.storage.onChanged.addListener((changes, area) => {
    if (
      area === 'sync' &&
      Object.keys(changes).some((key) => key === INDEX_KEY || key.startsWith(RULE_KEY) || key.startsWith(PROFILE_KEY))
    )
      cached = undefined;
  });
}
