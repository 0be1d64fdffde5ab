/** Formats for the HTML date and time input types, in UTC so a seed replays anywhere. */

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Milliseconds in a day: JavaScript's UTC days have no leap seconds. */
export const DAY_MS = 86_400_000;

/**
 * The instant a `YYYY-MM-DD` day starts, in UTC.
 * @example utcDay('2024-03-05').getTime() === Date.UTC(2024, 2, 5) // true
 */
export const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** @example isoDate(new Date('2024-03-05T10:00:00Z')) // '2024-03-05' */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * isoDate of the instant `ms` milliseconds after 1970 began, worked out with whole
 * numbers (a dataset writes millions of days: a Date and its toISOString cost ten
 * times as much). Years outside 0–9999 are left to isoDate.
 * @example isoDateOf(Date.UTC(2024, 2, 5, 10)) // '2024-03-05'
 */
export function isoDateOf(ms: number): string {
  // Days to a civil date, after Howard Hinnant's days_from_civil inverse: eras of 400 years, March-based years.
  const z = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return isoDate(new Date(ms));
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

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
  const week = Math.ceil(((day.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad2(week)}`;
}
