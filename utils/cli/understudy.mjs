#!/usr/bin/env node
// `understudy <command> …` from a clone of the repository, as `npm run dataset` runs it: the TypeScript of
// understudy-main.ts loaded with Vite's module runner (vite is already a devDependency, as for the
// benchmarks), so it runs the very utils/ code the extension bundles. The installed package's bin is
// the same main, bundled (dist/understudy.js, built by utils/automation/build-library.mjs).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const entry = fileURLToPath(new URL('./understudy-main.ts', import.meta.url));
const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
