// npm test: runs every stage, side by side, and fails at the end if any failed, so one
// failure never hides another suite. `node tests/run-all.mjs unit firefox` runs only those.
// Each line a stage prints is prefixed with its name; the end prints each stage's result and time.
import { spawn } from 'node:child_process';
import { countTests, failureReader, plain } from './run-output.mjs';

/**
 * A stage is a list of commands run one after another, stopping at the first that fails.
 * The extension builds run one at a time (`build: true`): both write the same `.wxt` folder.
 * A step marked `once` runs once for every stage that lists it: the first to reach it runs it,
 * the others wait for that run and share its outcome (the library both browsers' tests import).
 */
const LIBRARY = { command: 'npm run build:lib', build: true, once: true };
const STAGES = {
  // The accuracy ledger's file is the longest by far: a stage of its own starts it first, whatever
  // order Vitest would have given it.
  unit: [{ command: "npx vitest run --exclude 'tests/bench/accuracy/**'" }],
  ledger: [{ command: 'npx vitest run tests/bench/accuracy' }],
  e2e: [{ command: 'npm run build', build: true }, LIBRARY, { command: 'npx playwright test' }],
  firefox: [
    { command: 'npm run build:firefox', build: true },
    LIBRARY,
    { command: 'npx vitest run --config vitest.firefox.config.ts' },
  ],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STAGES));
if (unknown.length) {
  console.error(`run-all: no stage ${unknown.join(', ')}; the stages are ${Object.keys(STAGES).join(', ')}.`);
  process.exit(2);
}
const names = asked.length ? asked : Object.keys(STAGES);
const width = Math.max(...names.map((name) => name.length));

let buildTurn = Promise.resolve();
/** Runs `work` after every build asked for before it has ended. */
function inBuildTurn(work) {
  const turn = buildTurn.then(work);
  buildTurn = turn.catch(() => undefined);
  return turn;
}

/** Tests counted from the runners' closing lines, for the one line the run ends on. */
const counts = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's failed tests, printed again at the end. */
const failures = new Map(names.map((name) => [name, failureReader()]));

/** Runs one command, its output prefixed with the stage's name; resolves to its exit code. */
function run(name, command) {
  const prefix = `[${name.padEnd(width)}] `;
  console.log(`${prefix}$ ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        for (const line of lines) {
          const text = plain(line);
          countTests(counts, text);
          failures.get(name).read(text);
          process.stdout.write(`${prefix}${line}\n`);
        }
      });
      stream.on('end', () => partial && process.stdout.write(`${prefix}${partial}\n`));
    }
    child.on('error', (error) => {
      console.log(`${prefix}${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The runs of `once` steps, by command. */
const ranOnce = new Map();
function runStep(name, step) {
  const start = () => (step.build ? inBuildTurn(() => run(name, step.command)) : run(name, step.command));
  if (!step.once) return start();
  if (!ranOnce.has(step.command)) ranOnce.set(step.command, start());
  return ranOnce.get(step.command);
}

async function runStage(name) {
  const started = Date.now();
  for (const step of STAGES[name]) {
    const code = await runStep(name, step);
    if (code !== 0) return { name, ok: false, failedAt: step.command, seconds: (Date.now() - started) / 1000 };
  }
  return { name, ok: true, seconds: (Date.now() - started) / 1000 };
}

const started = Date.now();
const results = await Promise.all(names.map(runStage));
/** @example minutes(754.2) // '12:34' */
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
console.log('\nnpm test:');
for (const result of results)
  console.log(
    `  ${result.name.padEnd(width)}  ${result.ok ? 'passed' : 'FAILED'}  ${minutes(result.seconds)}${result.ok ? '' : `  (at: ${result.failedAt})`}`,
  );
const failed = results.filter((result) => !result.ok);
console.log(
  `  ${'total'.padEnd(width)}  ${failed.length ? 'FAILED' : 'passed'}  ${minutes((Date.now() - started) / 1000)}`,
);
for (const [name, { notes }] of failures)
  for (const { title, reason } of notes)
    console.log(`  ${name.padEnd(width)}  failed: ${title}${reason ? `\n${' '.repeat(width + 4)}${reason}` : ''}`);
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failed.length ? 1 : 0);
