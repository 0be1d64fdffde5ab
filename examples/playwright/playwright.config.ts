import { defineConfig } from '@playwright/test';

// Debian's Chromium (or CHROMIUM_PATH): install with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 and nothing is downloaded.
export default defineConfig({
  testDir: 'tests',
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});
