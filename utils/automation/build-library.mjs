// `npm run build:lib` (and `npm pack`, through `prepack`): the package's library and bin in dist/.
// - dist/page-script.js: the page code a fill leaves in each frame (page-script.ts), for browsers;
// - dist/playwright.js, dist/puppeteer.js: the library's entry points, for Node, with the same utils/
//   modules the extension bundles; `wxt/browser` becomes node-browser.ts (English messages, no browser);
// - dist/understudy.js: the `understudy` bin (utils/cli/bin.ts);
// - dist/types/: the declarations TypeScript test files read.
// Packages the package depends on (faker, valibot) and the test drivers stay imports.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const at = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const out = at('dist');

rmSync(out, { recursive: true, force: true });

await build({
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: out,
    emptyOutDir: false,
    target: 'es2022',
    lib: {
      entry: at('utils/automation/page-script.ts'),
      formats: ['iife'],
      name: 'understudy',
      fileName: () => 'page-script.js',
    },
  },
});

const external = [
  ...builtinModules,
  /^node:/,
  '@faker-js/faker',
  'valibot',
  '@playwright/test',
  'playwright',
  'playwright-core',
  'puppeteer',
  'puppeteer-core',
];
await build({
  root,
  configFile: false,
  publicDir: false,
  logLevel: 'warn',
  resolve: { alias: { 'wxt/browser': at('utils/automation/node-browser.ts') } },
  build: {
    outDir: out,
    emptyOutDir: false,
    target: 'node22',
    minify: false,
    ssr: true,
    rollupOptions: {
      input: {
        playwright: at('utils/automation/playwright.ts'),
        puppeteer: at('utils/automation/puppeteer.ts'),
        understudy: at('utils/cli/bin.ts'),
      },
      external,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'understudy-[hash].js',
        // The bin runs as a command of its own.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'understudy' ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: true, external: external.filter((name) => typeof name === 'string') },
});

// The project's own compiler options (WXT's paths and types among them), for the two entry points only.
// Written inside the package, so that the types it names resolve from its node_modules.
const config = join(out, 'tsconfig.types.json');
writeFileSync(
  config,
  JSON.stringify({
    extends: at('tsconfig.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      outDir: at('dist/types'),
      rootDir: root,
    },
    // WXT's own declarations (wxt.d.ts) type `wxt/browser`, which the modules' messages go through.
    files: [at('.wxt/wxt.d.ts'), at('utils/automation/playwright.ts'), at('utils/automation/puppeteer.ts')],
    include: [],
  }),
);
try {
  execFileSync(process.execPath, [at('node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
} finally {
  rmSync(config, { force: true });
}

// Node's ESM resolution (TypeScript's `nodenext`) finds a relative import only by its file's name:
// tsc writes the sources' extensionless specifiers, so they get the `.js` of the file beside them.
const typesDir = join(out, 'types');
for (const file of readdirSync(typesDir, { recursive: true })) {
  if (!file.endsWith('.d.ts')) continue;
  const path = join(typesDir, file);
  const text = readFileSync(path, 'utf8').replace(
    /((?:from|import\()\s*')(\.{1,2}\/[^']+?)(')/g,
    (whole, before, specifier, after) => {
      if (existsSync(join(dirname(path), `${specifier}.d.ts`))) return `${before}${specifier}.js${after}`;
      if (existsSync(join(dirname(path), specifier, 'index.d.ts'))) return `${before}${specifier}/index.js${after}`;
      return whole;
    },
  );
  writeFileSync(path, text);
}
// messages.d.ts types its catalogue by the English messages file: it ships beside the types.
mkdirSync(join(typesDir, 'public/_locales/en'), { recursive: true });
copyFileSync(at('public/_locales/en/messages.json'), join(typesDir, 'public/_locales/en/messages.json'));
