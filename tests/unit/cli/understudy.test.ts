import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
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

// Each run starts Node and compiles the command's TypeScript (about 1 s alone); under the whole suite's other stages
// a run has waited past 30 s for the machine's cores.
describe('the understudy bin', { timeout: 120_000 }, () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'understudy-bin-'));
    mkdirSync(join(folder, 'seed'));
    copyFileSync('examples/customers.schema.json', join(folder, 'customers.schema.json'));
    copyFileSync('examples/shop.schema.json', join(folder, 'shop.schema.json'));
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

  it('writes a schema with tables as one SQL file that SQLite loads with its foreign keys on', async () => {
    const args = ['dataset', 'shop.schema.json', '--rows', '50', '--format', 'sql', '--dialect', 'sqlite'];
    const run = await understudy([...args, '--out', 'shop.sql'], folder);
    expect(run).toMatchObject({ code: 0, stdout: '' });
    const db = new DatabaseSync(':memory:');
    db.exec(readFileSync(join(folder, 'shop.sql'), 'utf8'));
    const counts = db
      .prepare(
        'SELECT (SELECT count(*) FROM customers) AS customers, (SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL) AS orphans, (SELECT count(*) FROM line_items) AS items',
      )
      .get();
    expect(counts).toMatchObject({ customers: 50, orphans: 0 });
    expect(counts!.items).toBeGreaterThan(50);
    db.close();
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
