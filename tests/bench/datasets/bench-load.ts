import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { postgresBin, startPostgres, type Postgres, SHOP_ORPHANS } from '../../unit/support/throwaway-postgres';
import { median, table } from '../fill/stats';

/*
 * The shop (customers → orders → line items) into a throwaway PostgreSQL, two ways, side by
 * side, each through the command line as a user types it, timed on the wall clock:
 *   --to   `dataset shop.schema.json --rows N --to postgresql://…` (COPY, a transaction per batch), in the
 *          processes it takes by default (one a 100,000 rows, up to one a core), then again with --jobs
 *          (by default 1: one process);
 *   SQL    `dataset … --format sql --dialect postgresql --out shop.sql`, then `psql -f shop.sql`
 *          (ON_ERROR_STOP=1, no --single-transaction: the file's own BEGIN … COMMIT holds the rows).
 * The database is emptied before each load. After each, the three tables' row counts must match
 * between the two ways and no order or line item may lack its parent, or the benchmark fails.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SHOP = join(ROOT, 'examples/shop.schema.json');
const CLI = join(ROOT, 'utils/cli/dataset.mjs');
const TABLES = ['customers', 'orders', 'line_items'] as const;
/** Issue 35's targets: a million customers through --to in under 2 minutes, at least 3× SQL + psql. */
const TARGET = { customers: 1_000_000, ms: 120_000, ratio: 3 };

interface Run {
  toMs: number;
  /** --to with --jobs as the bench's --jobs gives it. */
  jobsMs: number;
  sqlMs: number;
  /** Undefined when psql was stopped at --psql-limit. */
  psqlMs?: number;
  fileBytes: number;
  /** Of psql stopped at the limit: the share of the file it had read. */
  psqlRead?: number;
  counts: number[];
  summary: string;
}

class BenchFailure extends Error {}

/**
 * Runs a program to its end from the repository's folder: its wall time and its standard error.
 * After `limitMs`, calls `atLimit` with its process id, stops it and resolves with `stopped`.
 */
function timed(
  command: string,
  args: string[],
  limit?: { ms: number; atLimit: (pid: number) => void },
): Promise<{ ms: number; stderr: string; stopped: boolean }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    let stopped = false;
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const timer =
      limit &&
      setTimeout(() => {
        limit.atLimit(child.pid!);
        stopped = true;
        child.kill();
      }, limit.ms);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - start;
      if (code === 0 || stopped) resolve({ ms, stderr, stopped });
      else reject(new BenchFailure(`${command} ${args.join(' ')} exited ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

/** How far a process has read `file`: its offset in the file (Linux's /proc), over the file's size. */
function shareRead(pid: number, file: string): number | undefined {
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`) !== file) continue;
      const pos = /^pos:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/fdinfo/${fd}`, 'utf8'));
      return pos ? Number(pos[1]) / statSync(file).size : undefined;
    }
  } catch {
    // The process ended meanwhile, or /proc is not Linux's.
  }
  return undefined;
}

/** The three tables' row counts, after checking that no child row lacks its parent. */
function checkedCounts(server: Postgres, way: string): number[] {
  for (const orphans of SHOP_ORPHANS) {
    const found = Number(server.psql(orphans).trim());
    if (found !== 0) throw new BenchFailure(`${way}: ${found} orphan rows (${orphans})`);
  }
  return TABLES.map((name) => Number(server.psql(`SELECT count(*) FROM ${name};`).trim()));
}

async function loadBothWays(
  server: Postgres,
  psql: string,
  customers: number,
  psqlLimitMs: number,
  jobs: number,
): Promise<Run> {
  const reset = () => server.psql('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const rows = ['--rows', String(customers)];

  reset();
  const to = await timed(process.execPath, [CLI, SHOP, ...rows, '--to', server.url]);
  const toCounts = checkedCounts(server, '--to');
  const summary = to.stderr.trim().split('\n').at(-1) ?? '';
  reset();
  const jobsMs = (await timed(process.execPath, [CLI, SHOP, ...rows, '--to', server.url, '--jobs', String(jobs)])).ms;
  const jobsCounts = checkedCounts(server, `--to --jobs ${jobs}`);
  if (jobsCounts.join() !== toCounts.join())
    throw new BenchFailure(`Row counts differ: --to ${toCounts.join(', ')}, --jobs ${jobsCounts.join(', ')}`);

  reset();
  const dir = mkdtempSync(join(tmpdir(), 'understudy-load-'));
  const file = join(dir, 'shop.sql');
  try {
    const sql = await timed(process.execPath, [
      CLI,
      SHOP,
      ...rows,
      '--format',
      'sql',
      '--dialect',
      'postgresql',
      '--out',
      file,
    ]);
    const fileBytes = statSync(file).size;
    let psqlRead: number | undefined;
    const load = await timed(psql, [server.url, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-f', file], {
      ms: psqlLimitMs,
      atLimit: (pid) => (psqlRead = shareRead(pid, file)),
    });
    const run = { toMs: to.ms, jobsMs, sqlMs: sql.ms, fileBytes, counts: toCounts, summary };
    if (load.stopped) return { ...run, psqlRead };
    const sqlCounts = checkedCounts(server, 'SQL + psql');
    if (sqlCounts.join() !== toCounts.join())
      throw new BenchFailure(`Row counts differ: --to ${toCounts.join(', ')}, SQL + psql ${sqlCounts.join(', ')}`);
    return { ...run, psqlMs: load.ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms).toLocaleString('en');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function report(runs: Run[], customers: number, jobs: number): void {
  const counts = runs[0]!.counts;
  const total = counts.reduce((sum, count) => sum + count, 0);
  const toMs = median(runs.map((run) => run.toMs));
  const jobsMs = median(runs.map((run) => run.jobsMs));
  const sqlMs = median(runs.map((run) => run.sqlMs));
  const loaded = runs.filter((run) => run.psqlMs !== undefined);
  const psqlMs = loaded.length ? median(loaded.map((run) => run.psqlMs!)) : undefined;
  const cells = (ms: number | undefined) => (ms === undefined ? ['stopped', '-'] : [seconds(ms), perSecond(total, ms)]);
  const lines = [
    ['', ...TABLES, 'all rows', 'wall time', 'rows/s'],
    [
      '--to (COPY), as typed',
      ...counts.map((count) => count.toLocaleString('en')),
      total.toLocaleString('en'),
      ...cells(toMs),
    ],
    [`--to --jobs ${jobs}`, '', '', '', '', ...cells(jobsMs)],
    [`SQL file (${(runs[0]!.fileBytes / 2 ** 20).toFixed(0)} MB)`, '', '', '', '', ...cells(sqlMs)],
    ['psql -f', '', '', '', '', ...cells(psqlMs)],
    ['SQL + psql', '', '', '', '', ...cells(psqlMs === undefined ? undefined : sqlMs + psqlMs)],
  ];
  console.log(`\n${table(lines).join('\n')}`);
  const stoppedRun = runs.find((run) => run.psqlMs === undefined);
  if (stoppedRun)
    console.log(
      `psql was stopped at --psql-limit, having read ${stoppedRun.psqlRead === undefined ? 'an unknown share' : `${(stoppedRun.psqlRead * 100).toFixed(0)}%`} of the file.`,
    );
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
  const ways: Array<[string, number]> = [
    ['--to', toMs],
    [`--to --jobs ${jobs}`, jobsMs],
  ];
  for (const [way, ms] of ways) {
    const ratio = psqlMs === undefined ? undefined : (sqlMs + psqlMs) / ms;
    console.log(
      `(SQL + psql) ÷ ${way}: ${ratio === undefined ? 'unknown (psql stopped)' : `${ratio.toFixed(2)}×`}  ${ratio === undefined ? '' : verdict(ratio >= TARGET.ratio)} (at least ${TARGET.ratio}×)`,
    );
    console.log(
      customers === TARGET.customers
        ? `${way} in ${seconds(ms)}  ${verdict(ms < TARGET.ms)} (under ${seconds(TARGET.ms)} for ${TARGET.customers.toLocaleString('en')} customers)`
        : `${way} under ${seconds(TARGET.ms)}: judged at ${TARGET.customers.toLocaleString('en')} customers only`,
    );
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      customers: { type: 'string', default: String(TARGET.customers) },
      runs: { type: 'string', default: '1' },
      /** Minutes psql may take to load the SQL file before it is stopped and the share it had read reported. */
      'psql-limit': { type: 'string', default: '15' },
      /** Processes for the --to --jobs run, beside the run as typed: by default one, the load in one process. */
      jobs: { type: 'string', default: '1' },
    },
  });
  const customers = Number(values.customers);
  const runCount = Number(values.runs);
  const bin = postgresBin();
  if (!bin) {
    console.error('bench:load needs PostgreSQL under /usr/lib/postgresql (Debian: apt-get install postgresql).');
    return 1;
  }
  console.log(
    `Load: examples/shop.schema.json, ${customers.toLocaleString('en')} customers with their orders and line items, ${runCount} run${runCount === 1 ? '' : 's'}${runCount > 1 ? ', medians' : ''}; Node ${process.version}, PostgreSQL ${bin.split('/').at(-2)}`,
  );
  console.log(`Load average at start: ${load()}`);
  const server = startPostgres(bin);
  // Ctrl+C or a kill still stops the server and removes its folder.
  const stopOnSignal = () => {
    server.stop();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  try {
    const runs: Run[] = [];
    for (let at = 1; at <= runCount; at++) {
      const run = await loadBothWays(
        server,
        join(bin, 'psql'),
        customers,
        Number(values['psql-limit']) * 60_000,
        Number(values.jobs),
      );
      runs.push(run);
      console.log(
        `  run ${at}: --to ${seconds(run.toMs)} (${run.summary}); --jobs ${values.jobs} ${seconds(run.jobsMs)}; SQL file ${seconds(run.sqlMs)}, psql ${run.psqlMs === undefined ? 'stopped' : seconds(run.psqlMs)}`,
      );
    }
    report(runs, customers, Number(values.jobs));
    return 0;
  } catch (error) {
    if (!(error instanceof BenchFailure)) throw error;
    console.error(`FAILED: ${error.message}`);
    return 1;
  } finally {
    process.off('SIGINT', stopOnSignal).off('SIGTERM', stopOnSignal);
    server.stop();
    console.log(`Load average at end: ${load()}`);
  }
}
