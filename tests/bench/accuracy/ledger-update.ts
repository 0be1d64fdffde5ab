/**
 * `npm run ledger:update` (run.mjs --write-ledger): rewrites ledger.json from a
 * whole-corpus run and says which known misses came and went.
 */
import { writeFileSync } from 'node:fs';
import type { ElementRecord } from './classify-page';
import { checkLedger } from './ledger-check';
import { buildLedger, formatLedger, ledgerPath, observe, readLedger } from './ledger';

const EMPTY = { totals: {}, unscored: {}, misses: {} };

export function updateLedger(records: readonly ElementRecord[], path = ledgerPath()): void {
  const observed = observe(records);
  const before = readLedger(path) ?? EMPTY;
  // The test's own comparison, so the summary names exactly what the test would have failed on.
  const findings = checkLedger(before, observed);
  const after = buildLedger(observed);
  writeFileSync(path, formatLedger(after));
  const misses = Object.keys(after.misses).length;
  const correct = Object.values(after.totals).reduce((sum, total) => sum + total.correct, 0);
  const scored = Object.values(after.totals).reduce((sum, total) => sum + total.scored, 0);
  console.log('');
  console.log(`ledger: ${path}`);
  console.log(
    `  ${scored} fields scored, ${correct} right, ${misses} known misses, ${Object.keys(after.unscored).length} unscored`,
  );
  const sections: Array<[string, string[]]> = [
    ['known misses added (were right or new)', findings.regressions],
    ['known misses removed (now right)', findings.fixed],
    ['known misses with another category', findings.changed],
    ['removed: no longer in the corpus', findings.stale],
    ['scoring changed', findings.scoring],
    ['scored counts changed', findings.totals],
  ];
  for (const [title, lines] of sections) {
    console.log(`  ${title}: ${lines.length}`);
    for (const line of lines.slice(0, 30)) console.log(`    ${line}`);
    if (lines.length > 30) console.log(`    … and ${lines.length - 30} more`);
  }
}
