import { NOT_KEPT } from './write-field';
import { blurAsPerson, focusAsPerson, typeKey } from './person-events';
import { rendered, waitFor } from './wait-for';
import { LIST_WAIT_MS, type PickOutcome } from './pick-option';
import { segmentDigits } from './segment-meaning';
import { numberIn, partsOf, segmentsDate, type DateSegments } from './date-segments';

/**
 * Types an ISO date into its segments as a person does: each segment
 * focused in page order, its digits typed; no key that submits a form.
 * Resolves once the segments show the date, with the date and the digits
 * typed into each segment (`path`, page order); rejects when they do not
 * show it. `replaced` when they held another date before.
 * @example await typeSegments(group, '1990-05-17') // { picked: ['1990-05-17'], path: ['5', '17', '1990'] }
 */
export async function typeSegments(group: DateSegments, iso: string): Promise<PickOutcome> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error('no date to type');
  const before = segmentsDate(group);
  if (before === iso) return { picked: [iso], unchanged: true };
  const parts = partsOf(group);
  const path = parts.map(({ part }) => segmentDigits(part, iso));
  for (const [at, { segment }] of parts.entries()) {
    focusAsPerson(segment);
    await rendered(segment);
    for (const digit of path[at]!) {
      typeKey(segment, digit);
      await rendered(segment);
    }
  }
  const kept = await waitFor(group.ownerDocument, LIST_WAIT_MS, () => (segmentsDate(group) === iso ? true : undefined));
  leaveSegments(group);
  if (!kept) throw new Error(NOT_KEPT);
  return { picked: [iso], path, ...(before ? { replaced: true as const } : {}) };
}

/** Leaves the segment the typing left focused, as a person tabbing away does (the component then reads the date). */
function leaveSegments(group: DateSegments): void {
  const active = (group.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  if (typeof active?.blur === 'function') blurAsPerson(active);
}

/** Why Undo leaves a date of segments: a segment kept its value through Backspace. */
const KEPT_DATE = 'the date kept its segments: clear it in the page';

/** More Backspaces than a segment's digits (a year's four). */
const MAX_DELETES = 6;

/**
 * Clears a date of segments as a person does: Backspace in each segment,
 * last first, until it shows its placeholder. Rejects, saying so, when one
 * keeps a value.
 */
export async function clearSegments(group: DateSegments): Promise<void> {
  for (const { segment } of partsOf(group).reverse()) {
    focusAsPerson(segment);
    await rendered(segment);
    for (let press = 0; press < MAX_DELETES && numberIn(segment) !== undefined; press++) {
      typeKey(segment, null);
      await rendered(segment);
    }
  }
  leaveSegments(group);
  const cleared = await waitFor(group.ownerDocument, LIST_WAIT_MS, () =>
    partsOf(group).every(({ segment }) => numberIn(segment) === undefined) ? true : undefined,
  );
  if (!cleared) throw new Error(KEPT_DATE);
}
