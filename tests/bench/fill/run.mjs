// Launcher for the fill speed benchmark (issue 4, "Speed"): loads the TypeScript
// entry with Vite's module runner, like tests/bench/accuracy/run.mjs.
//   npm run build && node tests/bench/fill/run.mjs [--runs 5] [--blocks 100] [--timeout 90] [--profile]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./run-fill.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
