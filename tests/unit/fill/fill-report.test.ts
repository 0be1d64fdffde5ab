import { describe, expect, it } from 'vitest';
import { countReport, summarizeReport, type FillReportField } from '@/utils/fill/fill-report';

describe('summarizeReport', () => {
  it.each([
    [{ filled: 12, skipped: 1, failed: 0 }, 'Filled 12 fields, skipped 1'],
    [{ filled: 1, skipped: 0, failed: 0 }, 'Filled 1 field'],
    [{ filled: 0, skipped: 0, failed: 0 }, 'Filled 0 fields'],
    [{ filled: 0, skipped: 3, failed: 0 }, 'Filled 0 fields, skipped 3'],
    [{ filled: 5, skipped: 0, failed: 2 }, 'Filled 5 fields, 2 failed'],
    [{ filled: 5, skipped: 4, failed: 1 }, 'Filled 5 fields, skipped 4, 1 failed'],
  ])('%o → %j', (counts, summary) => {
    expect(summarizeReport(counts)).toBe(summary);
  });
});

describe('countReport', () => {
  const field = (overrides: Partial<FillReportField>): FillReportField => ({
    frameUrl: 'https://forms.test/',
    selector: '#x',
    label: 'X',
    kind: 'lorem.words',
    signal: 'fallback',
    ...overrides,
  });

  it.each<[string, FillReportField[], { filled: number; skipped: number; failed: number }]>([
    ['no fields', [], { filled: 0, skipped: 0, failed: 0 }],
    ['a filled field', [field({ value: 'a' })], { filled: 1, skipped: 0, failed: 0 }],
    ['a field filled with an empty string', [field({ value: '' })], { filled: 1, skipped: 0, failed: 0 }],
    ['a skipped field', [field({ kind: 'none', skipped: 'search box' })], { filled: 0, skipped: 1, failed: 0 }],
    [
      'a field whose write threw',
      [field({ error: 'the field was removed from the page' })],
      { filled: 0, skipped: 0, failed: 1 },
    ],
    [
      'a mix',
      [field({ value: 'a' }), field({ value: 'b' }), field({ skipped: 'disabled' }), field({ error: 'boom' })],
      { filled: 2, skipped: 1, failed: 1 },
    ],
  ])('%s', (_, fields, counts) => {
    expect(countReport(fields)).toEqual(counts);
  });

  it('counts every field exactly once', () => {
    const fields = [field({ value: 'a' }), field({ skipped: 'hidden' }), field({ error: 'x' }), field({ value: 'b' })];
    const { filled, skipped, failed } = countReport(fields);
    expect(filled + skipped + failed).toBe(fields.length);
  });
});
