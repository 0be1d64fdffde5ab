import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The package's bin, run as a new process the way a shell runs it. */
const BIN = resolve('utils/cli/understudy.mjs');
const ROOT = resolve('.');

async function understudy(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  // Without npm's variables, unless a test gives them: vitest may itself run under `npm run`.
  const clean = { ...process.env };
  delete clean.INIT_CWD;
  delete clean.npm_package_json;
  try {
    const { stdout, stderr } = await promisify(execFile)(BIN, args, { cwd, env: { ...clean, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the understudy bin', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'understudy-bin-'));
    mkdirSync(join(folder, 'seed'));
    copyFileSync('examples/customers.schema.json', join(folder, 'customers.schema.json'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('takes relative paths from the folder it is run in, even under an npm that ran elsewhere', async () => {
    const npmElsewhere = { INIT_CWD: ROOT, npm_package_json: join(ROOT, 'package.json') };
    const run = await understudy(
      ['dataset', '../customers.schema.json', '--rows', '5', '--out', 'bin.csv'],
      join(folder, 'seed'),
      npmElsewhere,
    );
    expect(run).toMatchObject({ code: 0, stdout: '' });
    expect(readdirSync(join(folder, 'seed'))).toContain('bin.csv');
  });

  it('takes relative paths from INIT_CWD when npm run started it in the package root', async () => {
    const npmRun = { INIT_CWD: join(folder, 'seed'), npm_package_json: join(ROOT, 'package.json') };
    const run = await understudy(
      ['dataset', '../customers.schema.json', '--rows', '5', '--out', 'npm-run.csv'],
      ROOT,
      npmRun,
    );
    expect(run.code).toBe(0);
    expect(readdirSync(join(folder, 'seed'))).toContain('npm-run.csv');
  });

  it.each([
    { args: ['dataset', 'customers.schema.json', '--rows', '-5'], code: 2, stderr: /^--rows takes a whole number/ },
    { args: ['dataset', '--help'], code: 0, stdout: /^Usage: understudy dataset <schema.json>/ },
    { args: [], code: 2, stderr: /^Usage: understudy <command>/ },
    { args: ['datasets'], code: 2, stderr: /^"datasets" is not a command of understudy\.\n\nUsage:/ },
    { args: ['--help'], code: 0, stdout: /^Usage: understudy <command>/ },
  ])('$args: exit code $code', async ({ args, code, stdout, stderr }) => {
    const run = await understudy(args, folder);
    expect(run.code).toBe(code);
    if (stdout) expect(run.stdout).toMatch(stdout);
    if (stderr) expect(run.stderr).toMatch(stderr);
  });
});
