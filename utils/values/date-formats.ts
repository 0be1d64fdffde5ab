/** Formats for the HTML date and time input types, in UTC so a seed replays anywhere. */

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** @example isoDate(new Date('2024-03-05T10:00:00Z')) // '2024-03-05' */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** @example isoMonth(new Date('2024-03-05T10:00:00Z')) // '2024-03' */
export const isoMonth = (date: Date): string => date.toISOString().slice(0, 7);

/** @example isoTime(new Date('2024-03-05T10:07:00Z')) // '10:07' */
export const isoTime = (date: Date): string => date.toISOString().slice(11, 16);

/**
 * The ISO 8601 week an `<input type="week">` expects.
 * @example isoWeek(new Date('2024-01-01T00:00:00Z')) // '2024-W01'
 */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday); // the week's Thursday decides its year
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad2(week)}`;
}
