import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The release build: no host permissions, so fills rely on activeTab like a user's. */
export const EXTENSION_DIR = `${root}.output/chrome-mv3`;
export const FIXTURES_DIR = `${root}tests/fixtures`;
/** The automation library as `npm pack` ships it (`npm run build:lib`). */
export const LIBRARY_DIR = `${root}dist`;
export const FIXTURE_BUILD_DIR = `${root}tests/fixtures/.build`;

/**
 * Where a README screenshot goes: into .github/screenshots with SCREENSHOTS=1, else
 * into the test's own output (`outputPath`, Playwright's testInfo.outputPath).
 * @example readmeShot('rules.png', (name) => testInfo.outputPath(name))
 */
export function readmeShot(name: string, outputPath: (name: string) => string): string {
  return process.env.SCREENSHOTS ? `${root}.github/screenshots/${name}` : outputPath(name);
}
