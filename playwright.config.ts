import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests load the built extension into Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium); Playwright never downloads a browser.
 * Each test gets a fresh profile, so tests run one browser at a time on 2 cores.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
});
