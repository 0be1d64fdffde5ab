import { build } from 'vite';
import { FIXTURE_BUILD_DIR, FIXTURES_DIR } from './paths';

/**
 * Bundles the React fixture page's script into tests/fixtures/.build/react-form.js.
 * Shared by the Chromium (Playwright) and Firefox (Vitest) end-to-end suites.
 */
export async function buildFixtures(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: FIXTURES_DIR,
    define: { 'process.env.NODE_ENV': '"development"' },
    build: {
      outDir: FIXTURE_BUILD_DIR,
      emptyOutDir: true,
      lib: { entry: `${FIXTURES_DIR}/react/react-form.tsx`, formats: ['es'], fileName: () => 'react-form.js' },
    },
  });
}
