// Launcher for the scale benchmark (issue 24): loads the TypeScript entry with
// Vite's module runner, like tests/bench/fill/run.mjs.
//   npm run build && node tests/bench/scale/run.mjs [--runs 3] [--blocks 40,80,160,320] [--shapes no-form,...] [--build DIR ...]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./run-scale.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
