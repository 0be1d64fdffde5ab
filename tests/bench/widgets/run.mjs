// Launcher for the widget benchmark (issue 33): loads the TypeScript entry with Vite's module runner,
// like tests/bench/fill/run.mjs.
//   npm run build && node tests/bench/widgets/run.mjs [--runs 3] [--timeout 120]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./run-widgets.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
