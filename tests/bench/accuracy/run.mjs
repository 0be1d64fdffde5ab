// Launcher for the accuracy benchmark: loads the TypeScript entry with Vite's
// module runner (vite is already a devDependency), so no tsx/vite-node is needed.
//   node tests/bench/accuracy/run.mjs [--corpus firefox-ai|formasaurus] [--json out.json] [--limit pages]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./run-accuracy.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
