import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export const ROOT_DIR = root;
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The release build (`npm run build:firefox`): activeTab only, no host permissions. */
export const RELEASE_DIR = `${root}.output/firefox-mv3`;
/**
 * The test-only build (UNDERSTUDY_TEST_HOSTS=1, made by the global setup): the
 * release build plus `host_permissions: ['http://127.0.0.1/*']`, because
 * automation cannot grant activeTab in Firefox. See wxt.config.ts.
 */
export const TEST_HOSTS_DIR = `${root}.output/firefox-mv3-e2e`;
/** The gecko id from wxt.config.ts. */
export const GECKO_ID = 'understudy@understudy.dev';
/** Pinned through the `extensions.webextensions.uuids` pref, so extension page URLs are known in advance. */
export const EXTENSION_UUID = '5d0c7a51-3f7e-4b8a-9e61-2a4c8f0b7d13';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;
