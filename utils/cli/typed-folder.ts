import { dirname, resolve } from 'node:path';

/** The variables npm sets when it runs a script or a bin. */
export interface NpmEnvironment {
  /** The folder the npm command was typed in. */
  INIT_CWD?: string;
  /** The package.json of the package whose script runs; npm starts the script in its folder. */
  npm_package_json?: string;
}

/**
 * The folder the user typed the command in, which relative paths are taken from.
 * `npm run` starts a script in the package root and keeps the typed folder in INIT_CWD;
 * INIT_CWD counts only while the process is still where npm put it, so a script that
 * changes folder, or a program that npm started and that starts this one elsewhere, keeps its own.
 * @example typedFolder('/repo', { INIT_CWD: '/repo/docs', npm_package_json: '/repo/package.json' }) // '/repo/docs'
 * @example typedFolder('/tmp/seed', { INIT_CWD: '/repo', npm_package_json: '/repo/package.json' }) // '/tmp/seed'
 * @example typedFolder('/tmp/seed', {}) // '/tmp/seed'
 */
export function typedFolder(cwd: string, env: NpmEnvironment): string {
  const { INIT_CWD: typed, npm_package_json: packageJson } = env;
  const npmPutUsHere = typed && packageJson && resolve(dirname(packageJson)) === resolve(cwd);
  return npmPutUsHere ? resolve(typed) : cwd;
}
