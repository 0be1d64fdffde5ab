import { describe, expect, it } from 'vitest';
import { segmentDigits, segmentNumber, segmentPart, type SegmentFacts } from '@/utils/page/segment-meaning';

const facts = (overrides: Partial<SegmentFacts>): SegmentFacts => ({
  type: null,
  label: null,
  max: null,
  ...overrides,
});

describe('segmentPart', () => {
  it.each([
    [{ type: 'month', max: '12' }, 'month', "React Aria's data-type"],
    [{ type: 'day' }, 'day', "React Aria's data-type"],
    [{ type: 'year', max: '9999' }, 'year', "React Aria's data-type"],
    [{ type: 'hour', max: '12' }, undefined, 'an hour, whatever its largest value'],
    [{ type: 'literal' }, undefined, 'a separator'],
    [{ label: 'Month' }, 'month', "MUI X's name"],
    [{ label: 'day, Date of birth' }, 'day', "React Aria's hooks name it, then the label"],
    [{ label: 'Year', max: '12' }, 'year', 'its name before its largest value'],
    [{ label: 'Monat', max: '12' }, 'month', 'a name in another language: its largest value'],
    [{ max: '31' }, 'day', 'the days of the longest month'],
    [{ max: '29' }, 'day', 'the days of a month already set'],
    [{ max: '2100' }, 'year', 'a year'],
    [{ max: '59' }, undefined, 'a minute'],
    [{ max: '23' }, undefined, 'an hour'],
    [{}, undefined, 'nothing said'],
  ] as Array<[Partial<SegmentFacts>, string | undefined, string]>)('%j is %s: %s', (given, part) => {
    expect(segmentPart(facts(given))).toBe(part);
  });
});

describe('segmentDigits', () => {
  it.each([
    ['month', '1990-05-17', '5'],
    ['day', '1990-05-17', '17'],
    ['year', '1990-05-17', '1990'],
    ['month', '2026-12-01', '12'],
    ['day', '2026-12-01', '1'],
  ] as const)('types %s of %s as %s, without a leading zero', (part, iso, digits) => {
    expect(segmentDigits(part, iso)).toBe(digits);
  });
});

describe('segmentNumber', () => {
  it.each([
    [{ now: '5', text: '5 – May', placeholder: false }, 5],
    [{ now: null, text: '5 – May', placeholder: false }, 5],
    [{ now: '1990', text: null, placeholder: false }, 1990],
    [{ now: null, text: 'Empty', placeholder: false }, undefined],
    [{ now: '1', text: 'Empty', placeholder: true }, undefined],
    [{ now: '', text: null, placeholder: false }, undefined],
    [{ now: null, text: null, placeholder: false }, undefined],
  ])('reads %j as %s', (reading, number) => {
    expect(segmentNumber(reading)).toBe(number);
  });
});
