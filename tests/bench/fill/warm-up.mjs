// Launcher: node tests/bench/fill/warm-up.mjs — a cold and a warmed-up classifier, each in a fresh process.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const mode = process.argv[2];
if (!mode) {
  for (const run of ['cold', 'warm-up']) {
    console.log(`-- ${run} process`);
    process.stdout.write(execFileSync(process.execPath, [fileURLToPath(import.meta.url), run], { encoding: 'utf8' }));
  }
} else {
  const entry = fileURLToPath(new URL('./warm-up-cost.ts', import.meta.url));
  const { module } = await runnerImport(entry, { configFile: false, logLevel: 'error' });
  module.main(mode);
}
