/**
 * Scale benchmark (issue 24): how a fill's time grows with the page, on seven
 * page shapes (shapes.ts) from about 1,000 to 10,000 fields, and what a cold
 * service worker adds to a shortcut fill. Real Chromium, release builds,
 * pages generated in memory on 127.0.0.1. Prints figures and PASS/MISS per
 * shape and overall, judged as verdict.ts says; exits 0 either way, non-zero
 * only when it could not measure. Out of CI: it takes many minutes.
 *
 *   node tests/bench/scale/run.mjs [--runs 3] [--blocks 40,80,160,320] [--shapes no-form,deep]
 *     [--build DIR]... [--cold-runs 5 | --no-cold] [--shortcut-runs 3 | --no-shortcut] [--timeout 120]
 *
 * With two `--build`s (copy one build aside before making the other) every
 * fill is made by each build in turn, the order alternating, so a machine
 * shared with other work loads both alike; figures are medians.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension, waitForPage } from '../../e2e/support/extension-test';
import { CHROMIUM_PATH, EXTENSION_DIR } from '../../e2e/support/paths';
import { FIELDS_PER_BLOCK, smallPage } from '../fill/generate-page';
import { startPageServer } from '../fill/page-server';
import { popupFill, verdict, type PopupFill } from '../fill/popup-fill';
import { extensionIdOf } from '../fill/run-fill';
import { median, ms, table } from '../fill/stats';
import { measureColdStart, measureShortcutFills, type ColdStart } from './cold-start';
import { shapeFloor } from './floor';
import { SHAPE_TITLES, SHAPES, shapePages, type Shape } from './shapes';
import { judgeGrowth, judgeRatio, overall, type Judged, type SizeMedian } from './verdict';

interface Options {
  runs: number;
  blocks: number[];
  shapes: Shape[];
  builds: string[];
  coldRuns: number;
  shortcutRuns: number;
  timeoutMs: number;
}

const USAGE =
  'usage: node tests/bench/scale/run.mjs [--runs n] [--blocks 40,80,160,320] [--shapes ' +
  SHAPES.join(',') +
  '] [--build DIR]... [--cold-runs n | --no-cold] [--shortcut-runs n | --no-shortcut] [--timeout seconds-per-fill]';

/** What a cold start may add to a shortcut fill (issue 24). */
const MAX_COLD_MS = 100;

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = {
    runs: 3,
    blocks: [40, 80, 160, 320],
    shapes: [...SHAPES],
    builds: [],
    coldRuns: 5,
    shortcutRuns: 3,
    timeoutMs: 120_000,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = argv[i + 1];
    const whole = (text = '') => {
      const number = Number(text);
      if (!Number.isInteger(number) || number < 1) throw new Error(`${arg} needs positive whole numbers`);
      return number;
    };
    try {
      if (arg === '--runs') options.runs = whole(argv[++i]);
      else if (arg === '--cold-runs') options.coldRuns = whole(argv[++i]);
      else if (arg === '--no-cold') options.coldRuns = 0;
      else if (arg === '--shortcut-runs') options.shortcutRuns = whole(argv[++i]);
      else if (arg === '--no-shortcut') options.shortcutRuns = 0;
      else if (arg === '--timeout') options.timeoutMs = whole(argv[++i]) * 1000;
      else if (arg === '--blocks' && value) options.blocks = argv[++i]!.split(',').map(whole);
      else if (arg === '--shapes' && value) {
        const shapes = argv[++i]!.split(',');
        const unknown = shapes.filter((shape) => !(SHAPES as readonly string[]).includes(shape));
        if (unknown.length) return `unknown shape ${unknown.join(', ')}\n${USAGE}`;
        options.shapes = shapes as Shape[];
      } else if (arg === '--build' && value) options.builds.push(resolve(argv[++i]!));
      else return `${arg === '--help' || arg === '-h' ? '' : `unknown argument ${arg}\n`}${USAGE}`;
    } catch (error) {
      return `${(error as Error).message}\n${USAGE}`;
    }
  }
  if (!options.builds.length) options.builds.push(EXTENSION_DIR);
  return options;
}

interface Browser {
  dir: string;
  name: string;
  context: BrowserContext;
  extensionId: string;
  profileDir: string;
}

interface Cell {
  floor: number[];
  writes: number;
  fills: Map<string, PopupFill[]>;
}

/** The floor on a freshly loaded page: the loop in every frame, their times added. */
async function measureFloor(
  context: BrowserContext,
  url: string,
  timeoutMs: number,
): Promise<{ ms: number; writes: number }> {
  const page: Page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    let total = 0;
    let writes = 0;
    for (const frame of page.frames()) {
      const result = await frame.evaluate(shapeFloor);
      total += result.ms;
      writes += result.writes;
    }
    return { ms: total, writes };
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** The commonest reasons a fill left fields unfilled: a fill that writes less than the floor says what it left. */
function notFilled({ report }: PopupFill): string {
  const top = report.unfilled.slice(0, 4);
  return top.length ? `; not filled: ${top.map(([reason, count]) => `${count} × ${reason}`).join('; ')}` : '';
}

const growth = (values: number[]) => values.map((value, i) => (i === 0 ? Number.NaN : value / values[i - 1]!));
const times = (value: number) => (Number.isNaN(value) ? '' : `×${value.toFixed(2)}`);

/**
 * Where the median fill's time went, from its light Chromium trace (fill/trace.ts):
 * the describing before the click, then the page's refresh (and collect, if
 * the page changed), the worker's plan, and the page's write.
 */
function phasesOf(fills: PopupFill[]): string {
  const sorted = [...fills].sort((a, b) => a.endToEndMs - b.endToEndMs);
  const phases = sorted[Math.floor((sorted.length - 1) / 2)]?.phases;
  if (!phases || typeof phases === 'string') return '-';
  const whole = (value: number) => Math.round(value).toString();
  return `${whole(phases.prepare)} | ${whole(phases.refresh + phases.collect + phases.collectGap)} | ${whole(phases.resultOut + phases.toWorkerAndPlan + phases.planToPage)} | ${whole(phases.write)} | ${whole(phases.toCompleted)}`;
}

/** Each run's major garbage collection in the page after the click, in run order: one slow run of three is often just this. */
function pageGcOf(fills: PopupFill[]): string {
  return fills
    .map((fill) => (typeof fill.phases === 'string' ? '-' : Math.round(fill.phases.pageGc).toString()))
    .join(', ');
}

/**
 * The verdict table's scale rows: per build, each shape's growth (shortcut fill), ratio (popup fill) and
 * both together, then the build's overall verdict on those terms.
 */
function scaleVerdictRows(
  browsers: readonly Browser[],
  shapes: readonly Shape[],
  ratioJudged: ReadonlyMap<string, Judged>,
  growthJudged: ReadonlyMap<string, Judged>,
): string[][] {
  const rows: string[][] = [];
  const notJudged: Judged = { verdict: 'not judged', detail: 'no shortcut fills (--no-shortcut)' };
  for (const browser of browsers) {
    const shapeVerdicts = shapes.map((shape) => {
      const growth = growthJudged.get(`${browser.name}/${shape}`) ?? notJudged;
      const ratio = ratioJudged.get(`${browser.name}/${shape}`)!;
      const both = overall([growth.verdict, ratio.verdict]);
      rows.push(
        [`${shape}: shortcut fill growth per doubling`, browser.name, growth.verdict, growth.detail],
        [`${shape}: popup fill report / floor`, browser.name, ratio.verdict, ratio.detail],
        [`${shape}`, browser.name, both, 'growth and ratio'],
      );
      return both;
    });
    rows.push(['overall', browser.name, overall(shapeVerdicts), 'every shape above: growth and ratio']);
  }
  return rows;
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return options.startsWith('usage') ? 0 : 2;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
    return 2;
  }
  const missing = options.builds.filter((dir) => !existsSync(join(dir, 'manifest.json')));
  if (missing.length) {
    console.error(`No build in ${missing.join(', ')}: run "npm run build" first.`);
    return 2;
  }
  const pages: Record<string, string> = { '/small.html': smallPage() };
  const mains = new Map<string, string>();
  for (const shape of options.shapes) {
    for (const blocks of options.blocks) {
      const made = shapePages(shape, blocks);
      Object.assign(pages, made.pages);
      mains.set(`${shape}/${blocks}`, made.main);
    }
  }
  const server = await startPageServer(pages);
  const browsers: Browser[] = [];
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const closeAll = async () => {
    for (const browser of browsers.splice(0)) {
      await browser.context.close().catch(() => undefined);
      await rm(browser.profileDir, { recursive: true, force: true }).catch(() => undefined);
    }
    await server.close().catch(() => undefined);
  };
  const onSignal = () => void closeAll().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const lines: string[] = [];
  const verdicts: string[][] = [['Target', 'build', 'verdict', 'measured (target)']];
  // Per build and shape: the popup fill's ratio, judged as the shapes are measured, then the shortcut fill's growth.
  const ratioJudged = new Map<string, Judged>();
  const growthJudged = new Map<string, Judged>();
  try {
    const names = options.builds.map((dir, i) =>
      options.builds.length > 1 ? `${String.fromCharCode(65 + i)} (${basename(dir)})` : basename(dir),
    );
    for (const [i, dir] of options.builds.entries()) {
      const profileDir = await mkdtemp(join(tmpdir(), 'understudy-scale-'));
      const context = await launchWithExtension(profileDir, undefined, dir);
      await waitForPage(context, 'chrome-extension://', 30_000);
      browsers.push({ dir, name: names[i]!, context, extensionId: await extensionIdOf(context), profileDir });
    }
    const version = browsers[0]!.context.browser()?.version() ?? '?';
    log(`Chromium ${version}; ${options.runs} runs per shape and size, builds: ${options.builds.join(', ')}`);

    const cells = new Map<string, Cell>();
    for (const shape of options.shapes) {
      for (const blocks of options.blocks) {
        const url = `${server.origin}${mains.get(`${shape}/${blocks}`)}`;
        const cell: Cell = { floor: [], writes: 0, fills: new Map(browsers.map((b) => [b.name, []])) };
        cells.set(`${shape}/${blocks}`, cell);
        for (let run = 0; run < options.runs; run++) {
          const floor = await measureFloor(browsers[0]!.context, url, options.timeoutMs);
          cell.floor.push(floor.ms);
          cell.writes = floor.writes;
          const order = run % 2 ? [...browsers].reverse() : browsers;
          for (const browser of order) {
            const fill = await popupFill(browser.context, browser.extensionId, url, options.timeoutMs);
            cell.fills.get(browser.name)!.push(fill);
            log(
              `  ${shape} ${blocks * FIELDS_PER_BLOCK} fields, ${browser.name}, run ${run + 1}/${options.runs}: click → Completed ${ms(fill.endToEndMs)}, report ${ms(fill.report.durationMs)}, floor ${ms(floor.ms)}, filled ${fill.report.filled}/${floor.writes}${notFilled(fill)}`,
            );
          }
        }
      }
    }

    lines.push(
      '',
      `Understudy scale benchmark: Chromium ${version}; medians of ${options.runs} runs, each on a freshly loaded page; builds taking turns.`,
    );
    lines.push(
      'Click → Completed: the popup\'s "Fill page" click to its "Completed" (popup opened by the toolbar click, in a window beside the page).',
    );
    lines.push(
      "Report: the fill report's durationMs (collect or refresh + plan + write). Floor: native setters + input/change on every field, timed in the page. Ratio: report / floor, judged from 2,480 fields up.",
    );
    lines.push("The popup fill's growth columns are for reading only: growth is judged on the shortcut fill below.");
    lines.push(
      "Page GC after click: V8's major garbage collection inside the page's work after the click (refresh, collect, write), from the trace.",
    );
    for (const shape of options.shapes) {
      lines.push('', `${shape}: ${SHAPE_TITLES[shape]}`);
      const rows: string[][] = [
        [
          'fields',
          'build',
          'click → Completed',
          'growth',
          'report',
          'growth',
          'floor',
          'ratio',
          'filled / floor writes',
          'ms: describe before click | refresh | to worker + plan | write | to Completed',
          'page GC after click, ms by run',
        ],
      ];
      for (const browser of browsers) {
        const e2e = options.blocks.map((blocks) =>
          median(
            cells
              .get(`${shape}/${blocks}`)!
              .fills.get(browser.name)!
              .map((f) => f.endToEndMs),
          ),
        );
        const report = options.blocks.map((blocks) =>
          median(
            cells
              .get(`${shape}/${blocks}`)!
              .fills.get(browser.name)!
              .map((f) => f.report.durationMs),
          ),
        );
        const floors = options.blocks.map((blocks) => median(cells.get(`${shape}/${blocks}`)!.floor));
        const ratios = report.map((value, i) => value / floors[i]!);
        options.blocks.forEach((blocks, i) => {
          const cell = cells.get(`${shape}/${blocks}`)!;
          const fills = cell.fills.get(browser.name)!;
          rows.push([
            (blocks * FIELDS_PER_BLOCK).toLocaleString('en-US'),
            browser.name,
            ms(e2e[i]!),
            times(growth(e2e)[i]!),
            ms(report[i]!),
            times(growth(report)[i]!),
            ms(floors[i]!),
            `${ratios[i]!.toFixed(2)}×`,
            `${Math.min(...fills.map((f) => f.report.filled))} / ${cell.writes}`,
            phasesOf(fills),
            pageGcOf(fills),
          ]);
        });
        const done = options.blocks.every((blocks) => {
          const cell = cells.get(`${shape}/${blocks}`)!;
          return verdict(true, cell.fills.get(browser.name)!, cell.writes) === 'PASS';
        });
        ratioJudged.set(
          `${browser.name}/${shape}`,
          judgeRatio(
            options.blocks.map((blocks, i) => ({ fields: blocks * FIELDS_PER_BLOCK, ratio: ratios[i]! })),
            done,
          ),
        );
      }
      lines.push(...table(rows, 2));
    }

    let cold: Array<{ name: string; result: ColdStart }> = [];
    if (options.coldRuns) {
      // Headed (the shortcut needs real keys), so one browser at a time; builds in turn.
      cold = [];
      for (const browser of browsers) {
        log(`cold start, ${browser.name}:`);
        cold.push({
          name: browser.name,
          result: await measureColdStart(browser.dir, `${server.origin}/small.html`, options.coldRuns, log),
        });
      }
      lines.push(
        '',
        `Cold start: a 25-field form filled by Alt+Shift+F (real key press, headed on Xvfb), key → task completed; medians of ${options.coldRuns}, warm and cold taking turns.`,
      );
      const rows: string[][] = [
        [
          'build',
          'warm',
          'cold',
          'cold − warm',
          'report warm / cold',
          'worker start: evaluate',
          'heap started',
          'heap after a fill',
        ],
      ];
      for (const { name, result } of cold) {
        const warm = median(result.warm.map((f) => f.ms));
        const coldMs = median(result.cold.map((f) => f.ms));
        rows.push([
          name,
          ms(warm),
          ms(coldMs),
          ms(coldMs - warm),
          `${ms(median(result.warm.map((f) => f.reportMs)))} / ${ms(median(result.cold.map((f) => f.reportMs)))}`,
          ms(median(result.starts.map((s) => s.evaluateMs))),
          `${(median(result.starts.map((s) => s.heapStarted)) / 1e6).toFixed(1)} MB`,
          `${(median(result.starts.map((s) => s.heapAfterFill)) / 1e6).toFixed(1)} MB`,
        ]);
        verdicts.push([
          'cold start adds',
          name,
          !result.failures.length && coldMs - warm < MAX_COLD_MS ? 'PASS' : 'MISS',
          `${ms(coldMs - warm)} (< ${MAX_COLD_MS} ms)` +
            (result.failures.length ? `; ${result.failures.length} fills did not complete` : ''),
        ]);
      }
      lines.push(...table(rows, 1));
      for (const { name, result } of cold) for (const failure of result.failures) lines.push(`  ${name}: ${failure}`);
    }
    if (options.shortcutRuns) {
      // The popup describes the page as it opens; a shortcut fill has nothing ready, so all of the fill comes after
      // the key press: this is the fill whose growth is judged.
      const toFill = options.shapes.flatMap((shape) =>
        options.blocks.map((blocks) => ({ shape, blocks, url: `${server.origin}${mains.get(`${shape}/${blocks}`)}` })),
      );
      lines.push(
        '',
        `Shortcut fill, nothing prepared: Alt+Shift+F on each page (headed on Xvfb, worker warm), key → task completed; medians of ${options.shortcutRuns}. Its growth per doubling is judged.`,
      );
      const rows: string[][] = [['shape', 'fields', 'build', 'key → completed', 'growth', 'report', 'growth']];
      for (const browser of browsers) {
        log(`shortcut fills, ${browser.name}:`);
        const fills = await measureShortcutFills(
          browser.dir,
          `${server.origin}/small.html`,
          toFill.map((cell) => cell.url),
          options.shortcutRuns,
          options.timeoutMs,
          log,
        );
        for (const shape of options.shapes) {
          const mine = toFill.flatMap((cell, i) => (cell.shape === shape ? [fills[i]!] : []));
          const keyMs = mine.map((list) => median(list.map((fill) => fill.ms)));
          const reportMs = mine.map((list) => median(list.map((fill) => fill.reportMs)));
          const sizes: SizeMedian[] = options.blocks.map((blocks, i) => ({
            fields: blocks * FIELDS_PER_BLOCK,
            ms: keyMs[i]!,
          }));
          growthJudged.set(`${browser.name}/${shape}`, judgeGrowth(sizes));
          options.blocks.forEach((blocks, i) => {
            const missing = options.shortcutRuns - mine[i]!.length;
            rows.push([
              shape,
              (blocks * FIELDS_PER_BLOCK).toLocaleString('en-US'),
              browser.name,
              ms(keyMs[i]!) + (missing ? ` (${missing} did not complete)` : ''),
              times(growth(keyMs)[i]!),
              ms(reportMs[i]!),
              times(growth(reportMs)[i]!),
            ]);
          });
        }
      }
      lines.push(...table(rows, 3));
    }
    const scaleVerdicts = scaleVerdictRows(browsers, options.shapes, ratioJudged, growthJudged);
    lines.push('', ...table([...verdicts.slice(0, 1), ...scaleVerdicts, ...verdicts.slice(1)], 4));
    if (!options.shortcutRuns)
      lines.push('Growth not judged: --no-shortcut leaves out the shortcut fills it is judged on.');
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    console.error(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (lines.length) console.log(lines.join('\n'));
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await closeAll();
  }
}
