// Installs the package as a user would and runs it: `npm pack` here, then in an empty temporary
// project the tarball next to @playwright/test from the registry, the type check of
// examples/playwright against the shipped types, its spec in Debian's Chromium, and the bin.
// Exits 1 naming the step that failed, and keeps the temporary folder for a look.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'understudy-package-'));
const project = join(work, 'project');
// Everything the package needs at run time is in dist/; npm adds package.json and the README itself.
const SHIPPED = /^(package\.json|README\.md|LICENSE|dist\/.+)$/;
const REQUIRED = [
  'dist/playwright.js',
  'dist/puppeteer.js',
  'dist/page-script.js',
  'dist/understudy.js',
  'dist/types/utils/automation/playwright.d.ts',
  'dist/types/utils/automation/puppeteer.d.ts',
];
const env = {
  ...process.env,
  // The example runs Debian's Chromium (its playwright.config.ts): no browser is downloaded.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/** Runs one step's command; on failure prints what it said and stops the check, naming the step. */
function step(name, command, args, { cwd = project, capture = false } = {}) {
  console.log(`\n==> ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) fail(name, run.error?.message ?? `exit code ${run.status ?? run.signal}`, run.stdout);
  return run.stdout ?? '';
}

function fail(name, reason, output = '') {
  if (output) console.error(output);
  console.error(`\ncheck-package: FAILED at "${name}": ${reason}\n(the temporary project is kept in ${work})`);
  process.exit(1);
}

mkdirSync(join(work, 'pack'));
const [packed] = JSON.parse(
  step('npm pack (builds dist/ through prepack)', 'npm', ['pack', '--json', '--pack-destination', join(work, 'pack')], {
    cwd: root,
    capture: true,
    // The lifecycle scripts print to the same stdout (WXT's `[log]` lines among them): npm's own JSON is the array
    // that begins a line with `[` followed by an object.
  }).replace(/^[^]*?(?=^\[\s*\{)/m, ''),
);
const files = packed.files.map((file) => file.path);
const stray = files.filter((path) => !SHIPPED.test(path));
const missing = REQUIRED.filter((path) => !files.includes(path));
if (stray.length || missing.length)
  fail('tarball contents', `unexpected: ${stray.join(', ') || 'none'}; missing: ${missing.join(', ') || 'none'}`);
const tarball = join(work, 'pack', packed.filename);
console.log(
  `${packed.filename}: ${files.length} files, ${kB(packed.size)} packed, ${kB(packed.unpackedSize)} unpacked`,
);

cpSync(join(root, 'examples/playwright'), project, {
  recursive: true,
  filter: (source) => !/[/\\](node_modules|test-results|playwright-report)$/.test(source),
});
step('install the tarball beside @playwright/test', 'npm', ['install', '--no-audit', '--no-fund', tarball]);
step('type check the example against the shipped types', 'npx', ['--no-install', 'tsc', '--noEmit']);
step("run the example's spec in Debian's Chromium", 'npx', ['--no-install', 'playwright', 'test']);

const rows = step(
  'the understudy bin',
  'npx',
  ['--no-install', 'understudy', 'dataset', join(root, 'examples/customers.schema.json'), '--rows', '3'],
  { capture: true },
);
const lines = rows.trim().split('\n');
if (lines.length !== 4 || !lines[0].startsWith('id,'))
  fail('the understudy bin', `expected a CSV header and 3 rows, got:\n${rows}`);
console.log(rows.trim());

rmSync(work, { recursive: true, force: true });
console.log(`\ncheck-package: ${packed.filename} installs, type-checks, fills and runs its bin.`);

function kB(bytes) {
  return `${(bytes / 1024).toFixed(0)} kB`;
}
