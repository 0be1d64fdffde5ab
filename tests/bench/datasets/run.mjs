// Launcher: npm run bench:datasets [-- --rows 1000000 --rounds 3 --skip-cli --skip-shapes --parquet-only] (builds the package first: its bin is measured)
// Loads the TypeScript entry with Vite's module runner, as the other benchmarks do.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./bench-datasets.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
