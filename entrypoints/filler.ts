import { defineUnlistedScript } from '#imports';
import { PAGE_FILLER_KEY, PageFiller } from '@/utils/fill/page-filler';

/**
 * Injected on demand into the tab being filled (never declared as a content
 * script). Its return value is the page's collected fields.
 */
export default defineUnlistedScript(() => {
  const filler = new PageFiller(document);
  (globalThis as Record<string, unknown>)[PAGE_FILLER_KEY] = filler;
  return filler.collect();
});
