/**
 * Automation benchmark (issue 34, "Fast"): the built library's `fillPage`
 * (dist/, imported as `understudy/playwright`) in Debian's Chromium, beside
 * the built extension's popup fill of the same pages in the same browser.
 * Prints tables and PASS/MISS per target; exits 0 either way (a benchmark,
 * not a test), and non-zero only when it could not measure.
 * Over 150 lines on purpose: every row is measured and printed here, in order.
 *
 *   npm run build && npm run build:lib && node tests/bench/automation/run.mjs [--runs 5] [--warm 10] [--blocks 100] [--timeout 90]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchWithExtension, waitForPage } from '../../e2e/support/extension-test';
import { bigPage, FIELDS_PER_BLOCK } from '../fill/generate-page';
import { startPageServer } from '../fill/page-server';
import { popupFill, type PopupFill } from '../fill/popup-fill';
import { checkBuild, extensionIdOf } from '../fill/run-fill';
import { median, ms, range, table } from '../fill/stats';
import { shapePages, SHAPE_TITLES } from '../scale/shapes';
import {
  checkLibrary,
  openCountedPage,
  pageScriptLoads,
  timeFill,
  type FillPage,
  type LibraryFill,
} from './library-fill';
import { SMALL_SHAPE_TITLES, SMALL_SHAPES, smallShapePages, type SmallShape } from './small-shapes';
import { roundTripMs, splitFills, type TimeSplit } from './time-split';
import { judgeLoadedOnce, judgeRatio, judgeWarm, type Judged, type Work } from './verdict';
import { boundRun } from '../fill/bound-run';

interface Options {
  runs: number;
  /** Fills of each 25-field page after its first. */
  warm: number;
  blocks: number;
  timeoutMs: number;
}

const USAGE =
  'usage: node tests/bench/automation/run.mjs [--runs n] [--warm fills-per-page] [--blocks n] [--timeout seconds-per-fill]';

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { runs: 5, warm: 10, blocks: 100, timeoutMs: 90_000 };
  const keys: Record<string, keyof Options> = { '--runs': 'runs', '--warm': 'warm', '--blocks': 'blocks' };
  for (let i = 0; i < argv.length; i += 2) {
    const arg = argv[i]!;
    const value = Number(argv[i + 1]);
    if (!(arg in keys) && arg !== '--timeout')
      return `${arg === '--help' || arg === '-h' ? '' : `unknown argument ${arg}\n`}${USAGE}`;
    if (!Number.isInteger(value) || value < 1) return `${arg} needs a positive whole number\n${USAGE}`;
    if (arg === '--timeout') options.timeoutMs = value * 1000;
    else options[keys[arg]!] = value;
  }
  return options;
}

/**
 * The 25 fields of the small form, written by one fill: every field but the
 * shipping group's other two radios.
 */
const SMALL_WRITES = 23;

const BIG_SHAPES = ['big page', 'shadow', 'frames'] as const;
type BigShape = (typeof BIG_SHAPES)[number];

interface SmallRun {
  first: LibraryFill;
  warm: LibraryFill[];
  loads: number[];
}

interface BigRun {
  library: LibraryFill;
  second: LibraryFill;
  loads: number[];
  extension: PopupFill;
  /** The extension's fill when the page changed after the popup opened: described after the click, as the library's is. */
  described: PopupFill;
}

const medianOf = <T>(items: T[], value: (item: T) => number) => median(items.map(value));
const spanOf = <T>(items: T[], value: (item: T) => number) => {
  const [low, high] = range(items.map(value));
  return `${ms(low)} – ${ms(high)}`;
};
const row = <T>(label: string, items: T[], value: (item: T) => number) => [
  label,
  ms(medianOf(items, value)),
  spanOf(items, value),
];

/** The 25-field pages: each run a fresh tab per shape, filled once and then `warm` times more. */
async function measureSmall(
  context: BrowserContext,
  fill: FillPage,
  origin: string,
  options: Options,
): Promise<Record<SmallShape, SmallRun[]>> {
  const runs = Object.fromEntries(SMALL_SHAPES.map((shape) => [shape, [] as SmallRun[]])) as Record<
    SmallShape,
    SmallRun[]
  >;
  for (let run = 0; run < options.runs; run++) {
    for (const shape of SMALL_SHAPES) {
      const page = await openCountedPage(context, origin + smallShapePages(shape).main, options.timeoutMs);
      try {
        const first = await timeFill(fill, page, run);
        const warm: LibraryFill[] = [];
        for (let call = 0; call < options.warm; call++) warm.push(await timeFill(fill, page, run * 100 + call));
        runs[shape].push({ first, warm, loads: await pageScriptLoads(page) });
        process.stderr.write(
          `  25 fields, ${shape} ${run + 1}/${options.runs}: first ${ms(first.ms)}, warm median ${ms(medianOf(warm, (f) => f.ms))}\n`,
        );
      } finally {
        await page.close().catch(() => undefined);
      }
    }
  }
  return runs;
}

/**
 * The long pages, the library and the extension taking turns run by run (which goes first alternating,
 * so the machine's load falls on both alike), each fill on a fresh tab.
 */
async function measureBig(
  context: BrowserContext,
  extensionId: string,
  fill: FillPage,
  urls: Record<BigShape, string>,
  options: Options,
): Promise<Record<BigShape, BigRun[]>> {
  const runs = Object.fromEntries(BIG_SHAPES.map((shape) => [shape, [] as BigRun[]])) as Record<BigShape, BigRun[]>;
  for (let run = 0; run < options.runs; run++) {
    for (const shape of BIG_SHAPES) {
      const byLibrary = async () => {
        const page = await openCountedPage(context, urls[shape], options.timeoutMs);
        try {
          const library = await timeFill(fill, page, run);
          const second = await timeFill(fill, page, run + 1);
          return { library, second, loads: await pageScriptLoads(page) };
        } finally {
          await page.close().catch(() => undefined);
        }
      };
      const byExtension = async () => ({
        extension: await popupFill(context, extensionId, urls[shape], options.timeoutMs, undefined, false, false),
        described: await popupFill(context, extensionId, urls[shape], options.timeoutMs, undefined, true, false),
      });
      let library: Awaited<ReturnType<typeof byLibrary>>;
      let extension: Awaited<ReturnType<typeof byExtension>>;
      if (run % 2) {
        library = await byLibrary();
        extension = await byExtension();
      } else {
        extension = await byExtension();
        library = await byLibrary();
      }
      runs[shape].push({ ...library, ...extension });
      process.stderr.write(
        `  ${shape} ${run + 1}/${options.runs}: library ${ms(library.library.ms)}, extension ${ms(extension.extension.endToEndMs)} (described after the click ${ms(extension.described.endToEndMs)})\n`,
      );
    }
  }
  return runs;
}

/**
 * Where the library's time goes (time-split.ts), after the timed runs: the 25-field pages' warm fills
 * on one tab each, the long pages' first fills on fresh tabs; and an empty evaluate's round trip on each.
 */
async function measureSplits(
  context: BrowserContext,
  fill: FillPage,
  urls: Record<string, string>,
  options: Options,
): Promise<Record<string, { fills: TimeSplit[]; trips: number[] }>> {
  const splits: Record<string, { fills: TimeSplit[]; trips: number[] }> = {};
  for (const [name, url] of Object.entries(urls)) {
    const warm = name.startsWith('25 fields');
    const fills: TimeSplit[] = [];
    let trips: number[] = [];
    for (let tab = 0; tab < (warm ? 1 : Math.min(options.runs, 3)); tab++) {
      const page = await openCountedPage(context, url, options.timeoutMs);
      try {
        if (warm) await timeFill(fill, page, 0);
        fills.push(...(await splitFills(fill, page, warm ? options.warm : 1)));
        trips = trips.concat(await roundTripMs(page));
      } finally {
        await page.close().catch(() => undefined);
      }
    }
    splits[name] = { fills, trips };
  }
  return splits;
}

/** The fewest fields any fill filled and the most any failed. */
function workOf(reports: Array<{ filled: number; failed: number }>, expected: number): Work {
  return {
    filled: Math.min(...reports.map((r) => r.filled)),
    failed: Math.max(...reports.map((r) => r.failed)),
    expected,
  };
}

/**
 * `loadLibrary` imports the built library as a test file does (run.mjs passes Node's own
 * `import('understudy/playwright')`, which resolves through package.json's exports to dist/).
 */
export async function main(argv: readonly string[], loadLibrary: () => Promise<FillPage>): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return options.startsWith('usage') ? 0 : 2;
  }
  for (const check of [checkBuild(), checkLibrary()]) {
    if (check.error) {
      console.error(check.error);
      return 2;
    }
    if (check.warning) console.error(`warning: ${check.warning}`);
  }

  const small = Object.fromEntries(SMALL_SHAPES.map((shape) => [shape, smallShapePages(shape)]));
  const shadow = shapePages('shadow', options.blocks);
  const frames = shapePages('frames', options.blocks);
  const server = await startPageServer({
    ...Object.assign({}, ...Object.values(small).map((shape) => shape.pages)),
    '/big.html': bigPage(options.blocks),
    ...shadow.pages,
    ...frames.pages,
  });
  const bigUrls: Record<BigShape, string> = {
    'big page': `${server.origin}/big.html`,
    shadow: server.origin + shadow.main,
    frames: server.origin + frames.main,
  };
  const profileDir = await mkdtemp(join(tmpdir(), 'understudy-bench-'));
  let context: BrowserContext | undefined;
  const closeAll = async () => {
    await context?.close().catch(() => undefined);
    context = undefined;
    await server.close().catch(() => undefined);
    await rm(profileDir, { recursive: true, force: true }).catch(() => undefined);
  };
  // Bounded: a stuck run closes the browser and gives up rather than hanging.
  const budgetMs = options.timeoutMs * (options.runs * (SMALL_SHAPES.length + 4 * BIG_SHAPES.length) + 2) + 120_000;
  const release = boundRun(budgetMs, closeAll);

  try {
    context = await launchWithExtension(profileDir);
    const welcome = await waitForPage(context, 'chrome-extension://', 30_000);
    const extensionId = await extensionIdOf(context);
    await welcome.close();
    const version = context.browser()?.version() ?? '?';
    process.stderr.write(`Chromium ${version}; measuring ${options.runs} runs each…\n`);

    // The first fill of the process, before any other: Node loads the library and faker's locale data,
    // and compiles both, as a test file's first fill does.
    const loadStart = performance.now();
    const fill = await loadLibrary();
    const importMs = performance.now() - loadStart;
    const coldPage = await openCountedPage(context, server.origin + small.signup!.main, options.timeoutMs);
    const processFirst = await timeFill(fill, coldPage, 0);
    const processSecond = await timeFill(fill, coldPage, 1);
    await coldPage.close();

    const smallRuns = await measureSmall(context, fill, server.origin, options);
    const bigRuns = await measureBig(context, extensionId, fill, bigUrls, options);
    const splits = await measureSplits(
      context,
      fill,
      {
        ...Object.fromEntries(SMALL_SHAPES.map((shape) => [`25 fields, ${shape}`, server.origin + small[shape]!.main])),
        ...Object.fromEntries(BIG_SHAPES.map((shape) => [shape, bigUrls[shape]])),
      },
      options,
    );

    const lines = [
      '',
      `Understudy automation benchmark: Chromium ${version}, library dist/playwright.js, extension .output/chrome-mv3, Node ${process.version}.`,
      `Medians of ${options.runs} runs, each on a fresh tab; a 25-field page is filled once, then ${options.warm} times more ("warm"); every library fill starts two animation frames after the last.`,
      '',
      ...table([
        ['fillPage, call → report', 'median', `range`],
        [`import('understudy/playwright'), once in the process`, ms(importMs), ''],
        [
          "the process's first fill (25 fields, signup), then its second on the same tab",
          `${ms(processFirst.ms)}`,
          ms(processSecond.ms),
        ],
        ...SMALL_SHAPES.flatMap((shape) => {
          const runs = smallRuns[shape];
          const warm = runs.flatMap((r) => r.warm);
          return [
            [`25 fields, ${SMALL_SHAPE_TITLES[shape]}`, '', ''],
            row('  first fill of a fresh tab (page script loaded into each frame)', runs, (r) => r.first.ms),
            row('  second fill, same tab', runs, (r) => r.warm[0]!.ms),
            row(`  warm: fills 2 to ${options.warm + 1} (${warm.length} fills)`, warm, (f) => f.ms),
            row('    of which the report durationMs (collect + plan + write)', warm, (f) => f.report.durationMs),
            [
              `  page script evaluations per frame after ${options.warm + 1} fills`,
              [...new Set(runs.flatMap((r) => r.loads))].join(', '),
              '',
            ],
          ];
        }),
      ]),
      '',
      ...table([
        [`${(options.blocks * FIELDS_PER_BLOCK).toLocaleString('en-US')} fields`, 'median', 'range', 'ratio'],
        ...BIG_SHAPES.flatMap((shape) => {
          const runs = bigRuns[shape];
          const library = medianOf(runs, (r) => r.library.ms);
          return [
            [shape === 'big page' ? "bench:fill's big page: a <form> per block" : SHAPE_TITLES[shape], '', '', ''],
            [...row('  library: fillPage, fresh tab', runs, (r) => r.library.ms), ''],
            [...row('    of which the report durationMs', runs, (r) => r.library.report.durationMs), ''],
            [...row('  library: second fill, same tab', runs, (r) => r.second.ms), ''],
            [
              ...row(
                '  extension: popup click → "Completed" (described as the popup opened)',
                runs,
                (r) => r.extension.endToEndMs,
              ),
              `${(library / medianOf(runs, (r) => r.extension.endToEndMs)).toFixed(2)}×`,
            ],
            [
              ...row(
                '  extension: the same, page changed after the popup opened (described after the click)',
                runs,
                (r) => r.described.endToEndMs,
              ),
              `${(library / medianOf(runs, (r) => r.described.endToEndMs)).toFixed(2)}×`,
            ],
            [
              `  filled / skipped / failed: library ${counts(runs.map((r) => r.library.report))}; extension ${counts(runs.map((r) => r.extension.report))}`,
              '',
              '',
              '',
            ],
          ];
        }),
      ]),
    ];

    lines.push(
      '',
      `Where the library's time goes: a 25-field page's warm fills (${options.warm} on one tab), a long page's first fill of a fresh tab (${Math.min(options.runs, 3)} tabs); medians`,
      ...table([
        ['', 'call → report', 'frame.evaluate calls', 'waiting on them', 'Node CPU', 'empty evaluate'],
        ...Object.entries(splits).map(([name, { fills, trips }]) => [
          name,
          ms(medianOf(fills, (f) => f.ms)),
          String(medianOf(fills, (f) => f.evaluates)),
          ms(medianOf(fills, (f) => f.pageMs)),
          ms(medianOf(fills, (f) => f.nodeCpuMs)),
          ms(median(trips)),
        ]),
      ]),
    );

    const verdicts: Array<[string, Judged]> = [
      ...SMALL_SHAPES.map((shape): [string, Judged] => {
        const warm = smallRuns[shape].flatMap((r) => r.warm);
        return [
          `warm 25-field fill, ${shape}`,
          judgeWarm(
            medianOf(warm, (f) => f.ms),
            workOf(
              warm.map((f) => f.report),
              SMALL_WRITES,
            ),
          ),
        ];
      }),
      ...BIG_SHAPES.map((shape): [string, Judged] => {
        const runs = bigRuns[shape];
        return [
          `${shape}: library / extension`,
          judgeRatio(
            medianOf(runs, (r) => r.library.ms),
            medianOf(runs, (r) => r.extension.endToEndMs),
            workOf(
              runs.map((r) => r.library.report),
              Math.min(...runs.map((r) => r.extension.report.filled)),
            ),
            medianOf(runs, (r) => r.described.endToEndMs),
          ),
        ];
      }),
      [
        'page script loaded once per page',
        judgeLoadedOnce(
          SMALL_SHAPES.flatMap((shape) => smallRuns[shape].map((r) => r.loads)),
          options.warm + 1,
        ),
      ],
      [
        '  the same on the long pages',
        judgeLoadedOnce(
          BIG_SHAPES.flatMap((shape) => bigRuns[shape].map((r) => r.loads)),
          2,
        ),
      ],
    ];
    lines.push(
      '',
      ...table([['Target (issue 34)', 'verdict', ''], ...verdicts.map(([name, j]) => [name, j.verdict, j.detail])]),
    );
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    console.error(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    release();
    await closeAll();
  }
}

function counts(reports: Array<{ filled: number; skipped: number; failed: number }>): string {
  const all = new Set(reports.map((r) => `${r.filled} / ${r.skipped} / ${r.failed}`));
  return [...all].join(', ');
}
