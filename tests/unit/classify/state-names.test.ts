import { en, en_CA } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, isStateName, US_STATES } from '@/utils/classify/state-names';

describe('isStateName', () => {
  it.each([
    ['Alabama', true],
    ['WYOMING', true],
    ['District of Columbia', true],
    ['Québec', true],
    ['Newfoundland and Labrador', true],
    ['Berlin', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(isStateName(text)).toBe(expected);
  });

  it("lists faker's own US states and Canadian provinces", () => {
    expect(US_STATES).toEqual(en.location?.state);
    expect(CANADIAN_PROVINCES).toEqual(en_CA.location?.state);
  });
});
