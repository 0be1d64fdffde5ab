/** What a date's spin-button segment holds. */
export type SegmentPart = 'month' | 'day' | 'year';

/** What a segment says of itself: React Aria's `data-type`, its accessible name (MUI X's), its `aria-valuemax`. */
export interface SegmentFacts {
  type: string | null;
  label: string | null;
  max: string | null;
}

const PARTS: readonly SegmentPart[] = ['month', 'day', 'year'];

/**
 * The part of a date a segment holds: what it says it is (`data-type`), else
 * its name ("Month", "month, Date of birth"), else its largest value (12, 31,
 * a year's four digits). Undefined for any other segment (an hour, an era).
 * @example segmentPart({ type: null, label: null, max: '31' }) // 'day'
 */
export function segmentPart({ type, label, max }: SegmentFacts): SegmentPart | undefined {
  if (type) return PARTS.find((part) => part === type.toLowerCase());
  const named = (label ?? '').toLowerCase().match(/^\s*(month|day|year)\b/)?.[1] as SegmentPart | undefined;
  if (named) return named;
  const largest = Number(max);
  if (largest === 12) return 'month';
  if (largest >= 28 && largest <= 31) return 'day';
  return largest >= 1000 ? 'year' : undefined;
}

/**
 * The digits a person types into a segment for an ISO date, without the
 * leading zero: a segment takes "5" as May and moves on, where a first "0"
 * may be read as a value of its own.
 * @example segmentDigits('month', '1990-05-17') // '5'
 */
export function segmentDigits(part: SegmentPart, iso: string): string {
  const [year, month, day] = iso.split('-');
  return String(Number({ year, month, day }[part]));
}

/**
 * The number a segment shows it holds: `aria-valuenow`, else the digits its
 * `aria-valuetext` starts with; undefined while it shows its placeholder.
 * @example segmentNumber({ now: null, text: '5 – May', placeholder: false }) // 5
 */
export function segmentNumber({ now, text, placeholder }: SegmentReading): number | undefined {
  if (placeholder) return undefined;
  const number = Number(now ?? /^\s*(\d+)/.exec(text ?? '')?.[1] ?? Number.NaN);
  return Number.isFinite(now === '' ? Number.NaN : number) ? number : undefined;
}

/** What a segment shows of its value: `aria-valuenow`, `aria-valuetext`, and whether it marks itself a placeholder. */
export interface SegmentReading {
  now: string | null;
  text: string | null;
  placeholder: boolean;
}
