import { PageFiller } from './page-filler';
import { PAGE_FILLER_KEY } from '../page-contract/page-filler-api';
import { packCollect } from '../page-contract/collect-transfer';

/**
 * Leaves a new filler in the frame, under PAGE_FILLER_KEY, and answers with
 * its fields, packed (collect-transfer.ts). The filler an earlier injection
 * left hands over its undo log. Both ways into a page start here: the
 * extension's `filler.js` and the automation library's page script.
 * @example unpackCollect(startFiller()).fields.length // the frame's fields described so far
 */
export function startFiller(guardGraceMs?: number): string {
  const scope = globalThis as Record<string, unknown>;
  const filler = new PageFiller(document, scope[PAGE_FILLER_KEY], guardGraceMs);
  scope[PAGE_FILLER_KEY] = filler;
  return packCollect(filler.collect());
}
