// Launcher for comparing two builds on the fill benchmark (compare-builds.ts):
// loads the TypeScript entry with Vite's module runner, like run.mjs.
//   node tests/bench/fill/compare.mjs <build A> <build B> [--rounds 6] [--runs 3]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./compare-builds.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
