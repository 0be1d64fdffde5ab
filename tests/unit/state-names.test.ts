import { describe, expect, it } from 'vitest';
import { isStateName } from '@/utils/classify/state-names';

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
});
