import { existsSync } from 'node:fs';
import { buildFixtures } from './build-fixtures';
import { CHROMIUM_PATH, EXTENSION_DIR, LIBRARY_DIR } from './paths';

/** Checks the browser, the extension's build and the library's exist, and bundles the React fixture page. */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  if (!existsSync(`${EXTENSION_DIR}/manifest.json`)) {
    throw new Error(`No extension build in ${EXTENSION_DIR}. Run "npm run build" first.`);
  }
  if (!existsSync(`${LIBRARY_DIR}/playwright.js`)) {
    throw new Error(`No library build in ${LIBRARY_DIR}. Run "npm run build:lib" first.`);
  }
  await buildFixtures();
}
