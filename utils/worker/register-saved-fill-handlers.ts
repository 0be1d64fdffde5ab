import type { SaveFillAnswer } from '../messaging/protocol';
import type { TaskRunner } from './task-runner';
import type { PreparedFills } from './prepared-fills';
import { checkedTabId, onTrustedMessage } from './register-fill-handlers';
import { tabDriver } from './run-in-frames';
import { describePage, restoreSavedFill } from '../saved-fills/saved-fill-frames';
import { readSavedFields } from '../saved-fills/read-saved-fields';
import { MAX_FILL_NAME } from '../saved-fills/saved-fill';
import { loadSavedFills, putSavedFill } from '../storage/saved-fill-store';
import { sitePattern } from '../rules/host-pattern';
import { summarizeReport } from '../fill/fill-report';
import { FillError } from '../fill/fill-error';
import { t } from '../i18n/messages';

/**
 * "Save these values" and Restore (utils/saved-fills), from the popup only. Each describes the page after the
 * fill the popup prepared as it opened: the popup's save can follow its opening within a moment.
 */
export function registerSavedFillHandlers(runner: TaskRunner, prepared: PreparedFills<unknown>): void {
  onTrustedMessage('saveFill', 'Refused: only Understudy’s own pages may save a fill.', async (data) => {
    const tabId = checkedTabId(data);
    await prepared.settled(tabId);
    return saveFill(tabId, data.name, data.passwords === true);
  });
  onTrustedMessage('restoreFill', 'Refused: only Understudy’s own pages may restore a fill.', async (data) => {
    const tabId = checkedTabId(data);
    await prepared.settled(tabId);
    const { fills } = await loadSavedFills();
    const fill = fills.find((saved) => saved.id === data.id);
    if (!fill) throw new Error(t('savedFillGone'));
    return runner.start(tabId, 'fill-page', async (limit) => {
      const report = await restoreSavedFill(tabDriver(tabId), fill, limit);
      return { summary: t('savedFillRestored', fill.name, summarizeReport(report)), filled: report.filled, report };
    });
  });
}

async function saveFill(tabId: number, name: unknown, passwords: boolean): Promise<SaveFillAnswer> {
  const title = typeof name === 'string' ? name.trim().slice(0, MAX_FILL_NAME) : '';
  if (!title) throw new Error(t('savedFillNameEmpty'));
  const { url, merged } = await describePage(tabDriver(tabId));
  const site = sitePattern(url);
  if (!/^https?:/.test(url) || !site) throw new FillError(t('errorNotWebPage'));
  const read = readSavedFields(merged.fields, { passwords });
  if (!read.fields.length) throw new Error(t('savedFillNothing'));
  const result = await putSavedFill({
    id: crypto.randomUUID(),
    name: title,
    site,
    savedAt: Date.now(),
    fields: read.fields,
  });
  if (!result.ok) throw new Error(result.error);
  return { name: title, site, saved: read.fields.length, passwordsLeft: read.passwordsLeft };
}
