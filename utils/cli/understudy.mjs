#!/usr/bin/env node
// `understudy <command> …`, the package's bin (`npx understudy dataset schema.json …`), also run by
// `npm run dataset`. A command is TypeScript loaded with Vite's module runner (vite is already a
// devDependency, as for the benchmarks), so it runs the very utils/ code the extension bundles.
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: understudy <command> [options]

Commands:
  dataset <schema.json> [options]   make a CSV, JSON, NDJSON or SQL file from a dataset schema

understudy <command> --help shows a command's options.`;

const COMMANDS = { dataset: './dataset-cli.ts' };

const [name, ...args] = process.argv.slice(2);
if (name === '--help' || name === '-h') {
  console.log(USAGE);
} else if (!Object.hasOwn(COMMANDS, name ?? '')) {
  console.error(name === undefined ? USAGE : `"${name}" is not a command of understudy.\n\n${USAGE}`);
  process.exitCode = 2;
} else {
  const { runnerImport } = await import('vite');
  const entry = fileURLToPath(new URL(COMMANDS[name], import.meta.url));
  const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
  process.exitCode = await module.main(args);
}
