/**
 * The accuracy ledger (ledger.json): the corpus's scored fields we get wrong
 * today, keyed by corpus + file + selector. Every other scored field must stay
 * right; ledger.test.ts checks a fresh run against it, `npm run ledger:update`
 * rewrites it. Only misses are listed, so the file stays small.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElementRecord } from './classify-page';
import { toUnits, type Unit } from './score';

/** A field we classify wrong: the corpus's accepted categories, ours, and a short "name | label" to read the diff by. */
export interface Miss {
  expected: string[];
  got: string;
  field: string;
}

export interface Ledger {
  /** Per corpus: units scored and units right (a radio group split or merged shows here). */
  totals: Record<string, { scored: number; correct: number }>;
  /** Labelled elements we could not score (page failed to parse, selector found nothing, describeField threw): key → why. */
  unscored: Record<string, string>;
  misses: Record<string, Miss>;
}

/** One scored unit of a fresh run, with its key. */
export type ScoredUnit = Unit & ElementRecord & { key: string };

export interface Observed {
  units: Map<string, ScoredUnit>;
  unscored: Map<string, ElementRecord>;
}

export const UPDATE_COMMAND = 'npm run ledger:update';

/** `$UNDERSTUDY_LEDGER` (to try an edited copy), else ledger.json next to this file. */
export function ledgerPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.UNDERSTUDY_LEDGER
    ? resolve(env.UNDERSTUDY_LEDGER)
    : fileURLToPath(new URL('./ledger.json', import.meta.url));
}

/** `html > body:nth-of-type(1) > div:nth-of-type(2)` → `body:1>div:2`: still unique, a third as long. */
export function compactSelector(selector: string): string {
  return selector
    .replace(/^html > /, '')
    .replace(/:nth-of-type\((\d+)\)/g, ':$1')
    .replaceAll(' > ', '>');
}

/** A radio group is scored once per file + name (score.ts), whichever member stands for it, so its key is the name. */
export function unitKey(record: Pick<ElementRecord, 'corpus' | 'file' | 'selector' | 'radioName'>): string {
  const where = record.radioName ? `radio=${record.radioName}` : compactSelector(record.selector);
  return `${record.corpus}/${record.file} ${where}`;
}

const clip = (text: string, length: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** "name | label" in at most 40 characters: enough to recognise the field, no more of the page. */
export function fieldText(record: ElementRecord): string {
  const label =
    record.label ||
    (record.placeholder ? `ph:${record.placeholder}` : '') ||
    (record.nearby ? `near:${record.nearby}` : '');
  return `${clip(record.name || record.id || '∅', 18)} | ${clip(label || '∅', 19)}`;
}

/** Splits a run's records as the report scores them: resolved, error-free ones into units; the rest unscored. */
export function observe(records: readonly ElementRecord[]): Observed {
  const ignored = (record: ElementRecord) => record.expected.length === 1 && record.expected[0] === 'ignore';
  const scoreable = records.filter((record) => record.resolved && !record.error);
  const units = toUnits(scoreable).units as Array<Unit & ElementRecord>;
  const unscored = records.filter((record) => !(record.resolved && !record.error) && !ignored(record));
  return {
    units: new Map(withKeys(units).map(([key, unit]) => [key, { ...unit, key }])),
    unscored: new Map(withKeys(unscored)),
  };
}

/** Formasaurus repeats some rows (the same element in two annotated forms) and the bench scores each: the repeat gets ` #2`. */
function withKeys<T extends ElementRecord>(records: readonly T[]): Array<[string, T]> {
  const seen = new Map<string, number>();
  return records.map((record) => {
    const key = unitKey(record);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return [count > 1 ? `${key} #${count}` : key, record];
  });
}

const corpusOf = (key: string) => key.slice(0, key.indexOf('/'));
const byKey = <T>(entries: Iterable<[string, T]>) =>
  Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function buildLedger({ units, unscored }: Observed): Ledger {
  const totals: Ledger['totals'] = {};
  for (const unit of units.values()) {
    const total = (totals[unit.corpus] ??= { scored: 0, correct: 0 });
    total.scored++;
    if (unit.correct) total.correct++;
  }
  const misses = [...units.values()].filter((unit) => !unit.correct);
  return {
    totals: byKey(Object.entries(totals)),
    unscored: byKey(
      [...unscored].map(([key, record]): [string, string] => [key, clip(record.error ?? 'selector found nothing', 80)]),
    ),
    misses: byKey(
      misses.map((unit): [string, Miss] => [
        unit.key,
        { expected: [...unit.expected], got: unit.predicted, field: fieldText(unit) },
      ]),
    ),
  };
}

/** Sorted, one entry a line, so a change to the classifier shows as a readable diff. */
export function formatLedger(ledger: Ledger): string {
  const block = (entries: Record<string, unknown>) => {
    const lines = Object.entries(entries).map(([key, value]) => `    ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    return lines.length ? `{\n${lines.join(',\n')}\n  }` : '{}';
  };
  return `{\n  "totals": ${block(ledger.totals)},\n  "unscored": ${block(ledger.unscored)},\n  "misses": ${block(ledger.misses)}\n}\n`;
}

export function readLedger(path = ledgerPath()): Ledger | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Ledger) : undefined;
}

/** The ledger restricted to the corpora present (a missing corpus folder is not a stale ledger). */
export function forCorpora(ledger: Ledger, corpora: readonly string[]): Ledger {
  const keep = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => corpora.includes(corpusOf(key))));
  const totals = Object.fromEntries(Object.entries(ledger.totals).filter(([corpus]) => corpora.includes(corpus)));
  return { totals, unscored: keep(ledger.unscored), misses: keep(ledger.misses) };
}
