/**
 * Compares a fresh run with the ledger: what ledger.test.ts fails on. Pure, so
 * the update script can reuse it to say what changed.
 */
import { UPDATE_COMMAND, type Ledger, type Observed, type ScoredUnit } from './ledger';

export interface Findings {
  /** Scored fields the ledger does not list as misses that are now wrong. */
  regressions: string[];
  /** Known misses that are now right. */
  fixed: string[];
  /** Known misses still wrong, but with another category (ours or the corpus's). */
  changed: string[];
  /** Ledger keys the run no longer has (the corpus changed, or a radio group split). */
  stale: string[];
  /** Fields that became unscored, or unscored ones that are scored again. */
  scoring: string[];
  /** Per-corpus scored counts that differ from the ledger's. */
  totals: string[];
}

const quote = (text: string | undefined, length = 30) =>
  JSON.stringify((text ?? '').length > length ? `${text!.slice(0, length - 1)}…` : (text ?? ''));

/** One line a field: where it is, what it reads as, what the corpus says and what we say. */
export function describeUnit(unit: ScoredUnit): string {
  const where = unit.key.slice(unit.key.indexOf(' ') + 1);
  const label = unit.label || (unit.placeholder ? `ph:${unit.placeholder}` : '');
  return `${unit.corpus}/${unit.file}  name ${quote(unit.name || unit.id)}  label ${quote(label)}  expected ${unit.expected.join('|')}, got ${unit.predicted} (${unit.kind ?? unit.skip ?? unit.signal ?? '-'})  at ${where}`;
}

export function checkLedger(ledger: Ledger, { units, unscored }: Observed): Findings {
  const findings: Findings = { regressions: [], fixed: [], changed: [], stale: [], scoring: [], totals: [] };
  const scored: Record<string, number> = {};
  for (const unit of units.values()) {
    scored[unit.corpus] = (scored[unit.corpus] ?? 0) + 1;
    const miss = ledger.misses[unit.key];
    if (!miss) {
      if (!unit.correct) findings.regressions.push(describeUnit(unit));
    } else if (unit.correct) {
      findings.fixed.push(describeUnit(unit));
    } else if (miss.got !== unit.predicted || miss.expected.join('|') !== unit.expected.join('|')) {
      findings.changed.push(`${describeUnit(unit)}  (ledger: expected ${miss.expected.join('|')}, got ${miss.got})`);
    }
  }
  for (const [key, record] of unscored) {
    if (!(key in ledger.unscored))
      findings.scoring.push(`now unscored: ${key}  (${record.error ?? 'selector found nothing'})`);
  }
  for (const key of Object.keys(ledger.unscored)) {
    if (unscored.has(key)) continue;
    if (units.has(key)) findings.scoring.push(`scored again: ${describeUnit(units.get(key)!)}`);
    else findings.stale.push(`unscored field no longer in the corpus: ${key}`);
  }
  // A known miss that became unscored is already listed as "now unscored".
  for (const key of Object.keys(ledger.misses)) {
    if (!units.has(key) && !unscored.has(key))
      findings.stale.push(`known miss no longer in the corpus: ${key}  (${ledger.misses[key]!.field})`);
  }
  for (const corpus of new Set([...Object.keys(ledger.totals), ...Object.keys(scored)])) {
    const before = ledger.totals[corpus]?.scored ?? 0;
    const now = scored[corpus] ?? 0;
    if (before !== now) findings.totals.push(`${corpus}: ${now} fields scored, the ledger says ${before}`);
  }
  return findings;
}

/** An assertion message: the headline, up to `limit` lines, and what to do. */
export function findingsMessage(headline: string, lines: readonly string[], hint: string, limit = 30): string {
  const more = lines.length > limit ? [`… and ${lines.length - limit} more`] : [];
  return [`${lines.length} ${headline}:`, ...lines.slice(0, limit).map((line) => `  ${line}`), ...more, hint].join(
    '\n',
  );
}

export const HINTS = {
  regressions: `Fix the classifier; if the change is deliberate, record the new misses with \`${UPDATE_COMMAND}\` and commit ledger.json.`,
  update: `Record it with \`${UPDATE_COMMAND}\` and commit ledger.json.`,
};
