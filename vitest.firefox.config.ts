import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests in real Firefox (Debian's firefox-esr; FIREFOX_PATH to use
 * another) with puppeteer-core over WebDriver BiDi: `npm run test:firefox`.
 * The global setup makes the test-only build and the React fixture bundle.
 * One Firefox at a time: each file starts its own, and the machines have 2 cores.
 * A test may wait out a whole fill task (its 60 s limit), so it gets two minutes.
 */
export default defineConfig({
  test: {
    include: ['tests/firefox/**/*.test.ts'],
    environment: 'node',
    globals: false,
    globalSetup: ['tests/firefox/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
