import { build } from 'vite';
import { FIXTURE_BUILD_DIR, FIXTURES_DIR } from './paths';

/** Framework fixture pages' scripts, bundled into tests/fixtures/.build/<name>.js. */
const ENTRIES = {
  'react-form': `${FIXTURES_DIR}/react/react-form.tsx`,
  'vue-form': `${FIXTURES_DIR}/vue/vue-form.ts`,
};

/**
 * Bundles the React and Vue fixture pages' scripts. Shared by the Chromium
 * (Playwright) and Firefox (Vitest) end-to-end suites.
 */
export async function buildFixtures(): Promise<void> {
  for (const [index, [name, entry]] of Object.entries(ENTRIES).entries()) {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: FIXTURES_DIR,
      define: {
        'process.env.NODE_ENV': '"development"',
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: {
        outDir: FIXTURE_BUILD_DIR,
        emptyOutDir: index === 0,
        lib: { entry, formats: ['es'], fileName: () => `${name}.js` },
      },
    });
  }
}
