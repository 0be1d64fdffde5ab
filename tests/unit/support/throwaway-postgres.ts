import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's `postgresql` package puts its programs under /usr/lib/postgresql/<major>/bin; the newest is taken. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')));
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(root, newest, 'bin') : undefined;
}

export interface Postgres {
  /** Runs SQL through psql (ON_ERROR_STOP), returning its unaligned output; throws with psql's message on error. */
  psql(sql: string, flags?: string[]): string;
  /** A connection URL for clients of its own (a Unix socket: no password, no TCP port). */
  url: string;
  stop(): void;
}

/**
 * A PostgreSQL cluster of its own in a temporary folder, reached only through a Unix
 * socket in that folder (no TCP port to collide with anyone's), owned by the `postgres`
 * user when the tests run as root (PostgreSQL refuses to run as root), and removed by stop().
 */
export function startPostgres(bin: string): Postgres {
  const dir = mkdtempSync(join(tmpdir(), 'understudy-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(postgres.stdout.trim()), Number(group.stdout.trim()));
  }
  const run = (program: string, args: string[], options: SpawnSyncOptions = {}) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command, commandArgs, { encoding: 'utf8', cwd: dir, maxBuffer: 1 << 28, ...options });
    if (result.status !== 0)
      throw new Error(
        `${program} failed (${result.status}): ${String(result.stderr)}${String(result.stdout)}`.slice(0, 4000),
      );
    return String(result.stdout);
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = '54329';
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses= -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}&port=${port}`,
    psql: (sql, flags = []) =>
      run(
        'psql',
        [
          '-h',
          dir,
          '-p',
          port,
          '-U',
          'postgres',
          '-d',
          'postgres',
          '-X',
          '-q',
          '-v',
          'ON_ERROR_STOP=1',
          '-At',
          ...flags,
          '-f',
          '-',
        ],
        { input: sql },
      ),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The shop example's (examples/shop.schema.json) children whose parent is missing, a count a query: 0 where its keys hold. */
export const SHOP_ORPHANS = [
  'SELECT count(*) FROM orders o LEFT JOIN customers c ON c.id = o.customer_id WHERE c.id IS NULL;',
  'SELECT count(*) FROM line_items l LEFT JOIN orders o ON o.id = l.order_id WHERE o.id IS NULL;',
];
