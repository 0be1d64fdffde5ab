import { resolve } from 'node:path';
import { TO_TAKES, UsageError } from './dataset-options';

interface Shown {
  /** The target as messages name it: the password, if any, as ***. */
  shown: string;
  /** Every password the run may hold, taken out of any message before it is printed. */
  secrets: string[];
}

export interface MysqlOptions {
  host: string;
  port: number;
  user: string;
  password?: string;
  database: string;
  socketPath?: string;
}

export type DatabaseTarget = Shown &
  (
    | { kind: 'postgresql'; connectionString: string }
    | { kind: 'mysql'; options: MysqlOptions }
    | { kind: 'sqlite'; path: string }
  );

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Stands for the host a URL leaves out (postgresql://me@/db?host=/run/postgresql), which WHATWG URLs refuse. */
const NO_HOST = 'no-host.invalid';

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    const withHost = text.replace(/^([a-z]+:\/\/(?:[^@/?#]*@)?)(?=[/?#]|$)/i, `$1${NO_HOST}`);
    return URL.canParse(withHost) ? new URL(withHost) : undefined;
  }
}

/** The URL with its password, in the userinfo or a password parameter, written as ***. */
function shownUrl(url: URL): string {
  const shown = new URL(url.href);
  if (shown.password) shown.password = '***';
  if (shown.searchParams.has('password')) shown.searchParams.set('password', '***');
  return decode(shown.href).replace(NO_HOST, '');
}

function urlSecrets(url: URL, ...more: (string | undefined)[]): string[] {
  const secrets = [url.password, decode(url.password), url.searchParams.get('password') ?? '', ...more];
  return [...new Set(secrets.filter((secret): secret is string => !!secret))];
}

/**
 * Reads --to: PostgreSQL (missing parts from the PG* variables, as psql takes them),
 * MySQL or MariaDB (a Unix socket as ?socket=/path), or an SQLite file taken from `folder`.
 * The value is never repeated in a message, since it may hold a password.
 * @example databaseTarget('postgresql://me:pw@db/shop', '/work', {}).shown // 'postgresql://me:***@db/shop'
 */
export function databaseTarget(text: string, folder: string, env: NodeJS.ProcessEnv): DatabaseTarget {
  const sqlite = /^sqlite:(?:\/\/)?(.+)$/.exec(text);
  if (sqlite) {
    const path = resolve(folder, sqlite[1]!);
    return { kind: 'sqlite', path, shown: `sqlite:${path}`, secrets: [] };
  }
  const url = parseUrl(text);
  if (!url) throw new UsageError(`--to takes ${TO_TAKES}.`);
  if (url.protocol === 'postgresql:' || url.protocol === 'postgres:')
    return {
      kind: 'postgresql',
      connectionString: text,
      shown: shownUrl(url),
      secrets: urlSecrets(url, env.PGPASSWORD),
    };
  if (url.protocol === 'mysql:' || url.protocol === 'mariadb:') {
    const database = decode(url.pathname.slice(1));
    if (!database) throw new UsageError(`--to takes a database by name, such as ${url.protocol}//user@host/shop.`);
    const options: MysqlOptions = {
      host: url.hostname === NO_HOST ? 'localhost' : url.hostname,
      port: Number(url.port) || 3306,
      user: decode(url.username) || env.USER || 'root',
      password: url.password ? decode(url.password) : (url.searchParams.get('password') ?? env.MYSQL_PWD),
      database,
      socketPath: url.searchParams.get('socket') ?? undefined,
    };
    return { kind: 'mysql', options, shown: shownUrl(url), secrets: urlSecrets(url, env.MYSQL_PWD) };
  }
  throw new UsageError(`--to takes ${TO_TAKES}.`);
}

/**
 * Takes every password of `target` out of a message, whatever put it there (a driver's
 * error may quote its connection string).
 * @example hideSecrets('password pw is wrong', { secrets: ['pw'] }) // 'password *** is wrong'
 */
export function hideSecrets(message: string, target: Pick<DatabaseTarget, 'secrets'>): string {
  return target.secrets.reduce((text, secret) => text.replaceAll(secret, '***'), message);
}
