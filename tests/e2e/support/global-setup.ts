import { existsSync } from 'node:fs';
import { buildFixtures } from './build-fixtures';
import { CHROMIUM_PATH, EXTENSION_DIR } from './paths';

/** Checks the browser and the build exist, and bundles the React fixture page. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  if (!existsSync(`${EXTENSION_DIR}/manifest.json`)) {
    throw new Error(`No extension build in ${EXTENSION_DIR}. Run "npm run build" first.`);
  }
  await buildFixtures();
}
