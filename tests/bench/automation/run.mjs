// Launcher for the automation benchmark (issue 34): loads the TypeScript entry with Vite's module
// runner, like tests/bench/fill/run.mjs.
//   npm run build && npm run build:lib && node tests/bench/automation/run.mjs [--runs 5] [--warm 10] [--blocks 100]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./run-automation.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
// Imported here, by Node itself, not through Vite: the library as a test file gets it.
const loadLibrary = async () => (await import('understudy/playwright')).fillPage;
process.exitCode = await module.main(process.argv.slice(2), loadLibrary);
