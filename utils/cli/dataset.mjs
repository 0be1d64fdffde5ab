// `npm run dataset -- schema.json [options]`: loads the TypeScript command with Vite's module
// runner (vite is already a devDependency, as for the benchmarks), so the command runs the very
// utils/datasets code the extension bundles, with no tsx or build step.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./dataset-cli.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
