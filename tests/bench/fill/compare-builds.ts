/**
 * Compares two builds on the fill benchmark's popup fills, end to end:
 *
 *   node tests/bench/fill/compare.mjs <build A> <build B> [--rounds 6] [--runs 3] [--blocks 100] [--timeout 90]
 *
 * (each build a folder like .output/chrome-mv3; copy one aside before
 * building the other). On a shared machine the same build's median moves
 * from one hour to the next by more than most changes are worth, and
 * a change that is faster on its own (in Node, or in the page alone) may not
 * be in the whole fill (README.md, "Comparing two builds"). So the builds
 * take turns: each round starts a fresh Chromium per build, A then B in odd
 * rounds and B then A in even ones, and does `runs` fills of the big page and
 * of the 25-field page with each. It prints, per build, the median of all
 * its fills and each round's median, and exits 0; non-zero only when it
 * could not measure.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchWithExtension, waitForPage } from '../../e2e/support/extension-test';
import { CHROMIUM_PATH } from '../../e2e/support/paths';
import { bigPage, smallPage } from './generate-page';
import { startPageServer } from './page-server';
import { extensionIdOf, measurePopupFills } from './run-fill';
import { median, ms, table } from './stats';

interface Options {
  builds: [string, string];
  rounds: number;
  runs: number;
  blocks: number;
  timeoutMs: number;
}

const USAGE =
  'usage: node tests/bench/fill/compare.mjs <build A> <build B> [--rounds n] [--runs n] [--blocks n] [--timeout seconds-per-fill]';

/** Each option's field; all take a positive whole number (`--timeout` in seconds). */
const NUMBER_OPTIONS: Partial<Record<string, 'rounds' | 'runs' | 'blocks' | 'timeoutMs'>> = {
  '--rounds': 'rounds',
  '--runs': 'runs',
  '--blocks': 'blocks',
  '--timeout': 'timeoutMs',
};

export function parseCompareArgs(argv: readonly string[]): Options | string {
  const builds: string[] = [];
  const options = { rounds: 6, runs: 3, blocks: 100, timeoutMs: 90_000 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return USAGE;
    if (!arg.startsWith('--')) {
      builds.push(resolve(arg));
      continue;
    }
    const key = NUMBER_OPTIONS[arg];
    if (!key) return `unknown argument ${arg}\n${USAGE}`;
    const value = Number(argv[++i]);
    if (!Number.isInteger(value) || value < 1) return `${arg} needs a positive whole number\n${USAGE}`;
    options[key] = key === 'timeoutMs' ? value * 1000 : value;
  }
  if (builds.length !== 2) return USAGE;
  return { ...options, builds: [builds[0]!, builds[1]!] };
}

interface Sample {
  round: number;
  big: number[];
  small: number[];
}

export async function main(argv: readonly string[]): Promise<number> {
  const options = parseCompareArgs(argv);
  if (typeof options === 'string') {
    console.error(options);
    return options === USAGE && argv.some((arg) => arg === '--help' || arg === '-h') ? 0 : 2;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH).`);
    return 2;
  }
  const missing = options.builds.find((build) => !existsSync(join(build, 'manifest.json')));
  if (missing) {
    console.error(`No build in ${missing} (a folder with manifest.json, like .output/chrome-mv3).`);
    return 2;
  }
  const server = await startPageServer({ '/big.html': bigPage(options.blocks), '/small.html': smallPage() });
  const samples: Sample[][] = [[], []];
  try {
    for (let round = 1; round <= options.rounds; round++) {
      const order = round % 2 ? [0, 1] : [1, 0];
      for (const which of order) {
        // Each fill's time follows on stderr (measurePopupFills).
        process.stderr.write(`round ${round}, build ${'AB'[which]}:\n`);
        samples[which]!.push({ round, ...(await fillWith(options.builds[which]!, server.origin, options)) });
      }
    }
  } catch (error) {
    console.error(`comparison failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  } finally {
    await server.close().catch(() => undefined);
  }
  console.log(report(options, samples).join('\n'));
  return 0;
}

/** One fresh Chromium with the build: `runs` popup fills of each page. */
async function fillWith(build: string, origin: string, { runs, timeoutMs }: Options): Promise<Omit<Sample, 'round'>> {
  const profileDir = await mkdtemp(join(tmpdir(), 'understudy-compare-'));
  const context = await launchWithExtension(profileDir, undefined, build);
  try {
    await waitForPage(context, 'chrome-extension://', 30_000);
    const extensionId = await extensionIdOf(context);
    const fills = async (page: string, label: string) =>
      (await measurePopupFills(context, extensionId, `${origin}/${page}`, runs, timeoutMs, label)).map(
        (fill) => fill.endToEndMs,
      );
    return { big: await fills('big.html', 'big page'), small: await fills('small.html', '25-field page') };
  } finally {
    await context.close().catch(() => undefined);
    await rm(profileDir, { recursive: true, force: true }).catch(() => undefined);
  }
}

function report({ builds, rounds, runs }: Options, samples: Sample[][]): string[] {
  const all = (which: number, page: 'big' | 'small') => samples[which]!.flatMap((sample) => sample[page]);
  const perRound = (which: number) => samples[which]!.map((sample) => ms(median(sample.big))).join(', ');
  const under = (which: number) =>
    `${all(which, 'big').filter((time) => time < 300).length} of ${all(which, 'big').length}`;
  const difference = median(samples[1]!.map((sample, round) => median(sample.big) - median(samples[0]![round]!.big)));
  return [
    '',
    `Popup click → "Completed", ${rounds} rounds of ${runs} fills per build and page, the builds taking turns:`,
    `  A = ${builds[0]}`,
    `  B = ${builds[1]}`,
    '',
    ...table([
      ['', 'A', 'B'],
      ['big page, median of all fills', ms(median(all(0, 'big'))), ms(median(all(1, 'big')))],
      ['big page, fills under 300 ms', under(0), under(1)],
      ['25-field page, median of all fills', ms(median(all(0, 'small'))), ms(median(all(1, 'small')))],
    ]),
    '',
    `Big page, each round's median: A ${perRound(0)}`,
    `                               B ${perRound(1)}`,
    `B − A, median over rounds: ${difference >= 0 ? '+' : ''}${ms(difference)} (negative: B is faster)`,
  ];
}
