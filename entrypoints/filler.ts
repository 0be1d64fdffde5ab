import { defineUnlistedScript } from '#imports';
import { PageFiller } from '@/utils/page/page-filler';
import { PAGE_FILLER_KEY } from '@/utils/page-contract/page-filler-api';
import { packCollect } from '@/utils/page-contract/collect-transfer';

/**
 * Injected on demand into the tab being filled (never declared as a content
 * script): when a fill starts, or the popup opens (PreparedFills). Its
 * return value is the page's collected fields, packed as one string. The
 * filler an earlier injection left hands over its undo log.
 */
export default defineUnlistedScript(() => {
  const scope = globalThis as Record<string, unknown>;
  const filler = new PageFiller(document, scope[PAGE_FILLER_KEY]);
  scope[PAGE_FILLER_KEY] = filler;
  return packCollect(filler.collect());
});
