import { defineConfig } from 'wxt';

/**
 * UNDERSTUDY_E2E=1 builds a test-only copy into `.output/e2e-*` that may script
 * pages on 127.0.0.1 without a toolbar click. Release builds never carry host
 * permissions: they rely on `activeTab`, granted by the click or the shortcut.
 */
const e2e = process.env.UNDERSTUDY_E2E === '1';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep core modules importable by plain vitest and benchmarks.
  imports: false,
  // One manifest version everywhere: Firefox runs MV3 with an event page.
  manifestVersion: 3,
  outDirTemplate: `${e2e ? 'e2e-' : ''}{{browser}}-mv{{manifestVersion}}`,
  manifest: ({ browser }) => ({
    name: 'Understudy',
    description: 'Fill web forms with realistic, locale-consistent fake data.',
    permissions: ['activeTab', 'scripting', 'storage'],
    ...(e2e ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
    action: { default_title: 'Understudy: fill this page' },
    commands: {
      'fill-page': {
        // Alt+Shift+F is unused by Chrome and Firefox (checked against both
        // browsers' published shortcut lists); users can rebind it.
        suggested_key: { default: 'Alt+Shift+F' },
        description: 'Fill every field on the page',
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
