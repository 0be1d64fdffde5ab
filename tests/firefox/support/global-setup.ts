import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { buildFixtures } from '../../e2e/support/build-fixtures';
import { FIREFOX_PATH, RELEASE_DIR, ROOT_DIR, TEST_HOSTS_DIR } from './paths';

/**
 * Checks Firefox and the release build exist, makes the test-only build with
 * host access to 127.0.0.1 (UNDERSTUDY_TEST_HOSTS=1, its own output folder),
 * and bundles the React fixture page exactly as the Chromium suite does.
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(FIREFOX_PATH)) {
    throw new Error(
      `Firefox not found at ${FIREFOX_PATH}. Install it (apt-get install firefox-esr) or set FIREFOX_PATH.`,
    );
  }
  if (!existsSync(`${RELEASE_DIR}/manifest.json`)) {
    throw new Error(`No Firefox build in ${RELEASE_DIR}. Run "npm run build:firefox" first.`);
  }
  await promisify(execFile)(process.execPath, [`${ROOT_DIR}node_modules/wxt/bin/wxt.mjs`, 'build', '-b', 'firefox'], {
    cwd: ROOT_DIR,
    env: { ...process.env, UNDERSTUDY_TEST_HOSTS: '1' },
  });
  if (!existsSync(`${TEST_HOSTS_DIR}/manifest.json`)) {
    throw new Error(`The test-only build did not land in ${TEST_HOSTS_DIR}: check outDirTemplate in wxt.config.ts.`);
  }
  await buildFixtures();
}
