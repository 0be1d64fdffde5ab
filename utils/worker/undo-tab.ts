import type { UndoResult } from '../page-contract/page-filler-api';
import { callFiller } from './run-in-frames';
import { FillError } from '../fill/fill-error';
import { t } from '../i18n/messages';

/**
 * Puts back what the tab's last fill changed. The filler that wrote the values
 * keeps them in the page's isolated world, so a reload forgets them.
 * Resolves to how many fields were restored, how many were left because the page changed them after the fill,
 * and how many widgets kept their options because their component offers no way to clear them.
 */
export async function undoTab(tabId: number): Promise<{ restored: number; left: number; kept: number }> {
  const frames = await callFiller(tabId, 'all', 'undo');
  const undone = frames
    .map(({ result }) => result)
    .filter((result): result is UndoResult => result !== 'gone' && !result.neverWritten);
  if (undone.length === 0) throw new FillError(t('errorNothingToUndo'));
  const restored = undone.reduce((sum, result) => sum + result.restored, 0);
  const left = undone.reduce((sum, result) => sum + (result.left ?? 0), 0);
  const kept = undone.reduce((sum, result) => sum + (result.kept ?? 0), 0);
  if (restored === 0 && left === 0 && kept === 0) throw new FillError(t('errorAlreadyUndone'));
  return { restored, left, kept };
}
