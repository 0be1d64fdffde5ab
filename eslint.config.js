import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The pure core: plain TypeScript that runs in Node, tests and benchmarks, never touching browser APIs. */
const PURE_CORE = [
  'utils/fields/**',
  'utils/values/**',
  'utils/tasks/task-state.ts',
  'utils/settings/settings-schema.ts',
  'utils/announcements/announcements.ts',
  'utils/fill/plan-fill.ts',
  'utils/fill/choose-option.ts',
  'utils/fill/fill-report.ts',
  'utils/fill/injection-errors.ts',
  'utils/fill/frame-access.ts',
  'utils/tasks/task-badge.ts',
];

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/fixtures/.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: PURE_CORE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['#imports', 'wxt/browser', '@wxt-dev/storage', '@webext-core/messaging'].map((name) => ({
            name,
            message: 'The pure core must not use browser APIs: move this to an edge module.',
          })),
        },
      ],
      'no-restricted-globals': ['error', 'browser', 'chrome'],
    },
  },
);
