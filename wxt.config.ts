import { defineConfig } from 'wxt';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Explicit imports keep core modules importable by plain vitest and benchmarks.
  imports: false,
  // One manifest version everywhere: Firefox runs MV3 with an event page.
  manifestVersion: 3,
  manifest: ({ browser }) => ({
    name: 'Understudy',
    description: 'Fill web forms with realistic, locale-consistent fake data.',
    // No host permissions: a fill relies on activeTab, granted by the toolbar click or the shortcut.
    permissions: ['activeTab', 'scripting', 'storage'],
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
