import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Where code runs shows in its folder under utils/ (docs/architecture.md, "Layout"):
 * - page/: injected into web pages; DOM in, plain data out. No extension APIs, no faker, nothing from fill/.
 * - page-contract/: what crosses between the page filler and the worker; pure, imported by both sides.
 * - worker/: the background's edges (injection, tasks, menus, install).
 * - ui/: the extension pages' edges; components/ reach the browser only through it.
 * - extension/: what every extension context but web pages shares (the packaged locale files, the offscreen document).
 * - storage/, messaging/: storage items and the message protocol, shared by the worker and the pages.
 * - cli/: Node's edge (files, the terminal): `npm run dataset`.
 * - automation/: Node's edge for test drivers (understudy/playwright, understudy/puppeteer): fill/ over a driver's frames,
 *   and page/ only in the page script it bundles.
 * - every other folder is pure TypeScript, usable by all and runnable in Node.
 * No module may import itself back through others (import-x/no-cycle; type imports: tests/unit/project/import-cycles.test.ts).
 */
const EDGES = ['page', 'worker', 'ui', 'extension', 'storage', 'messaging', 'cli', 'automation'];
const BROWSER_MODULES = ['#imports', 'wxt/browser', '@wxt-dev/storage', '@webext-core/messaging'];

/** Words written straight into JSX: text between tags, and the attributes a user or a screen reader meets. */
const UNTRANSLATED_TEXT = [
  {
    selector: 'JSXText[value=/\\p{L}/u]',
    message: 'Text a user reads goes through t() from utils/i18n/messages (CONTRIBUTING.md, "Adding a string").',
  },
  {
    selector: 'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt)$/] > Literal',
    message:
      'Labels a user or a screen reader meets go through t() from utils/i18n/messages (CONTRIBUTING.md, "Adding a string").',
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2}/u]',
    message:
      'Sentences built in a template literal go through t() with placeholders (CONTRIBUTING.md, "Adding a string").',
  },
];

/** No import of these modules, nor of files in these utils/ folders (types may cross: they vanish at build). */
function restrictImports(modules, folders, message) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: modules.map((name) => ({ name, message, allowTypeImports: true })),
        patterns: folders.length ? [{ regex: `(^|/)(${folders.join('|')})/`, message, allowTypeImports: true }] : [],
      },
    ],
    'no-restricted-globals': ['error', 'browser', 'chrome'],
  };
}

export default tseslint.config(
  {
    ignores: [
      '.output/**',
      '.wxt/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/.build/**',
      'dist/**',
    ],
  },
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
    // A cycle makes load order matter and hides which module is the lower one. Type-only imports are not followed.
    files: ['utils/**', 'components/**', 'entrypoints/**', 'tests/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['utils/**'],
    // i18n/ is the one browser API every context has (pages, worker, injected scripts, and the tests' setup): pure code may ask it for text.
    ignores: [...EDGES, 'i18n'].map((folder) => `utils/${folder}/**`),
    rules: restrictImports(
      BROWSER_MODULES,
      EDGES,
      'Pure code uses no browser API: move this to page/, worker/, ui/ or storage/.',
    ),
  },
  {
    files: ['utils/page/**'],
    rules: restrictImports(
      [...BROWSER_MODULES, '@faker-js/faker'],
      ['values', 'classify', 'fill', 'worker', 'ui', 'extension', 'storage', 'messaging'],
      'Page code is injected into web pages: it reads and writes the DOM, makes no values (no faker), calls no extension API, and shares only page-contract/ with the worker.',
    ),
  },
  {
    files: ['utils/automation/**'],
    rules: restrictImports(
      BROWSER_MODULES,
      ['worker', 'ui', 'extension', 'storage', 'messaging'],
      'The automation library runs in Node beside a test driver, never in the extension: it fills through fill/, with no extension API.',
    ),
  },
  {
    // The extension's pages and the offscreen document run beside the worker, not in it.
    files: ['entrypoints/{popup,options,datasets,offscreen}/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(worker|page)/',
              message:
                'Extension pages use utils/ui and utils/extension; worker/ is the background, page/ the web page.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      ...restrictImports(
        BROWSER_MODULES,
        ['worker', 'extension', 'storage', 'messaging'],
        'Components talk to the actions in utils/ui, never to browser APIs.',
      ),
      // Every word a user reads comes from public/_locales through t()/tn() (CONTRIBUTING.md, "Adding a string").
      'no-restricted-syntax': ['error', ...UNTRANSLATED_TEXT],
    },
  },
);
