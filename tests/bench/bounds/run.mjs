// Launcher: node tests/bench/bounds/run.mjs [--copies 1] — how long planning takes on hostile fields, and the longest slice of planFillInSlices.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./hostile-fields.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
await module.main(process.argv.slice(2));
