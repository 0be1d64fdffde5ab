import { defineUnlistedScript } from '#imports';
import { startFiller } from '@/utils/page/start-filler';

/**
 * Injected on demand into the tab being filled (never declared as a content
 * script): when a fill starts, or the popup opens (PreparedFills). Its
 * return value is the page's collected fields, packed as one string.
 */
export default defineUnlistedScript(() => startFiller());
