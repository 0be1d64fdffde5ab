import { describe, expect, it } from 'vitest';
import { fitReport, textBytes, withoutFields } from '@/utils/storage/report-budget';
import type { FillReport } from '@/utils/fill/fill-report';
import { bigReport } from '../support/big-report';

describe('fitReport', () => {
  it('keeps a report within the budget whole, as its JSON', () => {
    const report = bigReport(10);
    expect(fitReport(report, 100_000)).toEqual({
      text: JSON.stringify(report),
      bytes: textBytes(JSON.stringify(report)),
    });
  });

  it('cuts the list of a report over the budget to the first fields that fit, and says so; counts, seed and locale stay', () => {
    const report = bigReport(500);
    const fitted = fitReport(report, 100_000);
    const stored = JSON.parse(fitted.text) as FillReport;
    expect(fitted.bytes).toBeLessThanOrEqual(100_000);
    expect(fitted.bytes).toBe(textBytes(fitted.text));
    expect(stored.truncated).toEqual({
      kept: stored.fields.length,
      of: 500,
      note: `Only the first ${stored.fields.length} of 500 fields are listed: the whole list was too long to keep.`,
    });
    expect(stored.fields).toEqual(report.fields.slice(0, stored.fields.length));
    // As many as fit: one more would not.
    expect(
      textBytes(JSON.stringify({ ...stored, fields: report.fields.slice(0, stored.fields.length + 1) })),
    ).toBeGreaterThan(100_000);
    expect(stored).toMatchObject({ seed: 7, locale: 'de', refDate: '2026-11-21', filled: 500, skipped: 0, failed: 0 });
  });

  it('counts bytes as UTF-8, as storage does: two for an ä', () => {
    expect(textBytes('ä')).toBe(2);
    expect(textBytes('a')).toBe(1);
  });
});

describe('withoutFields', () => {
  it('keeps what Replay and Undo need, and how many fields the list had', () => {
    const stored = JSON.parse(withoutFields(bigReport(3), 'dropped').text) as FillReport;
    expect(stored).toMatchObject({
      seed: 7,
      locale: 'de',
      filled: 3,
      fields: [],
      truncated: { kept: 0, of: 3, note: 'dropped' },
    });
  });
});
