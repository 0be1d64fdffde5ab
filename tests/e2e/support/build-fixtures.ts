import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { FIXTURE_BUILD_DIR, FIXTURES_DIR } from './paths';

/** Framework and component-library fixture pages' scripts, bundled into tests/fixtures/.build/<name>.js. */
const ENTRIES = {
  'react-form': `${FIXTURES_DIR}/react/react-form.tsx`,
  'vue-form': `${FIXTURES_DIR}/vue/vue-form.ts`,
  'react-widgets': `${FIXTURES_DIR}/widgets/react-widgets.tsx`,
  'mui-widgets': `${FIXTURES_DIR}/widgets/mui-widgets.tsx`,
  'aria-widgets': `${FIXTURES_DIR}/widgets/aria-widgets.tsx`,
  'vue-widgets': `${FIXTURES_DIR}/widgets/vue-widgets.ts`,
  'shoelace-widgets': `${FIXTURES_DIR}/widgets/shoelace-widgets.ts`,
  'vanilla-widgets': `${FIXTURES_DIR}/widgets/vanilla-widgets.ts`,
  'de-widgets': `${FIXTURES_DIR}/widgets/de-widgets.tsx`,
  'angular-widgets': `${FIXTURES_DIR}/widgets/angular-widgets.ts`,
  'radix-widgets': `${FIXTURES_DIR}/widgets/radix-widgets.tsx`,
  'downshift-widgets': `${FIXTURES_DIR}/widgets/downshift-widgets.tsx`,
  'antd-widgets': `${FIXTURES_DIR}/widgets/antd-widgets.tsx`,
  'antd-select-widgets': `${FIXTURES_DIR}/widgets/antd-select-widgets.tsx`,
  'mantine-widgets': `${FIXTURES_DIR}/widgets/mantine-widgets.tsx`,
  'datepicker-widgets': `${FIXTURES_DIR}/widgets/datepicker-widgets.tsx`,
  'vuetify-widgets': `${FIXTURES_DIR}/widgets/vuetify-widgets.ts`,
  'chakra-widgets': `${FIXTURES_DIR}/widgets/chakra-widgets.tsx`,
};

/**
 * Bundles the React and Vue fixture pages' scripts (`entries`: name → script; a benchmark passes its own page's). Shared by the Chromium
 * (Playwright) and Firefox (Vitest) end-to-end suites, which `npm test` runs side
 * by side: each bundle is written beside the folder, then renamed into it, so a
 * suite's pages never load a bundle the other suite is halfway through writing.
 * `mode`: React's and Vue's development builds by default, whose warnings the
 * suites' console checks see; a benchmark takes the production build a site serves.
 */
export async function buildFixtures(
  entries: Record<string, string> = ENTRIES,
  mode: 'development' | 'production' = 'development',
): Promise<void> {
  await mkdir(FIXTURE_BUILD_DIR, { recursive: true });
  const scratch = await mkdtemp(join(FIXTURE_BUILD_DIR, 'scratch-'));
  try {
    for (const [name, entry] of Object.entries(entries)) {
      await build({
        configFile: false,
        logLevel: 'warn',
        mode,
        oxc: { jsx: { development: mode === 'development' } },
        root: FIXTURES_DIR,
        // One Vue: the full build (templates compiled in the page) for the fixtures and for libraries built on Vue.
        resolve: { alias: [{ find: /^vue$/, replacement: 'vue/dist/vue.esm-bundler.js' }] },
        define: {
          'process.env.NODE_ENV': JSON.stringify(mode),
          __VUE_OPTIONS_API__: 'true',
          __VUE_PROD_DEVTOOLS__: 'false',
          __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
        },
        build: {
          outDir: scratch,
          emptyOutDir: false,
          lib: { entry, formats: ['es'], fileName: () => `${name}.js` },
          rollupOptions: {
            // One file a page: a library's dynamic imports (Vuetify's) are bundled in, not left as chunks beside it.
            output: { codeSplitting: false },
            // Component libraries mark their modules "use client" for server rendering, which a page bundle has none of.
            onwarn(warning, warn) {
              if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
            },
          },
        },
      });
      await rename(join(scratch, `${name}.js`), join(FIXTURE_BUILD_DIR, `${name}.js`));
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
