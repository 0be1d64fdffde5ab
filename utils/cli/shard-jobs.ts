import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { ShardFailure, type ShardJob } from './dataset-to';

/** Set in the process of a shard that a run with --jobs started: it tells that run its rows, and undoes nothing. */
export const JOB_VARIABLE = 'UNDERSTUDY_JOB';

/** Whether this process is such a shard. */
export const isShardJob = (env: NodeJS.ProcessEnv = process.env) => env[JOB_VARIABLE] === '1';

/** Rows a process of a load takes by default: for fewer, starting a process and connecting it costs about as much as it saves. */
export const ROWS_PER_JOB = 100_000;

/** Processes a load takes by default at most: each has a connection, and the database's own work to do for it. */
const DEFAULT_JOBS_MAX = 4;

/**
 * The processes a load into `kind`, or a Parquet file, takes when --jobs is not given: one per ROWS_PER_JOB rows,
 * up to one a core and DEFAULT_JOBS_MAX; one for SQLite (one writer at a time), a shard, or fewer rows.
 * @example defaultJobs('postgresql', 9_742_443, { cores: 2 }) // 2
 */
export function defaultJobs(
  kind: 'postgresql' | 'mysql' | 'sqlite' | 'parquet',
  rows: number,
  { cores = availableParallelism(), shard = false }: { cores?: number; shard?: boolean } = {},
): number {
  if (kind === 'sqlite' || shard) return 1;
  return Math.max(1, Math.min(cores, DEFAULT_JOBS_MAX, Math.floor(rows / ROWS_PER_JOB)));
}

/** How often a shard tells its rows: as often as a terminal's progress line changes. */
const TELL_MS = 200;

/**
 * Starts each shard as this command line again, through the launcher that started this process (the
 * repository's utils/cli/*.mjs, or the package's bin) with the same Node options: `args` and --shard i/n.
 * It tells its rows over the IPC channel fork opens, and says why it failed on standard error, as any run does.
 * @example shardJob(['shop.schema.json', '--to', url])({ index: 1, count: 2 }, console.log, signal)
 */
export function shardJob(args: string[], launcher = process.argv[1]!): ShardJob {
  return ({ index, count }, onRows, signal) => {
    const shard = [...args, '--shard', `${index}/${count}`, '--quiet'];
    const { child, ended } = forkCommand(
      shard,
      { [JOB_VARIABLE]: '1' },
      `Shard ${index} of ${count}`,
      signal,
      launcher,
    );
    child.on('message', (message: { rows?: unknown }) => {
      if (typeof message?.rows === 'number') onRows(message.rows);
    });
    return ended;
  };
}

/**
 * This command line again in a process of its own, with `args` and the variables `env` adds, through the
 * launcher that started this process (the repository's utils/cli/*.mjs, or the package's bin) with the same
 * Node options. Messages cross the IPC channel as structured clones (bigints and bytes included). `ended`
 * rejects with a ShardFailure where it fails, saying why as its last line of standard error does, else
 * naming it (`name`) and how it ended.
 */
export function forkCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  name: string,
  signal: AbortSignal,
  launcher = process.argv[1]!,
): { child: ChildProcess; ended: Promise<void> } {
  // utils/cli/dataset.mjs puts the `dataset` command in itself.
  const command = basename(launcher) === 'dataset.mjs' ? [] : ['dataset'];
  const child = fork(launcher, [...command, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    signal,
  });
  let said = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (said += text));
  const ended = new Promise<void>((resolve, reject) => {
    // Ended on purpose (another process failed), or never started: 'close' says how it ended.
    child.on('error', () => undefined);
    child.on('close', (code, how) => {
      if (code === 0) return resolve();
      const last = said.trim().split('\n').at(-1);
      reject(new ShardFailure(last || `${name} ended (${how ?? `exit code ${code}`}).`));
    });
  });
  return { child, ended };
}

/** A shard's progress, for the run that started it: at most every TELL_MS, and the last count always. */
export function tellRows(): (rowsDone: number, last?: boolean) => void {
  let toldAt = 0;
  return (rowsDone, last) => {
    if (!last && performance.now() - toldAt < TELL_MS) return;
    toldAt = performance.now();
    process.send?.({ rows: rowsDone });
  };
}
