import { describe, expect, it } from 'vitest';
import { collapseSpace } from '@/utils/text/collapse-space';

describe('collapseSpace', () => {
  it.each([
    ['  First\n   name ', 'First name'],
    ['\tCity\r\n', 'City'],
    ['one two', 'one two'],
    [' \n ', ''],
  ])('%j → %j', (text, expected) => {
    expect(collapseSpace(text)).toBe(expected);
  });
});
