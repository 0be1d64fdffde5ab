import type { FieldDescription } from '../fields/field-description';
import type { FrameCollect, MergedFrames } from './frames';
import type { FillerDriver } from './filler-driver';

/** A library widget picked from a list (FieldDescription.widget): its choice is the options' texts it shows. */
export const picksFromList = (field: Pick<FieldDescription, 'widget'>) =>
  field.widget === 'combobox' || field.widget === 'listbox';

/**
 * Asks each frame what its list widgets show they hold (FieldDescription.shows),
 * into their descriptions: a saved fill keeps it, and "Fill empty fields only"
 * leaves a widget that holds a choice. A frame that does not answer adds nothing.
 */
export async function addWidgetShows(
  driver: FillerDriver,
  merged: MergedFrames,
  frames: FrameCollect[],
): Promise<void> {
  const byFrame = new Map<number, Array<{ index: number; own: number }>>();
  for (const field of merged.fields) {
    const origin = merged.origins.get(field.index);
    if (!origin || !picksFromList(field)) continue;
    const widgets = byFrame.get(origin.frameId) ?? [];
    widgets.push({ index: field.index, own: origin.index });
    byFrame.set(origin.frameId, widgets);
  }
  await Promise.all(
    [...byFrame].map(async ([frameId, widgets]) => {
      const token = frames.find((frame) => frame.frameId === frameId)?.result.token ?? '';
      const [answer] = await driver
        .call(
          frameId,
          'widgetShows',
          widgets.map(({ own }) => own),
          token,
        )
        .catch(() => []);
      if (!answer || answer.result === 'gone') return;
      for (const { index, own } of widgets) {
        const shows = answer.result[own];
        if (shows?.length) merged.fields[index] = { ...merged.fields[index]!, shows };
      }
    }),
  );
}
