/**
 * Field-classification accuracy on the labelled corpora in ../shared/corpus.
 * Runs the shipped pipeline: saved page → DOM → describeField → classifyField,
 * then maps kinds to corpus categories and scores them.
 *
 *   node tests/bench/accuracy/run.mjs [--corpus firefox-ai|formasaurus] [--json out.json] [--workers n] [--limit pages] [--write-ledger]
 *
 * --write-ledger rewrites ledger.json (the known misses ledger.test.ts checks); see README.md.
 *
 * Env: UNDERSTUDY_CORPUS overrides the corpus folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  addStats,
  classifyPage,
  emptyStats,
  installCssGlobal,
  type ElementRecord,
  type PageResult,
  type PageTask,
} from './classify-page';
import { formatReport, type CorpusRun } from './format-report';
import { updateLedger } from './ledger-update';
import { formatSiteFolds, readSites } from './site-folds';
import {
  CORPORA,
  corpusExists,
  corpusRoot,
  groupByFile,
  readCorpusCategories,
  readLabels,
  type CorpusName,
} from './load-corpus';

interface Options {
  corpora: CorpusName[];
  json?: string;
  limit?: number;
  workers: number;
  writeLedger?: boolean;
}

const USAGE =
  'usage: run-accuracy [--corpus firefox-ai|formasaurus] [--json path] [--workers n] [--limit pages-per-corpus] [--write-ledger]';

export function parseArgs(argv: readonly string[]): Options | string {
  const options: Options = { corpora: [...CORPORA], workers: Math.min(availableParallelism(), 4) };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const equals = arg.indexOf('=');
    const flag = equals > 0 ? arg.slice(0, equals) : arg;
    const value = () => (equals > 0 ? arg.slice(equals + 1) : argv[++i]);
    if (flag === '--corpus') {
      const corpus = value();
      if (!CORPORA.includes(corpus as CorpusName)) return `unknown corpus ${corpus}; ${USAGE}`;
      options.corpora = [corpus as CorpusName];
    } else if (flag === '--json') {
      const path = value();
      if (!path) return USAGE;
      options.json = resolve(path);
    } else if (flag === '--limit' || flag === '--workers') {
      const number = Number(value());
      if (!Number.isInteger(number) || number < 1) return `${flag} takes a positive integer; ${USAGE}`;
      if (flag === '--limit') options.limit = number;
      else options.workers = number;
    } else if (flag === '--write-ledger') {
      options.writeLedger = true;
    } else if (flag === '--help' || flag === '-h') {
      return USAGE;
    } else if (flag !== '--') {
      return `unknown argument ${arg}; ${USAGE}`;
    }
  }
  // A partial run would drop the other pages' known misses from the ledger.
  if (options.writeLedger && (options.limit || options.corpora.length < CORPORA.length))
    return `--write-ledger classifies the whole corpus: drop --corpus and --limit; ${USAGE}`;
  return options;
}

/** Runs the benchmark; resolves to the process exit code. */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<number> {
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    if (options === USAGE) {
      console.log(USAGE);
      return 0;
    }
    console.error(options);
    return 2;
  }
  const root = corpusRoot();
  const corpora = options.corpora.filter((corpus) => corpusExists(root, corpus));
  if (!corpora.length) {
    const where = options.corpora.length === 1 ? `${root}/${options.corpora[0]}` : root;
    console.log(`corpus not found at ${where}, skipping (set UNDERSTUDY_CORPUS to point elsewhere)`);
    return 0;
  }
  if (options.writeLedger && corpora.length < options.corpora.length) {
    console.error(`--write-ledger needs every corpus; found only ${corpora.join(', ')} in ${root}`);
    return 2;
  }

  const started = performance.now();
  const results = await classifyCorpus(root, corpora, options.workers, options.limit);
  const totalMs = performance.now() - started;

  const runs: CorpusRun[] = corpora.map((corpus) => {
    const own = results.filter(({ task }) => task.corpus === corpus);
    return {
      corpus,
      records: own.flatMap(({ result }) => result.records),
      stats: own.reduce((total, { result }) => addStats(total, result.stats), emptyStats()),
      ms: own.reduce((total, { ms }) => total + ms, 0),
    };
  });
  console.log(
    formatReport({ root, runs, totalMs, workers: options.workers, corpusCategories: readCorpusCategories(root) }),
  );
  console.log('');
  console.log(
    formatSiteFolds(
      runs.map(({ corpus, records }) => ({
        corpus,
        records,
        sites: readSites(root, corpus, [...new Set(records.map((record) => record.file))]),
      })),
    ),
  );
  if (options.json) {
    const elements: ElementRecord[] = runs.flatMap((run) => run.records);
    mkdirSync(dirname(options.json), { recursive: true });
    writeFileSync(options.json, `${JSON.stringify({ root, generated: new Date().toISOString(), elements })}\n`);
    console.log(`per-element results (${elements.length}): ${options.json}`);
  }
  if (options.writeLedger) updateLedger(runs.flatMap((run) => run.records));
  return 0;
}

/** Classifies every labelled page of the corpora, in worker threads when workers > 1 (shared with ledger.test.ts). */
export async function classifyCorpus(
  root: string,
  corpora: readonly CorpusName[],
  workers: number,
  limit?: number,
): Promise<TaskResult[]> {
  const tasks: PageTask[] = corpora.flatMap((corpus) =>
    [...groupByFile(readLabels(root, corpus))].slice(0, limit).map(([file, rows]) => ({ root, corpus, file, rows })),
  );
  return workers > 1 ? inWorkers(tasks, workers) : inProcess(tasks);
}

export interface TaskResult {
  task: PageTask;
  result: PageResult;
  /** Wall time spent on the page (in its worker). */
  ms: number;
}

async function inProcess(tasks: readonly PageTask[]): Promise<TaskResult[]> {
  installCssGlobal();
  const results: TaskResult[] = [];
  for (const task of tasks) {
    const start = performance.now();
    results.push({ task, result: await classifyPage(task), ms: performance.now() - start });
  }
  return results;
}

/**
 * Pages spread over worker threads, largest first, each worker taking the next
 * page when it is done. Results come back in task order. The young generation
 * is enlarged: happy-dom allocates many short-lived nodes and the default
 * spends a third of the run in scavenges.
 */
async function inWorkers(tasks: readonly PageTask[], count: number): Promise<TaskResult[]> {
  const order = tasks.map((_, index) => index).sort((a, b) => tasks[b]!.rows.length - tasks[a]!.rows.length);
  const results: TaskResult[] = new Array(tasks.length);
  let next = 0;
  const url = new URL('./worker.mjs', import.meta.url);
  const runWorker = () =>
    new Promise<void>((resolveWorker, rejectWorker) => {
      const worker = new Worker(url, { resourceLimits: { maxYoungGenerationSizeMb: 256 } });
      let current = -1;
      let sentAt = 0;
      const sendNext = () => {
        if (next >= order.length) {
          worker.postMessage(null);
          return;
        }
        current = order[next++]!;
        sentAt = performance.now();
        worker.postMessage(tasks[current]);
      };
      worker.on('message', (message: { ready?: boolean; ok?: boolean; result?: PageResult; error?: string }) => {
        if (message.ready) return sendNext();
        if (!message.ok) {
          rejectWorker(new Error(`${tasks[current]!.corpus}/${tasks[current]!.file}: ${message.error}`));
          void worker.terminate();
          return;
        }
        results[current] = { task: tasks[current]!, result: message.result!, ms: performance.now() - sentAt };
        sendNext();
      });
      worker.on('error', rejectWorker);
      worker.on('exit', () => resolveWorker());
    });
  await Promise.all(Array.from({ length: Math.min(count, tasks.length) }, runWorker));
  let missing = 0;
  for (let index = 0; index < tasks.length; index++) if (!results[index]) missing++;
  if (missing) throw new Error(`${missing} pages got no result`);
  return results;
}

// Run directly (tsx, jiti, vite-node); run.mjs imports main() instead.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
