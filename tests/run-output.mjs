// What npm test reads from its runners' output: the tests counted, and each failed test's title
// with the first line of its error, printed again at the end, where a log's last lines show it.

/** A line without its colour codes. */
export function plain(line) {
  // eslint-disable-next-line no-control-regex -- the escape that starts a colour code is what it strips
  return line.replace(/\x1b\[[0-9;]*m/g, '');
}

/**
 * Adds a runner's closing line to `counts`: Vitest's `Tests  2 failed | 9369 passed (9371)`,
 * Playwright's `  100 passed (5.2m)` and `  2 failed`.
 * @example countTests(counts, '      Tests  1 failed | 9 passed (10)') // counts.failed += 1, counts.passed += 9
 */
export function countTests(counts, line) {
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  const parts = vitest ? vitest[1].split('|') : /^\s+\d+ (passed|failed|skipped|flaky)\b/.test(line) ? [line] : [];
  for (const part of parts) {
    const [, n, what] = /(\d+) (passed|failed|skipped|flaky)/.exec(part) ?? [];
    if (what) counts[what === 'flaky' ? 'failed' : what] += Number(n);
  }
}

/**
 * Reads a runner's lines for its failed tests. Vitest titles one ` FAIL  file > name`, Playwright
 * `  1) [project] › file:line › name ───`; the error's first line is the next line with words.
 * @example
 * const failures = failureReader();
 * failures.read(' FAIL  tests/unit/project/docs-paths.test.ts > sums'); failures.read('AssertionError: expected 1 to be 2');
 * failures.notes // [{ title: 'tests/unit/project/docs-paths.test.ts > sums', reason: 'AssertionError: expected 1 to be 2' }]
 */
export function failureReader() {
  const notes = [];
  let awaiting = null;
  return {
    notes,
    read(line) {
      if (awaiting) {
        if (!/[\p{L}\p{N}]/u.test(line)) return;
        awaiting.reason = line.trim();
        awaiting = null;
        return;
      }
      const [, title] = /^\s*FAIL\s+(.+)$/.exec(line) ?? /^\s+\d+\) (.+?)[\s─]*$/.exec(line) ?? [];
      if (!title || notes.some((note) => note.title === title)) return;
      awaiting = { title, reason: '' };
      notes.push(awaiting);
    },
  };
}
