/**
 * Widget benchmark (issue 33, "Fast enough not to notice"): the built extension's popup fill of library
 * widgets, on a form of 20 widgets and 10 inputs and on a page of 200 widgets, each as react-select only and
 * as the libraries in turn (bench-page.tsx). Prints the time from click to "Completed" and each widget's
 * time by library, from the picks the components report; exits 0 either way (a benchmark, not a test), and
 * non-zero only when it could not measure.
 *
 *   npm run bench:widgets [-- --runs 3] [--timeout 120]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchWithExtension, waitForPage } from '../../e2e/support/extension-test';
import { buildFixtures } from '../../e2e/support/build-fixtures';
import { startFixtureServer } from '../../e2e/support/fixture-server';
import { popupFill, type PopupFill } from '../fill/popup-fill';
import { checkBuild, extensionIdOf } from '../fill/run-fill';
import { median, ms, range, table } from '../fill/stats';
import { BENCH_PICK, FIELD_NAMES, fieldAt, SHAPES, type Library, type Shape } from './bench-shapes';

interface Case {
  title: string;
  widgets: number;
  inputs: number;
  /** The target from click to report. */
  targetMs: number;
}

const CASES: Case[] = [
  { title: '20 widgets + 10 inputs', widgets: 20, inputs: 10, targetMs: 1_000 },
  { title: '200 widgets', widgets: 200, inputs: 0, targetMs: 10_000 },
];

interface Pick {
  library: Library;
  widget: number;
  at: number;
}

interface Run {
  fill: PopupFill;
  picks: Pick[];
}

const USAGE = 'usage: node tests/bench/widgets/run.mjs [--runs n] [--timeout seconds-per-fill]';

function parseArgs(argv: readonly string[]): { runs: number; timeoutMs: number } | string {
  const options = { runs: 3, timeoutMs: 120_000 };
  for (let i = 0; i < argv.length; i += 2) {
    const value = Number(argv[i + 1]);
    if (!['--runs', '--timeout'].includes(argv[i]!)) return USAGE;
    if (!Number.isInteger(value) || value < 1) return `${argv[i]} needs a positive whole number\n${USAGE}`;
    if (argv[i] === '--runs') options.runs = value;
    else options.timeoutMs = value * 1000;
  }
  return options;
}

/**
 * Each widget's time: from the pick before it to its own, by library and by library and field (`library, field`);
 * a fill's first pick has none before it.
 */
function perWidget(runs: readonly Run[]): Map<string, number[]> {
  const spans = new Map<string, number[]>();
  const add = (key: string, span: number) => spans.set(key, [...(spans.get(key) ?? []), span]);
  for (const { picks } of runs) {
    const sorted = [...picks].sort((a, b) => a.at - b.at);
    for (let i = 1; i < sorted.length; i++) {
      const { library, widget, at } = sorted[i]!;
      add(library, at - sorted[i - 1]!.at);
      add(`${library}, ${FIELD_NAMES[fieldAt(widget)]}`, at - sorted[i - 1]!.at);
    }
  }
  return new Map([...spans].sort(([a], [b]) => a.localeCompare(b)));
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return 2;
  }
  const build = checkBuild();
  if (build.error) {
    console.error(build.error);
    return 1;
  }
  if (build.warning) console.warn(`warning: ${build.warning}`);
  // Built as a site serves its pages: React's development build checks and records more on each render.
  await buildFixtures({ 'bench-widgets': fileURLToPath(new URL('./bench-page.tsx', import.meta.url)) }, 'production');
  const server = await startFixtureServer();
  const profileDir = await mkdtemp(join(tmpdir(), 'understudy-bench-widgets-'));
  const context = await launchWithExtension(profileDir);
  try {
    await waitForPage(context, 'chrome-extension://');
    const extensionId = await extensionIdOf(context);
    let picks: Pick[] = [];
    await context.exposeBinding(BENCH_PICK, (_source, library: Library, widget: number, at: number) => {
      picks.push({ library, widget, at });
    });
    const rows: Array<Array<string | number>> = [
      ['page', 'shape', 'click → report (median)', 'range', 'target', 'widgets picked', 'filled', 'failed'],
    ];
    const widgetRows: Array<Array<string | number>> = [
      ['page', 'shape', 'library (and field)', 'per widget (median)', 'range', 'n'],
    ];
    for (const { title, widgets, inputs, targetMs } of CASES) {
      for (const shape of SHAPES as readonly Shape[]) {
        const url = `${server.origin}/pages/bench-widgets.html?shape=${shape}&widgets=${widgets}&inputs=${inputs}`;
        const runs: Run[] = [];
        for (let run = 0; run < options.runs; run++) {
          picks = [];
          const fill = await popupFill(context, extensionId, url, options.timeoutMs, undefined, false, false);
          runs.push({ fill, picks });
        }
        const times = runs.map((run) => run.fill.endToEndMs);
        const [low, high] = range(times);
        const taken = runs.map((run) => new Set(run.picks.map((pick) => pick.widget)).size);
        rows.push([
          title,
          shape,
          ms(median(times)),
          `${ms(low)} – ${ms(high)}`,
          `${median(times) < targetMs ? 'PASS' : 'MISS'} < ${ms(targetMs)}`,
          `${Math.min(...taken)} of ${widgets}`,
          Math.min(...runs.map((run) => run.fill.report.filled)),
          Math.max(...runs.map((run) => run.fill.report.failed)),
        ]);
        for (const [which, spans] of perWidget(runs)) {
          const [shortest, longest] = range(spans);
          widgetRows.push([title, shape, which, ms(median(spans)), `${ms(shortest)} – ${ms(longest)}`, spans.length]);
        }
        console.error(`measured ${title}, ${shape}`);
      }
    }
    console.log(`\nPopup click → "Completed", ${options.runs} fills each (a fresh tab per fill)\n`);
    console.log(table(rows, 2).join('\n'));
    console.log('\nPer widget: from the pick before it to its own, as its component reported them\n');
    console.log(table(widgetRows, 3).join('\n'));
    return 0;
  } finally {
    await context.close();
    await server.close();
    await rm(profileDir, { recursive: true, force: true });
  }
}
