import { describe, expect, it } from 'vitest';
import { countTests, failureReader, plain } from '../../run-output.mjs';

describe("npm test's reading of its runners", () => {
  it('counts Vitest and Playwright closing lines, colour codes and all', () => {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const line of [
      '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[31m1 failed\x1b[39m\x1b[22m\x1b[2m | \x1b[22m\x1b[1m\x1b[32m9 passed\x1b[39m\x1b[22m\x1b[90m (10)\x1b[39m',
      '  158 passed (15.2m)',
      '  2 flaky',
      '      Tests  3 skipped (3)',
      'no count here: 5 passed',
    ])
      countTests(counts, plain(line));
    expect(counts).toEqual({ passed: 167, failed: 3, skipped: 3 });
  });

  it("keeps each failed test's title and the first line of its error, once", () => {
    const failures = failureReader();
    const lines = [
      '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m tests/unit/project/docs-paths.test.ts\x1b[2m > \x1b[22mgroup\x1b[2m > \x1b[22msums',
      '\x1b[31m\x1b[1mAssertionError\x1b[22m: expected 1 to be 2 // Object.is equality\x1b[39m',
      '  1) [chromium] › tests/e2e/fill.spec.ts:3:1 › fills the form ────────────────',
      '',
      '    Error: expect(locator).toHaveValue(expected) failed',
      '  1) [chromium] › tests/e2e/fill.spec.ts:3:1 › fills the form ────────────────',
      '    Error: the same test again, on its retry',
      '  12 passed (1.0m)',
    ];
    for (const line of lines) failures.read(plain(line));
    expect(failures.notes).toEqual([
      {
        title: 'tests/unit/project/docs-paths.test.ts > group > sums',
        reason: 'AssertionError: expected 1 to be 2 // Object.is equality',
      },
      {
        title: '[chromium] › tests/e2e/fill.spec.ts:3:1 › fills the form',
        reason: 'Error: expect(locator).toHaveValue(expected) failed',
      },
    ]);
  });
});
