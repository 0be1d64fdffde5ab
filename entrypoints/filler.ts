import { defineUnlistedScript } from '#imports';
import { PAGE_FILLER_KEY, PageFiller } from '@/utils/fill/page-filler';
import { packCollect } from '@/utils/fill/collect-transfer';

/**
 * Injected on demand into the tab being filled (never declared as a content
 * script). Its return value is the page's collected fields, packed as one string.
 */
export default defineUnlistedScript(() => {
  const filler = new PageFiller(document);
  (globalThis as Record<string, unknown>)[PAGE_FILLER_KEY] = filler;
  return packCollect(filler.collect());
});
