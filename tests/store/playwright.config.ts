import { defineConfig } from '@playwright/test';

/**
 * `npm run screenshots`: the store images, made from the built extension in
 * Debian's Chromium with the end-to-end suite's fixtures (tests/e2e/support).
 * Not part of `npm test`: it writes files, and proves nothing a test does not.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  globalSetup: '../e2e/support/global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
