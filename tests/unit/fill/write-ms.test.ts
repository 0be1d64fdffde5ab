import { describe, expect, it } from 'vitest';
import { writeMs, type FrameWrite } from '@/utils/fill/write-frames';

const wrote = (durationMs: number, together?: true): FrameWrite => ({
  errors: {},
  selectors: [],
  durationMs,
  ...(together ? { together } : {}),
});

describe('writeMs', () => {
  it('adds up the frames the top frame wrote in its one task', () => {
    expect(
      writeMs(
        new Map([
          [0, wrote(5, true)],
          [1, wrote(4, true)],
          [2, wrote(3, true)],
        ]),
      ),
    ).toBe(12);
  });

  it('takes the longest of frames written apart, which may have run side by side', () => {
    expect(
      writeMs(
        new Map([
          [0, wrote(5)],
          [3, wrote(8)],
        ]),
      ),
    ).toBe(8);
    expect(
      writeMs(
        new Map([
          [0, wrote(5, true)],
          [1, wrote(4, true)],
          [3, wrote(20)],
        ]),
      ),
    ).toBe(20);
    expect(
      writeMs(
        new Map([
          [0, wrote(5, true)],
          [1, wrote(4, true)],
          [3, wrote(2)],
        ]),
      ),
    ).toBe(9);
  });

  it('counts nothing for a frame that failed, and is 0 when none wrote', () => {
    expect(
      writeMs(
        new Map([
          [0, wrote(5, true)],
          [1, { failed: 'its frame did not answer' }],
        ]),
      ),
    ).toBe(5);
    expect(writeMs(new Map([[0, { failed: 'its frame did not answer' }]]))).toBe(0);
  });
});
