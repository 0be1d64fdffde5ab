import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's `mariadb-server` package: the server, and the script that makes its system tables. */
export function mariadbInstalled(): boolean {
  return existsSync('/usr/sbin/mariadbd') && existsSync('/usr/bin/mariadb-install-db');
}

export interface Mariadb {
  /** Runs SQL through the mariadb client (stops at the first error), returning its tab-separated output; throws with the client's message. */
  sql(sql: string, database?: string): string;
  /** A --to URL for `database`, through the server's socket. */
  url(database: string): string;
  stop(): void;
}

/**
 * A MariaDB server of its own in a temporary folder, reached only through a Unix socket
 * there (no TCP port to collide with anyone's), root without a password, and removed by
 * stop(). Made with mariadb-install-db, then mariadbd --no-defaults, so no my.cnf of the
 * machine counts; as root the server is told to stay root (it refuses otherwise).
 */
export async function startMariadb(): Promise<Mariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'understudy-mariadb-'));
  const socket = join(dir, 'sock');
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  const run = (command: string, args: string[], input?: string) => {
    const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 1 << 28 });
    if (result.status !== 0)
      throw new Error(`${command} failed (${result.status}): ${result.stderr}${result.stdout}`.slice(0, 4000));
    return result.stdout;
  };
  const client = (sql: string, database = '') =>
    run('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-N', '-B', database].filter(Boolean), sql);
  let server: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    server?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('mariadb-install-db', [
      '--no-defaults',
      `--datadir=${join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...user,
    ]);
    server = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        `--socket=${socket}`,
        `--pid-file=${join(dir, 'pid')}`,
        `--log-error=${join(dir, 'error.log')}`,
        '--skip-networking',
        '--innodb-buffer-pool-size=64M',
        '--innodb-flush-log-at-trx-commit=0',
        ...user,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise<never>((_, reject) =>
      server!.once('exit', (code) => reject(new Error(`mariadbd exited (${code}) before it was ready.`))),
    );
    exited.catch(() => undefined);
    for (let tries = 0; ; tries++) {
      if (
        existsSync(socket) &&
        spawnSync('mariadb', ['--no-defaults', '-S', socket, '-uroot', '-e', 'SELECT 1']).status === 0
      )
        break;
      if (tries > 300) throw new Error('mariadbd did not answer within 30 seconds.');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return {
    sql: client,
    url: (database) => `mariadb://root@localhost/${database}?socket=${encodeURIComponent(socket)}`,
    stop,
  };
}
