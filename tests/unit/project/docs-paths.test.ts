import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SKIPPED = new Set(['package-lock.json']);
/** Folders the build or the tests write: mentioned, never tracked. */
const GENERATED = ['tests/fixtures/.build'];

/**
 * The repository paths a text mentions (under docs/, utils/, components/, entrypoints/, tests/ or public/),
 * without an anchor or trailing punctuation. A path inside another one or a URL (`src/docs/`,
 * `https://example.com/docs/`) is not the repository's, and a pattern (`tests/unit/<folder>/`, `*.png`) names no one file.
 * @example repoPathsIn('see docs/testing.md#fuzz, and https://wxt.dev/docs/x') // ['docs/testing.md']
 */
function repoPathsIn(text: string): string[] {
  const found = text.match(/(?<![\w./:@\\<-])(?:docs|utils|components|entrypoints|tests|public)\/[\w./<>*-]*/g) ?? [];
  return found.map((path) => path.replace(/[.]+$/, '')).filter((path) => !/[<>*]/.test(path));
}

/**
 * A path exists as written, or as a module specifier without its extension (`utils/i18n/messages`), from the
 * repository's root or, for a file in a project of its own (`examples/playwright/README.md`), from that file's folder.
 */
function exists(path: string, file: string): boolean {
  if (GENERATED.some((folder) => path.startsWith(folder))) return true;
  return [ROOT, join(ROOT, dirname(file))].some((base) =>
    ['', '.ts', '.tsx'].some((extension) => existsSync(join(base, path + extension))),
  );
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

describe('paths that project files mention', () => {
  it('finds a mention with an anchor or punctuation, and not inside another path, a URL or a pattern', () => {
    // Built from parts, so that this file mentions no missing path itself.
    const [docs, utils] = ['do' + 'cs/', 'uti' + 'ls/'];
    const text = `(${docs}a.md#b), ${utils}c/d.ts. src/${docs}e.md https://x.org/${docs}f tests/unit/<folder>/ public/*.png`;
    expect(repoPathsIn(text)).toEqual([`${docs}a.md`, `${utils}c/d.ts`]);
  });

  it('every path under docs/, utils/, components/, entrypoints/, tests/ or public/ that a project file mentions exists', () => {
    const missing = trackedTexts().flatMap(({ file, text }) =>
      repoPathsIn(text)
        .filter((path) => !exists(path, file))
        .map((path) => `${file} mentions ${path}, which does not exist`),
    );
    expect(missing).toEqual([]);
  });
});
