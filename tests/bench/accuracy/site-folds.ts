import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { ElementRecord } from './classify-page';
import type { CorpusName } from './load-corpus';
import { score } from './score';

/** Folds of the site-grouped cross-validation. */
export const FOLDS = 5;

/** Where a saved page says it came from: its `rel=original` (web archive) or canonical link, or `og:url`. */
const SAVED_URL =
  /<link\b[^>]*\brel=["']?(?:original|canonical)["']?[^>]*\bhref=["']([^"']+)["']|<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']?(?:original|canonical)["']?|<meta\b[^>]*\bproperty=["']og:url["'][^>]*\bcontent=["']([^"']+)["']/i;

/**
 * The site a page belongs to: the host of its saved URL, else the host its
 * file name carries (`QA_DE_www.philips.de.html`, `account.swtor.com-0.html`),
 * else the file name. A host is cut to its registrable part (`checkout.dm.rs`
 * and `www.dm.rs` are one site).
 * @example siteOf('QA_RS_checkout.dm.rs.html', '') // 'dm.rs'
 * @example siteOf('x.html', '<link rel="original" href="https://www.zvab.com/servlet">') // 'zvab.com'
 */
export function siteOf(file: string, head: string): string {
  const match = SAVED_URL.exec(head);
  const url = match?.[1] ?? match?.[2] ?? match?.[3];
  if (url) {
    try {
      return registrable(new URL(url, 'https://invalid.invalid/').hostname);
    } catch {
      // Not a URL after all: fall back to the file name.
    }
  }
  const name = file
    .split('/')
    .at(-1)!
    .replace(/^(?:[A-Z]{2}_)+/, '')
    .replace(/(?:-\d+)?\.html?$/i, '');
  return name.includes('.') ? registrable(name.toLowerCase()) : file;
}

/** Second-level labels countries register names under: `co.uk`, `com.br`, `or.jp`. */
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gob', 'nom', 'ltd']);

/** `shop.example.co.uk` → `example.co.uk`; `www.example.com` → `example.com`. */
function registrable(host: string): string {
  const labels = host.toLowerCase().split('.').filter(Boolean);
  // A generic second-level label under a country (co.uk, com.br, or.jp) belongs to the suffix.
  const suffix = labels.length > 2 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-suffix).join('.');
}

/** The site of each page of a corpus, read from the first 16 KB of the saved page. */
export function readSites(root: string, corpus: CorpusName, files: readonly string[]): Map<string, string> {
  const sites = new Map<string, string>();
  const buffer = Buffer.alloc(16_384);
  for (const file of files) {
    let head = '';
    try {
      const handle = openSync(join(root, corpus, file), 'r');
      try {
        head = buffer.toString('latin1', 0, readSync(handle, buffer, 0, buffer.length, 0));
      } finally {
        closeSync(handle);
      }
    } catch {
      // An unreadable page is scored as unresolved elsewhere; its file name still names a site.
    }
    sites.set(file, siteOf(file, head));
  }
  return sites;
}

/**
 * Puts whole sites into `folds` folds of about the same number of labelled
 * elements: the largest site first, each into the lightest fold so far.
 * Deterministic: sites of one size go in name order.
 */
export function assignFolds(elementsBySite: ReadonlyMap<string, number>, folds = FOLDS): Map<string, number> {
  const load = new Array<number>(folds).fill(0);
  const fold = new Map<string, number>();
  const sites = [...elementsBySite].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  for (const [site, count] of sites) {
    const lightest = load.indexOf(Math.min(...load));
    fold.set(site, lightest);
    load[lightest]! += count;
  }
  return fold;
}

export interface FoldScore {
  fold: number;
  sites: number;
  pages: number;
  units: number;
  microF1All: number;
}

/**
 * Site-grouped cross-validation of one corpus's records: every page of a site
 * in one fold, each fold scored on its own, and the micro-F1 of all folds'
 * units together. The classifier learns nothing from the corpus, so each
 * fold's "training" is empty and the pooled figure equals the whole-corpus one.
 */
export function siteGroupedScores(
  records: readonly ElementRecord[],
  sites: ReadonlyMap<string, string>,
  folds = FOLDS,
): { folds: FoldScore[]; pooled: number; sites: number } {
  const siteOfRecord = (record: ElementRecord) => sites.get(record.file) ?? record.file;
  const perSite = new Map<string, number>();
  for (const record of records) perSite.set(siteOfRecord(record), (perSite.get(siteOfRecord(record)) ?? 0) + 1);
  const foldOf = assignFolds(perSite, folds);
  let correct = 0;
  let units = 0;
  const scores: FoldScore[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const held = records.filter((record) => foldOf.get(siteOfRecord(record)) === fold);
    const result = score(held);
    correct += result.correct;
    units += result.units;
    scores.push({
      fold: fold + 1,
      sites: new Set(held.map(siteOfRecord)).size,
      pages: new Set(held.map((record) => record.file)).size,
      units: result.units,
      microF1All: result.microF1All,
    });
  }
  return { folds: scores, pooled: units ? correct / units : Number.NaN, sites: perSite.size };
}

/** One corpus's records and the site of each of its pages, for the site-grouped table. */
export interface SiteRun {
  corpus: CorpusName;
  records: readonly ElementRecord[];
  sites: ReadonlyMap<string, string>;
}

/**
 * The site-grouped table: micro-F1 per fold, pooled over the folds, and the
 * plain whole-corpus figure beside it, with what the two mean.
 */
export function formatSiteFolds(runs: readonly SiteRun[], folds = FOLDS): string {
  const dec = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(3));
  const header = [
    'corpus',
    'sites',
    ...Array.from({ length: folds }, (_, fold) => `fold ${fold + 1}`),
    'grouped',
    'whole',
  ];
  const rows: string[][] = [header];
  for (const { corpus, records, sites } of runs) {
    const scoreable = records.filter((record) => record.resolved && !record.error);
    const grouped = siteGroupedScores(scoreable, sites, folds);
    rows.push([
      corpus,
      String(grouped.sites),
      ...grouped.folds.map((fold) => `${dec(fold.microF1All)} (${fold.units})`),
      dec(grouped.pooled),
      dec(score(scoreable).microF1All),
    ]);
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return [
    `site-grouped cross-validation: ${folds} folds, every page of one site in the same fold (site = host of the page's saved URL, else of its file name)`,
    ...rows.map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    ),
    "  fold n: micro-F1 (all) of the fold's sites (units); grouped: all folds' units together; whole: the plain figure above.",
    '  Nothing is learned from the corpus: every fold is classified by the same shipped rules, none fit to the other',
    '  folds, so grouped equals whole. The folds show how the figure varies from site to site; how far rules written',
    '  while reading these pages carry to sites never seen shows only on collections the project never reads.',
  ].join('\n');
}
