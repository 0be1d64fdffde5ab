/// <reference types="chrome" />
/**
 * Fill speed benchmark (issue 4, "Speed"): real Chromium, the release build in
 * .output/chrome-mv3, generated pages on 127.0.0.1. Prints figures and
 * PASS/MISS per target; exits 0 either way (a benchmark, not a test), and
 * non-zero only when it could not measure.
 * Over 250 lines on purpose: every row of the benchmark is set up and printed here, in order.
 *
 *   node tests/bench/fill/run.mjs [--runs 5] [--blocks 100] [--timeout 90] [--profile | --profile-only]
 *
 * Build first (`npm run build`): the run says so when the build is missing or
 * older than the sources. Env: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension, waitForPage } from '../../e2e/support/extension-test';
import { CHROMIUM_PATH, EXTENSION_DIR } from '../../e2e/support/paths';
import { fillFloor, type FloorResult } from './floor';
import { bigPage, FIELDS_PER_BLOCK, smallPage, SMALL_PAGE_FIELDS } from './generate-page';
import { startPageServer } from './page-server';
import { popupFill, verdict, type PopupFill } from './popup-fill';
import { profileFill } from './profile-fill';
import { bytes, median, ms, range, table } from './stats';
import type { TracePhases } from './trace';
import { benchRules } from './bench-rules';
import { boundRun } from './bound-run';

interface Options {
  runs: number;
  blocks: number;
  timeoutMs: number;
  /** Also profile one fill of the big page (see profile-fill.ts). */
  profile: boolean;
  /** Only the profile, no measurements. */
  profileOnly: boolean;
  /** Where to save each popup fill's Chromium trace, with V8's samples (see popup-fill.ts). */
  traceDir?: string;
  /** Only the rows (e): the big page with and without 200 rules stored. */
  rulesOnly?: boolean;
}

const USAGE =
  'usage: node tests/bench/fill/run.mjs [--runs n] [--blocks n] [--timeout seconds-per-fill] [--profile | --profile-only | --rules-only] [--trace dir]';

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { runs: 5, blocks: 100, timeoutMs: 90_000, profile: false, profileOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const number = () => {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1) throw new Error(`${arg} needs a positive whole number`);
      return value;
    };
    try {
      if (arg === '--runs') options.runs = number();
      else if (arg === '--blocks') options.blocks = number();
      else if (arg === '--timeout') options.timeoutMs = number() * 1000;
      else if (arg === '--profile') options.profile = true;
      else if (arg === '--profile-only') options.profile = options.profileOnly = true;
      else if (arg === '--rules-only') options.rulesOnly = true;
      else if (arg === '--trace' && argv[i + 1]) options.traceDir = argv[++i];
      else return `${arg === '--help' || arg === '-h' ? '' : `unknown argument ${arg}\n`}${USAGE}`;
    } catch (error) {
      return `${(error as Error).message}\n${USAGE}`;
    }
  }
  return options;
}

const ROOT = new URL('../../..', import.meta.url).pathname;
const FILLER = join(EXTENSION_DIR, 'filler.js');

/** Why the build cannot be measured, or a warning that it is older than the sources. */
export function checkBuild(): { error?: string; warning?: string } {
  if (!existsSync(CHROMIUM_PATH))
    return { error: `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).` };
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json')) || !existsSync(FILLER))
    return { error: `No release build in ${EXTENSION_DIR}: run "npm run build" first.` };
  const built = statSync(FILLER).mtimeMs;
  const newer: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && statSync(join(ROOT, path)).mtimeMs > built) newer.push(path);
    }
  };
  for (const dir of ['utils', 'entrypoints', 'components']) if (existsSync(join(ROOT, dir))) walk(dir);
  return newer.length
    ? {
        warning: `the build is older than ${newer.length} source file(s) (${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', …' : ''}): run "npm run build" to measure them.`,
      }
    : {};
}

export async function extensionIdOf(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  return new URL(worker.url()).host;
}

/** (a): median of `runs` floor fills, the page reloaded before each. */
async function measureFloor(
  context: BrowserContext,
  url: string,
  runs: number,
  timeoutMs: number,
  passwords: 'setter' | 'setRangeText' = 'setter',
): Promise<FloorResult[]> {
  const page = await context.newPage();
  try {
    const results: FloorResult[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      results.push(await page.evaluate(fillFloor, passwords));
    }
    return results;
  } finally {
    await page.close().catch(() => undefined);
  }
}

/** `runs` popup fills of the page (see popupFill; `changePage` changes it after the popup prepared it). */
export async function measurePopupFills(
  context: BrowserContext,
  extensionId: string,
  url: string,
  runs: number,
  timeoutMs: number,
  label: string,
  traceDir?: string,
  changePage = false,
): Promise<PopupFill[]> {
  const fills: PopupFill[] = [];
  for (let run = 0; run < runs; run++) {
    const traceFile = traceDir && join(traceDir, `${label.replace(/\W+/g, '-')}-${run + 1}.json`);
    const fill = await popupFill(context, extensionId, url, timeoutMs, traceFile, changePage);
    process.stderr.write(
      `  ${label} fill ${run + 1}/${runs}: ${ms(fill.endToEndMs)} end to end, report ${ms(fill.report.durationMs)}\n`,
    );
    fills.push(fill);
  }
  return fills;
}

const phaseValues = (fills: PopupFill[], key: keyof TracePhases) =>
  fills.flatMap((fill) => (typeof fill.phases === 'string' ? [] : [fill.phases[key]]));
const phaseMedian = (fills: PopupFill[], key: keyof TracePhases) => median(phaseValues(fills, key));

/** The phases of the run with the median end-to-end time (so they add up), from its trace. */
function phaseRows(fills: PopupFill[]): string[][] {
  const traced = fills.filter((fill) => typeof fill.phases !== 'string').sort((a, b) => a.endToEndMs - b.endToEndMs);
  const run = traced[Math.floor((traced.length - 1) / 2)];
  if (!run || typeof run.phases === 'string') return [['      (no trace phases)', '', '']];
  const p = run.phases;
  return [
    [`      phases of the median run (${ms(run.endToEndMs)}), from a Chromium trace:`, '', ''],
    ["        before the click: the popup's preparation in the page (first injection → last)", ms(p.prepare), ''],
    ['        click → refresh starts (message, task saved, injection)', ms(p.toRefresh), ''],
    ["        refresh in the page (prepared fields' values and focus read again)", ms(p.refresh), ''],
    ...(p.collect
      ? [
          [
            "        collect in the page (filler.js: compile + run; on a long page every part's injection)",
            ms(p.collect),
            '',
          ],
        ]
      : []),
    ...(p.collectGap
      ? [["        a long page's other parts: the page describes them, the worker classifies", ms(p.collectGap), '']]
      : []),
    [
      p.collect ? '        collected fields leave the page' : '        refreshed values leave the page',
      ms(p.resultOut),
      '',
    ],
    [
      p.collect ? '        fields reach the worker + plan' : '        values reach the worker + plan',
      ms(p.toWorkerAndPlan),
      '',
    ],
    ['        write request reaches the page', ms(p.planToPage), ''],
    ['        write in the page', ms(p.write), ''],
    ["        the page's major garbage collection in its work after the click", ms(p.pageGc), ''],
    ['        write ends → "Completed" shown (report + task saved, popup renders)', ms(p.toCompleted), ''],
  ];
}
const span = (values: number[]) => {
  const [low, high] = range(values);
  return `${ms(low)} – ${ms(high)}`;
};

function countsLine(fills: PopupFill[]): string {
  const lines = fills.map(
    ({ report: r }) => `filled ${r.filled}, skipped ${r.skipped}, failed ${r.failed} (${r.fields} report entries)`,
  );
  return new Set(lines).size === 1
    ? `${lines[0]}, the same in all ${fills.length} runs`
    : lines.map((line, i) => `run ${i + 1}: ${line}`).join('; ');
}

/**
 * After storing or removing the 200 rules, the fill waits this long: the
 * browser writes 201 sync items to disk meanwhile, and a fill started at once
 * would measure that write (docs/performance.md, "Rules"). A user's rules
 * were stored long before the click.
 */
const SETTLE_MS = 3_000;

/**
 * Row (e) makes at least this many pairs, whatever `--runs` says: its target
 * is a small difference between fills that vary by tens of milliseconds, and
 * a few pairs cannot tell it.
 */
const MIN_RULE_PAIRS = 15;

/**
 * (e): the big page filled from the popup with no rules stored and with 200
 * (bench-rules.ts), interleaved run by run, which goes first alternating, so
 * the machine's load falls on both alike. Every fill starts SETTLE_MS after
 * the last change to the stored rules.
 */
async function measureRules(
  context: BrowserContext,
  extensionId: string,
  welcome: Page,
  url: string,
  options: Options,
): Promise<{ noRules: PopupFill[]; withRules: PopupFill[] }> {
  const rules = benchRules(200);
  // Stored from the worker, with no options page open: an open one would redraw its 200 rules at each change, in the popup's process.
  await welcome.close().catch(() => undefined);
  const store = async (write: (items: Record<string, unknown>) => Promise<void>, items: Record<string, unknown>) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(write, items);
  };
  const noRules: PopupFill[] = [];
  const withRules: PopupFill[] = [];
  for (let run = 0; run < Math.max(options.runs, MIN_RULE_PAIRS); run++) {
    for (const stored of run % 2 ? [true, false] : [false, true]) {
      if (stored) await store((items) => chrome.storage.sync.set(items), rules);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      (stored ? withRules : noRules).push(
        ...(await measurePopupFills(
          context,
          extensionId,
          url,
          1,
          options.timeoutMs,
          stored ? `big page, 200 rules, run ${run + 1}` : `big page, no rules, run ${run + 1}`,
          options.traceDir,
        )),
      );
      if (stored) await store((items) => chrome.storage.sync.remove(Object.keys(items)), rules);
    }
  }
  return { noRules, withRules };
}

/** What 200 stored rules add: each run's difference against its interleaved partner, and the median of those. */
const rulesAdded = (noRules: PopupFill[], withRules: PopupFill[]) =>
  median(withRules.map((fill, i) => fill.endToEndMs - noRules[i]!.endToEndMs));

function rulesRows(noRules: PopupFill[], withRules: PopupFill[]): string[][] {
  return [
    [
      `(e) popup click → "Completed", big page, no rules stored (interleaved with the next row)`,
      ms(median(noRules.map((f) => f.endToEndMs))),
      span(noRules.map((f) => f.endToEndMs)),
    ],
    [
      '(e) the same with 200 rules stored (150 for other sites, 49 words or expressions, 1 selector)',
      ms(median(withRules.map((f) => f.endToEndMs))),
      span(withRules.map((f) => f.endToEndMs)),
    ],
    [
      '      report durationMs, without and with the rules',
      `${ms(median(noRules.map((f) => f.report.durationMs)))} / ${ms(median(withRules.map((f) => f.report.durationMs)))}`,
      '',
    ],
    [
      `      added by the rules: median of the ${withRules.length} pairs' differences (target ≤ 5 ms, issue 18)`,
      ms(rulesAdded(noRules, withRules)),
      '',
    ],
    ['      no rules:', '', ''],
    ...phaseRows(noRules),
    ['      200 rules:', '', ''],
    ...phaseRows(withRules),
  ];
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return options.startsWith('usage') ? 0 : 2;
  }
  const build = checkBuild();
  if (build.error) {
    console.error(build.error);
    return 2;
  }
  if (build.warning) console.error(`warning: ${build.warning}`);

  const filler = readFileSync(FILLER);
  const gzip = gzipSync(filler, { level: 9 }).length;
  const bigFields = options.blocks * FIELDS_PER_BLOCK;
  const server = await startPageServer({ '/big.html': bigPage(options.blocks), '/small.html': smallPage() });
  const profileDir = await mkdtemp(join(tmpdir(), 'understudy-bench-'));
  let context: BrowserContext | undefined;
  const closeAll = async () => {
    await context?.close().catch(() => undefined);
    context = undefined;
    await server.close().catch(() => undefined);
    await rm(profileDir, { recursive: true, force: true }).catch(() => undefined);
  };
  // Bounded: a stuck run closes the browser and gives up rather than hanging CI.
  const rulePairs = Math.max(options.runs, MIN_RULE_PAIRS);
  const budgetMs = options.timeoutMs * (options.runs * 7 + rulePairs * 2 + 6) + rulePairs * 2 * SETTLE_MS + 120_000;
  const release = boundRun(budgetMs, closeAll);

  try {
    context = await launchWithExtension(profileDir);
    const welcome = await waitForPage(context, 'chrome-extension://', 30_000);
    const extensionId = await extensionIdOf(context);
    const version = context.browser()?.version() ?? '?';
    const bigUrl = `${server.origin}/big.html`;
    const smallUrl = `${server.origin}/small.html`;

    if (options.profileOnly) {
      console.log(await profileFill(context, bigUrl, options.timeoutMs));
      return 0;
    }
    if (options.rulesOnly) {
      if (options.traceDir) mkdirSync(options.traceDir, { recursive: true });
      const { noRules, withRules } = await measureRules(context, extensionId, welcome, bigUrl, options);
      console.log(table(rulesRows(noRules, withRules)).join('\n'));
      return 0;
    }
    process.stderr.write(`Chromium ${version}; measuring ${options.runs} runs each…\n`);
    const floor = await measureFloor(context, bigUrl, options.runs, options.timeoutMs);
    const smallFloor = await measureFloor(context, smallUrl, options.runs, options.timeoutMs);
    const rangeTextFloor = await measureFloor(context, bigUrl, options.runs, options.timeoutMs, 'setRangeText');
    process.stderr.write(
      `  floor: ${floor.map((f) => ms(f.ms)).join(', ')}; 25-field page: ${smallFloor.map((f) => ms(f.ms)).join(', ')}\n`,
    );
    if (options.traceDir) mkdirSync(options.traceDir, { recursive: true });
    const big = await measurePopupFills(
      context,
      extensionId,
      bigUrl,
      options.runs,
      options.timeoutMs,
      'big page',
      options.traceDir,
    );
    const bigChanged = await measurePopupFills(
      context,
      extensionId,
      bigUrl,
      options.runs,
      options.timeoutMs,
      'big page changed',
      options.traceDir,
      true,
    );
    const small = await measurePopupFills(
      context,
      extensionId,
      smallUrl,
      options.runs,
      options.timeoutMs,
      '25-field page',
      options.traceDir,
    );
    const smallChanged = await measurePopupFills(
      context,
      extensionId,
      smallUrl,
      options.runs,
      options.timeoutMs,
      '25-field page changed',
      options.traceDir,
      true,
    );
    const { noRules, withRules } = await measureRules(context, extensionId, welcome, bigUrl, options);
    await welcome.close().catch(() => undefined);

    const floorMs = median(floor.map((f) => f.ms));
    const reportMs = median(big.map((f) => f.report.durationMs));
    const e2e = (fills: PopupFill[]) => median(fills.map((f) => f.endToEndMs));
    const [bigE2e, bigChangedE2e, smallE2e, smallChangedE2e] = [big, bigChanged, small, smallChanged].map(e2e) as [
      number,
      number,
      number,
      number,
    ];
    const ratio = reportMs / floorMs;
    const traceErrors = [...big, ...bigChanged, ...small, ...smallChanged].flatMap((fill) =>
      typeof fill.phases === 'string' ? [fill.phases] : [],
    );

    const lines: string[] = [];
    lines.push(
      '',
      `Understudy fill benchmark: Chromium ${version}, release build ${EXTENSION_DIR.replace(ROOT, '')} (${new Date(statSync(FILLER).mtimeMs).toISOString()})`,
    );
    lines.push(
      `Big page: ${options.blocks} checkout/signup forms, ${bigFields.toLocaleString('en-US')} fields; small page: one form of ${SMALL_PAGE_FIELDS} fields. Medians of ${options.runs} runs, page reloaded (fresh tab) before each.`,
      '',
    );
    lines.push(
      ...table([
        ['', 'median', `range of ${options.runs}`],
        [
          `(a) floor: native setter + input/change, ${floor[0]?.writes ?? 0} writes, in page`,
          ms(floorMs),
          span(floor.map((f) => f.ms)),
        ],
        [
          `      of which ${floor[0]?.passwordWrites ?? 0} password fields`,
          ms(median(floor.map((f) => f.passwordMs))),
          span(floor.map((f) => f.passwordMs)),
        ],
        [
          '      what-if: password fields by setRangeText (no password-manager work)',
          ms(median(rangeTextFloor.map((f) => f.ms))),
          span(rangeTextFloor.map((f) => f.ms)),
        ],
        [
          '(b) Understudy report durationMs (collect + plan + write), big page',
          ms(reportMs),
          span(big.map((f) => f.report.durationMs)),
        ],
        [
          "      in page: describe, as the popup opened (filler.js injection, compile + run; every part's injection)",
          ms(phaseMedian(big, 'prepare')),
          span(phaseValues(big, 'prepare')),
        ],
        ['      in page: write (its injection)', ms(phaseMedian(big, 'write')), span(phaseValues(big, 'write'))],
        [
          '      the same fill, page changed after the popup opened: report durationMs',
          ms(median(bigChanged.map((f) => f.report.durationMs))),
          span(bigChanged.map((f) => f.report.durationMs)),
        ],
        [
          `(c) popup click → "Completed", big page (described as the popup opened)`,
          ms(bigE2e),
          span(big.map((f) => f.endToEndMs)),
        ],
        ...phaseRows(big),
        [
          `(c) the same, page changed after the popup opened (described after the click)`,
          ms(bigChangedE2e),
          span(bigChanged.map((f) => f.endToEndMs)),
        ],
        ...phaseRows(bigChanged),
        [
          `(c) popup click → "Completed", ${SMALL_PAGE_FIELDS}-field page (described as the popup opened)`,
          ms(smallE2e),
          span(small.map((f) => f.endToEndMs)),
        ],
        [
          `      floor (${smallFloor[0]?.writes ?? 0} writes)`,
          ms(median(smallFloor.map((f) => f.ms))),
          span(smallFloor.map((f) => f.ms)),
        ],
        [
          '      report durationMs',
          ms(median(small.map((f) => f.report.durationMs))),
          span(small.map((f) => f.report.durationMs)),
        ],
        ...phaseRows(small),
        [
          `(c) the same, page changed after the popup opened (described after the click)`,
          ms(smallChangedE2e),
          span(smallChanged.map((f) => f.endToEndMs)),
        ],
        ...phaseRows(smallChanged),
        ['(d) injected: filler.js', `${bytes(filler.length)} raw`, `${bytes(gzip)} gzip -9`],
        ...rulesRows(noRules, withRules),
      ]),
    );
    lines.push(
      '',
      `Fill report, big page:           ${countsLine(big)}`,
      `Fill report, big page, changed:  ${countsLine(bigChanged)}`,
      `Fill report, small page:         ${countsLine(small)}`,
      `Fill report, small page, changed: ${countsLine(smallChanged)}`,
      `Fill report, big page, 200 rules: ${countsLine(withRules)}`,
    );
    if (traceErrors.length)
      lines.push(`Trace phases missing in ${traceErrors.length} runs: ${[...new Set(traceErrors)].join('; ')}`);
    lines.push(
      '',
      ...table([
        ['Target (issue 4)', 'measured', 'target', ''],
        [
          '(b) ≤ 1.5 × (a)',
          `${ratio.toFixed(1)}× (${ms(reportMs)} / ${ms(floorMs)})`,
          '≤ 1.5×',
          verdict(ratio <= 1.5, big, floor[0]?.writes ?? 0),
        ],
        ['(c) big page end to end', ms(bigE2e), '< 300 ms', verdict(bigE2e < 300, big, floor[0]?.writes ?? 0)],
        [
          '    page changed after the popup opened',
          ms(bigChangedE2e),
          '< 300 ms',
          verdict(bigChangedE2e < 300, bigChanged, floor[0]?.writes ?? 0),
        ],
        [
          `(c) ${SMALL_PAGE_FIELDS}-field page end to end`,
          ms(smallE2e),
          '< 100 ms',
          verdict(smallE2e < 100, small, smallFloor[0]?.writes ?? 0),
        ],
        [
          '    page changed after the popup opened',
          ms(smallChangedE2e),
          '< 100 ms',
          verdict(smallChangedE2e < 100, smallChanged, smallFloor[0]?.writes ?? 0),
        ],
        [
          '(e) 200 rules stored, added to (c) (issue 18)',
          ms(rulesAdded(noRules, withRules)),
          '≤ 5 ms',
          verdict(rulesAdded(noRules, withRules) <= 5, withRules, floor[0]?.writes ?? 0),
        ],
      ]),
    );
    console.log(lines.join('\n'));

    if (options.profile) {
      console.log(await profileFill(context, bigUrl, options.timeoutMs));
    }
    return 0;
  } catch (error) {
    console.error(`benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    release();
    await closeAll();
  }
}
