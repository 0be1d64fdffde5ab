import { describe, expect, it } from 'vitest';
import { typedFolder } from '@/utils/cli/typed-folder';

const npmIn = (root: string, typed: string) => ({ INIT_CWD: typed, npm_package_json: `${root}/package.json` });

describe('typedFolder: the folder relative paths are taken from', () => {
  it.each([
    { case: 'npm run, typed in a subfolder', cwd: '/repo', env: npmIn('/repo', '/repo/docs'), folder: '/repo/docs' },
    { case: 'npm run, typed in the package root', cwd: '/repo', env: npmIn('/repo', '/repo'), folder: '/repo' },
    {
      case: 'npm exec in a folder of its own',
      cwd: '/tmp/seed',
      env: npmIn('/tmp/seed', '/tmp/seed'),
      folder: '/tmp/seed',
    },
    {
      case: 'started elsewhere by a program npm ran',
      cwd: '/tmp/seed',
      env: npmIn('/repo', '/repo'),
      folder: '/tmp/seed',
    },
    { case: 'a script that changed folder', cwd: '/repo/db', env: npmIn('/repo', '/repo/docs'), folder: '/repo/db' },
    {
      case: 'a trailing slash on the package folder',
      cwd: '/repo/',
      env: npmIn('/repo', '/repo/docs'),
      folder: '/repo/docs',
    },
    { case: 'no npm', cwd: '/tmp/seed', env: {}, folder: '/tmp/seed' },
    { case: 'INIT_CWD alone', cwd: '/tmp/seed', env: { INIT_CWD: '/repo' }, folder: '/tmp/seed' },
  ])('$case: $folder', ({ cwd, env, folder }) => {
    expect(typedFolder(cwd, env)).toBe(folder);
  });
});
