import { describeFrames } from '../fill/describe-frames';
import { mergeFrames, writesByFrame, type FrameCollect, type MergedFrames } from '../fill/frames';
import { addWidgetShows } from '../fill/widget-shows-frames';
import { writeFrames } from '../fill/write-frames';
import { countReport, type FillReport, type FillReportField } from '../fill/fill-report';
import type { FillerDriver } from '../fill/filler-driver';
import type { TaskLimit } from '../fill/task-limit';
import { FillError, noAnswer } from '../fill/fill-error';
import type { FieldDescription } from '../fields/field-description';
import { hostMatch } from '../rules/host-pattern';
import { t } from '../i18n/messages';
import { pickedFacts } from '../fill/field-locator';
import { NOT_OFFERED } from '../page-contract/fill-write';
import { matchSavedFields, NO_OPTION } from './match-saved-fields';
import type { SavedField, SavedFill } from './saved-fill';

/**
 * A page's fields as it is now, every frame the driver reaches merged into
 * one list (fill/frames.ts), each list widget with what it shows it holds
 * (FieldDescription.shows), which only a saved fill asks the page for.
 */
export async function describePage(
  driver: FillerDriver,
  signal?: AbortSignal,
): Promise<{ url: string; merged: MergedFrames; collects: FrameCollect[] }> {
  // Saved values need no classifying: nothing is generated.
  const described = await describeFrames(driver, false, signal);
  const { frames } = await described.whole;
  if (!frames.some((frame) => frame.frameId === 0)) throw new FillError(noAnswer());
  const merged = mergeFrames(frames);
  await addWidgetShows(driver, merged, frames);
  return { url: described.top.url, merged, collects: frames };
}

/**
 * Puts a saved fill back into the page through the fill's own write
 * (writeFrames, PageFiller.write), so the filler's Undo puts back what it
 * changed. Fields that no longer match are reported as skipped, named by
 * their saved label and value. Resolves to a report like a fill's.
 */
export async function restoreSavedFill(driver: FillerDriver, saved: SavedFill, limit?: TaskLimit): Promise<FillReport> {
  const start = performance.now();
  const { url, merged, collects } = await describePage(driver, limit?.signal);
  // The popup offers only the site's own; this keeps a saved password off any other site.
  if (hostMatch(saved.site, url) < 0) throw new FillError(t('savedFillOtherSite', saved.name, saved.site));
  const match = matchSavedFields(saved.fields, merged.fields);
  const byFrame = writesByFrame(match.writes, merged.origins);
  const answers = byFrame.size
    ? await writeFrames(
        driver,
        byFrame,
        new Map(collects.map(({ frameId, result }) => [frameId, { token: result.token, url: result.url }])),
        limit,
      )
    : new Map();
  const fields: FillReportField[] = [];
  for (const [index, entry] of match.matched) {
    const field = merged.fields[index]!;
    const origin = merged.origins.get(index)!;
    const answer = answers.get(origin.frameId);
    const row = restoredRow(field, entry, url);
    if (answer && 'failed' in answer) row.error = answer.failed;
    else if (answer) {
      row.selector = answer.selectors[origin.index] ?? '';
      const error = answer.errors[origin.index];
      // A widget's list that no longer offers the saved option is told as a native list's would be.
      if (error === NOT_OFFERED) {
        const { value, ...skipped } = row;
        fields.push({
          ...skipped,
          skipped: NO_OPTION,
          ...(value === undefined ? {} : { note: `saved value: ${value}` }),
        });
        continue;
      }
      if (error) row.error = error;
      const picked = answer.picked?.[origin.index];
      if (picked && field.widget) Object.assign(row, pickedRow(picked, entry, field.widget));
    }
    if (row.error) delete row.value;
    fields.push(row);
  }
  // A value that found no field is named in the row's note: a skipped row shows why, not a value.
  for (const { saved: entry, reason } of match.unmatched) {
    const { value, ...row } = savedRow(entry);
    fields.push({ ...row, skipped: reason, ...(value === undefined ? {} : { note: `saved value: ${value}` }) });
  }
  return {
    seed: 0,
    locale: '',
    url,
    durationMs: Math.round((performance.now() - start) * 10) / 10,
    ...countReport(fields),
    restored: saved.name,
    fields,
    ...(merged.skippedFrames.length ? { skippedFrames: merged.skippedFrames } : {}),
  };
}

/** A saved value as a report row: its label (or name, id, placeholder) and value; never a password's value. */
function savedRow(entry: SavedField): FillReportField {
  const label = entry.label || entry.name || entry.id || entry.placeholder;
  const row: FillReportField = { selector: '', label, kind: entry.type, signal: 'label' };
  if (entry.type !== 'password') row.value = shown(entry);
  return row;
}

function restoredRow(field: FieldDescription, entry: SavedField, url: string): FillReportField {
  const row: FillReportField = {
    ...savedRow(entry),
    label: field.label || field.name || field.id || field.placeholder,
  };
  if (field.frameUrl && field.frameUrl !== url) row.frameUrl = field.frameUrl;
  return row;
}

/**
 * A restored widget's row: what its component took, and a note naming the saved options its list no longer
 * offered, which were left out (an exact pick goes on past them: PickWrite.exact).
 */
function pickedRow(
  picked: string[],
  entry: SavedField,
  via: NonNullable<FieldDescription['widget']>,
): Partial<FillReportField> {
  const wanted = 'pick' in entry.write ? entry.write.pick : [];
  const missing = wanted.filter((text) => !picked.includes(text));
  return {
    ...pickedFacts(picked, { via, several: wanted.length > 1 }),
    ...(missing.length ? { note: `not restored: the list no longer offers ${missing.join(', ')}` } : {}),
  };
}

/** What a saved value looks like in a report row. */
function shown(entry: SavedField): string {
  const { write } = entry;
  if ('value' in write) return write.value;
  if ('selected' in write) return write.selected.join(', ');
  if ('pick' in write) return write.pick.join(', ');
  return write.checked ? 'checked' : 'unchecked';
}
