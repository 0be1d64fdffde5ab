import { describe, expect, it } from 'vitest';
import { isoDate, isoDateOf, isoMonth, isoTime, isoWeek, pad2 } from '@/utils/values/date-formats';

describe('isoWeek', () => {
  it.each([
    ['2024-01-01', '2024-W01'], // a Monday
    ['2023-01-01', '2022-W52'], // a Sunday: its Thursday lies in 2022
    ['2021-01-03', '2020-W53'], // 2020 had 53 weeks
    ['2020-12-31', '2020-W53'],
    ['2026-01-01', '2026-W01'], // a Thursday
    ['2024-12-30', '2025-W01'], // a Monday whose week belongs to 2025
    ['2025-12-29', '2026-W01'],
    ['2024-06-15', '2024-W24'],
    ['2015-12-31', '2015-W53'],
    ['2016-01-03', '2015-W53'],
    ['2016-01-04', '2016-W01'],
  ])('%s is in %s', (date, week) => {
    expect(isoWeek(new Date(`${date}T00:00:00Z`))).toBe(week);
  });

  it('counts in UTC, whatever the hour', () => {
    expect(isoWeek(new Date('2023-01-01T23:59:59Z'))).toBe('2022-W52');
    expect(isoWeek(new Date('2023-01-02T00:00:00Z'))).toBe('2023-W01');
  });

  it('always gives a week an <input type="week"> accepts', () => {
    const start = Date.UTC(2019, 0, 1);
    for (let day = 0; day < 6 * 366; day++) {
      expect(isoWeek(new Date(start + day * 86_400_000))).toMatch(/^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/);
    }
  });
});

describe('the other formats', () => {
  const date = new Date('2024-03-05T10:07:09Z');

  it.each([
    ['isoDate', isoDate(date), '2024-03-05'],
    ['isoMonth', isoMonth(date), '2024-03'],
    ['isoTime', isoTime(date), '10:07'],
    ['pad2(3)', pad2(3), '03'],
    ['pad2(12)', pad2(12), '12'],
  ])('%s → %s', (_, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isoDateOf', () => {
  it('gives the day toISOString gives, for every third day of the years 0 to 9999 and any hour of it', () => {
    const DAY = 86_400_000;
    // Date.UTC reads a year of 0 as 1900: the year is set on its own.
    const start = new Date(Date.UTC(2000, 0, 1));
    start.setUTCFullYear(0);
    const end = Date.UTC(9999, 11, 31);
    let compared = 0;
    for (let ms = start.getTime(), hour = 0; ms <= end; ms += 3 * DAY, hour = (hour + 7) % 24) {
      const instant = ms + hour * 3_600_000;
      if (isoDateOf(instant) !== new Date(instant).toISOString().slice(0, 10))
        expect(isoDateOf(instant), new Date(instant).toISOString()).toBe(new Date(instant).toISOString().slice(0, 10));
      compared++;
    }
    expect(compared).toBeGreaterThan(1_200_000);
  });

  it.each([
    [Date.UTC(2024, 1, 29), '2024-02-29'],
    [Date.UTC(1900, 1, 28, 23, 59), '1900-02-28'],
    [Date.UTC(2000, 2, 1), '2000-03-01'],
    [-1, '1969-12-31'],
    [0, '1970-01-01'],
  ])('reads %i as %s', (ms, day) => {
    expect(isoDateOf(ms)).toBe(day);
  });

  it('leaves a year outside 0–9999 to isoDate', () => {
    for (const ms of [Date.UTC(10_000, 0, 1), Date.UTC(-1, 11, 31), Date.UTC(-271_821, 3, 21)])
      expect(isoDateOf(ms)).toBe(isoDate(new Date(ms)));
  });
});
