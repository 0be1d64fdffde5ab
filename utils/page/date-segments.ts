import { segmentNumber, segmentPart, type SegmentPart } from './segment-meaning';

/**
 * A date drawn only as WAI-ARIA spin-button segments (month, day, year in
 * a `role=group`: React Aria's DateField, MUI X's fields), with no input
 * beside it that the library reads: the group is the field, filled by
 * typing into each segment as a person does.
 */
export type DateSegments = HTMLElement & { readonly value?: never };

const SEGMENT = '[role=spinbutton]';

/** The date's segments in page order, each with the part of the date it holds; empty where any is not a month, day or year. */
export function partsOf(group: Element): Array<{ segment: HTMLElement; part: SegmentPart }> {
  const parts: Array<{ segment: HTMLElement; part: SegmentPart }> = [];
  for (const segment of group.querySelectorAll<HTMLElement>(SEGMENT)) {
    // A segment of a group inside this one belongs to that group.
    if (segment.closest('[role=group]') !== group) return [];
    const part = segmentPart({
      type: segment.getAttribute('data-type'),
      label: segment.getAttribute('aria-label'),
      max: segment.getAttribute('aria-valuemax'),
    });
    if (!part) return [];
    parts.push({ segment, part });
  }
  return parts;
}

/**
 * Whether the element is a group of exactly a month, a day and a year
 * segment: a date of segments. A group with an hour or an era is not one.
 * @example isDateSegments(document.querySelector('[role=group]')) // true
 */
export function isDateSegments(element: Element): element is DateSegments {
  if (element.getAttribute('role') !== 'group') return false;
  const parts = partsOf(element).map(({ part }) => part);
  return parts.length === 3 && new Set(parts).size === 3;
}

/**
 * The date the segments hold, as YYYY-MM-DD; empty while any shows its placeholder.
 * @example segmentsDate(group) // '1990-05-17'
 */
export function segmentsDate(group: DateSegments): string {
  const held: Partial<Record<SegmentPart, number>> = {};
  for (const { segment, part } of partsOf(group)) held[part] = numberIn(segment);
  const { year, month, day } = held;
  if (year === undefined || month === undefined || day === undefined) return '';
  const pad = (number: number, width: number) => String(number).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The number a segment shows it holds; undefined while it shows its placeholder. */
export function numberIn(segment: HTMLElement): number | undefined {
  return segmentNumber({
    now: segment.getAttribute('aria-valuenow'),
    text: segment.getAttribute('aria-valuetext'),
    placeholder: segment.hasAttribute('data-placeholder'),
  });
}
