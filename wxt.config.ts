import { execFileSync } from 'node:child_process';
import { defineConfig } from 'wxt';
import { localeFiles } from './utils/values/all-locales-source';
import { FAKER_LOCALES } from './utils/values/faker-locales';

/**
 * Test-only builds for the Firefox end-to-end suite (tests/firefox). Firefox
 * gives automation no way to press the toolbar button or the shortcut, so the
 * activeTab grant a user gets cannot be had there. With UNDERSTUDY_TEST_HOSTS=1
 * the build also asks for `http://127.0.0.1/*` (any port: the fixture server)
 * and goes to its own folder, `.output/<browser>-mv3-e2e`, so it never
 * overwrites or passes for the release build, and `wxt zip` refuses it (hook
 * below). Firefox grants MV3 host permissions at install (its default pref
 * `extensions.originControls.grantByDefault`; measured on ESR 153 for a
 * temporary add-on); tests/firefox sets the pref too and checks the grant with
 * `permissions.contains` before relying on it. Release builds (the variable
 * unset) never get host permissions; tests/firefox checks that as well.
 */
const testHosts = process.env.UNDERSTUDY_TEST_HOSTS === '1';

/**
 * The sources zip a store reviewer rebuilds from (`npm ci && npm run build:firefox`):
 * the files git tracks, so nothing git ignores (test output, builds, node_modules)
 * and no local stray file gets in, without the tests and hidden folders (CI,
 * screenshots), which a rebuild does not need. tests/store/check-sources-zip.mjs
 * checks the zip after `npm run zip`.
 */
function trackedSources(): string[] {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0');
  return (
    files
      .filter((file) => file !== '' && !/^(tests\/|\.)/.test(file))
      // tinyglobby reads each entry as a pattern: escape the characters it would expand.
      .map((file) => file.replace(/[()[\]{}*?!]/g, '\\$&'))
  );
}

export default defineConfig({
  // webextension-polyfill behind `wxt/browser`: the same promise-based `browser.*` in
  // Chrome and Firefox (see "Decisions worth knowing" in docs/architecture.md).
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  ...(testHosts ? { outDirTemplate: '{{browser}}-mv{{manifestVersion}}{{modeSuffix}}-e2e' } : {}),
  hooks: {
    // Faker's locale data as JSON files the worker fetches when a fill needs them (utils/values/locale-source.ts).
    'build:publicAssets': (_wxt, files) => {
      files.push(...localeFiles(FAKER_LOCALES));
    },
    'zip:start': () => {
      if (testHosts)
        throw new Error('UNDERSTUDY_TEST_HOSTS=1 makes a test-only build with host permissions: never zip it.');
    },
    'zip:sources:start': (wxt) => {
      wxt.config.zip.includeSources = trackedSources();
    },
  },
  // Explicit imports keep core modules importable by plain vitest and benchmarks.
  imports: false,
  // One manifest version everywhere: Firefox runs MV3 with an event page.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    // Every user-facing text is a message in public/_locales (CONTRIBUTING.md, "Adding a string").
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // No required host permissions: a fill relies on activeTab, granted by the toolbar click or the shortcut.
    // offscreen (Chrome only, no install warning): the page that makes dataset files (utils/worker/dataset-runner.ts).
    permissions: ['activeTab', 'scripting', 'storage', 'contextMenus', ...(browser === 'firefox' ? [] : ['offscreen'])],
    // Asked for when the first dataset is saved, from that click.
    optional_permissions: ['downloads'],
    // Asked for only when a fill skipped frames from other sites, and then only
    // for those frames' origins (see utils/fill/frame-access.ts). Web pages
    // only: not <all_urls>, so never file:// or other schemes.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // Test builds only (see testHosts above): never set for a release.
    ...(testHosts ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    commands: {
      'fill-page': {
        // Alt+Shift+F, G, J and E are unused by Chrome's and Firefox's own shortcuts
        // (checked against both browsers' published lists); users can rebind them.
        suggested_key: { default: 'Alt+Shift+F' },
        description: '__MSG_commandFillPage__',
      },
      'fill-form': {
        suggested_key: { default: 'Alt+Shift+G' },
        description: '__MSG_commandFillForm__',
      },
      'fill-field': {
        suggested_key: { default: 'Alt+Shift+J' },
        description: '__MSG_commandFillField__',
      },
      // The fourth and last command Chrome lets suggest a key; invalid values stay a popup choice, clearly marked there.
      'fill-edge-cases': {
        suggested_key: { default: 'Alt+Shift+E' },
        description: '__MSG_commandFillEdgeCases__',
      },
    },
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'understudy@understudy.dev',
              // data_collection_permissions is only understood from Firefox 142 on.
              strict_min_version: '142.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
