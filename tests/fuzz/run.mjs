// npm run fuzz -- [--pages 3000] [--seed N]: builds, then fills that many hostile pages (300 when left out) in
// Chromium (tests/e2e/fuzz.spec.ts) from seed N (a random one when left out, printed so a run can be repeated).
// `npm test` fills only a short slice of them, seeds 1 to 25.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { pages: { type: 'string', default: '300' }, seed: { type: 'string' } } });
const seed = values.seed ?? String(1 + Math.floor(Math.random() * 1_000_000));
console.log(`fuzz: ${values.pages} pages from seed ${seed}`);
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const started = Date.now();
const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/fuzz.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_PAGES: values.pages, FUZZ_SEED: seed },
});
console.log(
  `fuzz: ${values.pages} pages from seed ${seed} in ${((Date.now() - started) / 1000).toFixed(0)} s: ${run.status === 0 ? 'all passed' : 'FAILED'}`,
);
process.exit(run.status ?? 1);
