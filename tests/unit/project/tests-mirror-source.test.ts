import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect, it } from 'vitest';

/** Unit-test folders that mirror something other than utils/: the benchmarks', the store tools' and the project's own files. */
const NOT_UTILS = { bench: 'tests/bench', store: 'tests/store', project: '.' };

it('every unit test sits in the folder of what it tests: tests/unit/<folder>/ for utils/<folder>/', () => {
  const tests = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'tests/unit/**/*.test.ts'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  expect(tests.length).toBeGreaterThan(100);
  const astray = tests.filter((file) => {
    const folder = relative('tests/unit', dirname(file));
    const top = folder.split('/')[0] as keyof typeof NOT_UTILS;
    return folder === '.' || !(top in NOT_UTILS ? existsSync(NOT_UTILS[top]) : existsSync(`utils/${folder}`));
  });
  expect(astray, 'tests in a folder that utils/ does not have').toEqual([]);
});
