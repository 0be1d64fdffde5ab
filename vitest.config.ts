import { availableParallelism } from 'node:os';
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
    // A timeout here only catches a test that hangs: on a busy shared machine the slower DOM and
    // component tests take several times what they take alone, and must not fail for it.
    testTimeout: 30_000,
    // Three files at a time, also on 2 cores: the accuracy ledger's file runs for minutes, its
    // worker mostly waiting on threads of its own, and the other files go on two at a time beside
    // it (npm test runs the ledger as a stage of its own, beside the unit stage).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // Faker's locale data from node_modules, synchronously (utils/values/locale-source.ts);
    // the English messages from public/_locales, for code that calls i18n.getMessage;
    // under happy-dom, the page's timers cleared as the file ends, as a closed page's are.
    setupFiles: [
      'tests/unit/support/locale-source.ts',
      'tests/support/english-messages.ts',
      'tests/unit/support/page-timers.ts',
    ],
  },
});
