import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * Unit and component tests. WxtVitest wires the fake browser, `#imports` and the
 * `@/` alias; DOM tests opt into happy-dom per file with a docblock.
 */
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    // The accuracy ledger test classifies ../shared/corpus and skips without it.
    include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx', 'tests/bench/accuracy/*.test.ts'],
    environment: 'node',
    globals: false,
    restoreMocks: true,
    // Faker's locale data from node_modules, synchronously (utils/values/locale-source.ts);
    // the English messages from public/_locales, for code that calls i18n.getMessage.
    setupFiles: ['tests/unit/support/locale-source.ts', 'tests/support/english-messages.ts'],
  },
});
