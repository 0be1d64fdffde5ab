// Launcher: npm run bench:load [-- --customers 1000000 --runs 1 --psql-limit 15]
// Loads the TypeScript entry with Vite's module runner, as the other benchmarks do.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./bench-load.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
