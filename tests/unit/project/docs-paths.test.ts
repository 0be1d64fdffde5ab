import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SKIPPED = new Set(['package-lock.json']);

/**
 * The paths under docs/ that a text mentions, without an anchor or trailing punctuation. A path inside
 * another one or a URL (`tests/docs/`, `https://example.com/docs/`) is not the repository's docs/.
 * @example docsPathsIn('see docs/testing.md#fuzz, and https://wxt.dev/docs/x') // ['docs/testing.md']
 */
function docsPathsIn(text: string): string[] {
  const found = text.match(/(?<![\w./:@\\-])docs\/[\w./-]*/g) ?? [];
  return found.map((path) => path.replace(/[.]+$/, ''));
}

/** Git-tracked text files: binaries (a NUL byte) and the lock file are left out. */
function trackedTexts(): Array<{ file: string; text: string }> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return files.flatMap((file) => {
    if (SKIPPED.has(file) || !existsSync(join(ROOT, file))) return [];
    const bytes = readFileSync(join(ROOT, file));
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
  });
}

describe('paths under docs/', () => {
  it('finds a mention with an anchor or punctuation, and not inside another path or a URL', () => {
    const docs = 'do' + 'cs/';
    expect(docsPathsIn(`(${docs}a.md#b), ${docs}c/d.md. tests/${docs}e.md https://x.org/${docs}f`)).toEqual([
      `${docs}a.md`,
      `${docs}c/d.md`,
    ]);
  });

  it('every path under docs/ that a project file mentions exists', () => {
    const missing = trackedTexts().flatMap(({ file, text }) =>
      docsPathsIn(text)
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${file} mentions ${path}, which does not exist`),
    );
    expect(missing).toEqual([]);
  });
});
