/**
 * Guards the accuracy ledger (ledger.json): classifies every labelled field of
 * ../shared/corpus with the shipped classifier (worker threads, as the bench
 * does) and fails on any field that was right and is now wrong, on known
 * misses that now pass, and on ledger entries the corpus no longer has.
 * Skips when the corpus folder is absent (it is never copied into the repo).
 */
import { availableParallelism } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, findingsMessage, HINTS, type Findings } from './ledger-check';
import { forCorpora, ledgerPath, observe, readLedger, UPDATE_COMMAND } from './ledger';
import { CORPORA, corpusExists, corpusRoot } from './load-corpus';

const root = corpusRoot();
const corpora = CORPORA.filter((corpus) => corpusExists(root, corpus));
const title = corpora.length
  ? 'accuracy ledger'
  : `accuracy ledger (skipped: no labelled corpus at ${root}; set UNDERSTUDY_CORPUS)`;
if (!corpora.length) console.warn(title);

/** Passes when every section's lines are empty; otherwise fails listing them all (not just the first). */
function expectNone(...sections: Array<[lines: readonly string[], headline: string, hint: string]>): void {
  const failures = sections
    .filter(([lines]) => lines.length)
    .map(([lines, headline, hint]) => findingsMessage(headline, lines, hint));
  if (failures.length) expect.fail(failures.join('\n\n'));
}

describe.skipIf(!corpora.length)(title, () => {
  let findings: Findings;

  // One whole-corpus run shared by the checks below: the longest step of the unit suite, given a budget
  // far above its need, as a busy machine stretches it several times over.
  beforeAll(async () => {
    const ledger = readLedger();
    if (!ledger) throw new Error(`no ledger at ${ledgerPath()}: write it with \`${UPDATE_COMMAND}\``);
    // Imported here so a skipped run never loads the classifier.
    const { classifyCorpus } = await import('./run-accuracy');
    const results = await classifyCorpus(root, corpora, Math.min(availableParallelism(), 4));
    findings = checkLedger(forCorpora(ledger, corpora), observe(results.flatMap(({ result }) => result.records)));
  }, 1_800_000);

  it('every field the ledger counts right is still right', () => {
    expectNone([findings.regressions, 'fields the ledger counts right are now wrong', HINTS.regressions]);
  });

  it('no known miss passes or changes category without a ledger update', () => {
    expectNone(
      [findings.fixed, 'known misses now pass (good: remove them from the ledger)', HINTS.update],
      [findings.changed, 'known misses now give another category', HINTS.update],
    );
  });

  it('the ledger names only fields the corpus has, scored as it says', () => {
    expectNone(
      [findings.stale, 'ledger entries the corpus no longer has', HINTS.update],
      [findings.scoring, 'fields whose scoring changed (page or describeField errors?)', HINTS.regressions],
      [findings.totals, 'corpora whose number of scored fields changed (a radio group split or merged?)', HINTS.update],
    );
  });
});
