import { categoriesWeCannotProduce } from './kind-to-category';
import type { ElementRecord, PageStats } from './classify-page';
import type { CorpusName } from './load-corpus';
import { accuracyBy, score, toUnits, type Score } from './score';

export interface CorpusRun {
  corpus: CorpusName;
  records: ElementRecord[];
  stats: PageStats;
  /** Summed per-page time (across workers). */
  ms: number;
}

export interface ReportInput {
  root: string;
  runs: CorpusRun[];
  /** Wall time of the whole run. */
  totalMs: number;
  workers: number;
  corpusCategories: string[];
}

const pct = (value: number) => (Number.isNaN(value) ? '   -' : `${(value * 100).toFixed(1)}`.padStart(5));
const dec = (value: number) => (Number.isNaN(value) ? '    -' : value.toFixed(3));
const secs = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
const SHORT: Record<string, string> = { 'firefox-ai': 'ff', formasaurus: 'fs' };

function table(rows: Array<Array<string | number>>, alignLeft = 1): string[] {
  if (!rows.length) return [];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column] ?? '').length)));
  return rows.map((row) =>
    row
      .map((cell, column) =>
        column < alignLeft ? String(cell).padEnd(widths[column]!) : String(cell).padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd(),
  );
}

/** The terminal summary (< 150 lines). */
export function formatReport({ root, runs, totalMs, workers, corpusCategories }: ReportInput): string {
  const lines: string[] = [];
  const scoreable = (run: CorpusRun) => run.records.filter((record) => record.resolved && !record.error);
  const scored = runs.map((run) => ({ run, score: score(scoreable(run)) }));
  const all = runs.flatMap(scoreable);
  const overall = score(all);
  const sections: Array<[string, Score]> = scored.map(({ run, score }) => [run.corpus, score]);
  if (runs.length > 1) sections.push(['overall', overall]);

  lines.push(`Understudy field classification vs ${root}  (describeField on happy-dom → classifyField)`);
  lines.push('');
  const coverage: Array<Array<string | number>> = [
    [
      'corpus',
      'pages',
      'labelled',
      'unresolved',
      'not collected',
      'ignore',
      'radios merged',
      'scored',
      'hidden (correct)',
    ],
  ];
  for (const { run, score } of scored) {
    const unresolved = run.records.filter((record) => !record.resolved).length;
    const notCollected = run.records.filter((record) => record.resolved && !record.collected && !record.error).length;
    coverage.push([
      run.corpus,
      run.stats.pages,
      run.records.length,
      unresolved,
      notCollected,
      score.ignored,
      score.radioMerged,
      score.units,
      `${score.hidden} (${score.hiddenCorrect})`,
    ]);
  }
  if (runs.length > 1) {
    const unresolved = runs.flatMap((run) => run.records).filter((record) => !record.resolved).length;
    const notCollected = all.filter((record) => !record.collected).length;
    const pages = runs.reduce((sum, run) => sum + run.stats.pages, 0);
    coverage.push([
      'overall',
      pages,
      runs.reduce((sum, run) => sum + run.records.length, 0),
      unresolved,
      notCollected,
      overall.ignored,
      overall.radioMerged,
      overall.units,
      `${overall.hidden} (${overall.hiddenCorrect})`,
    ]);
  }
  lines.push(...table(coverage));
  const problems = runs
    .flatMap((run) => [
      run.stats.pageErrors && `${run.corpus}: ${run.stats.pageErrors} pages failed to parse`,
      run.stats.describeErrors &&
        `${run.corpus}: describeField threw on ${run.stats.describeErrors} elements (not scored)`,
      run.stats.tagMismatch && `${run.corpus}: ${run.stats.tagMismatch} selectors found an element of another tag`,
    ])
    .filter(Boolean);
  if (problems.length) lines.push(`  ! ${problems.join('; ')}`);
  const shims = runs.reduce((sum, run) => sum + run.stats.selectorShims, 0);
  lines.push(
    `  answer attributes stripped before describing: ${runs.map((run) => `${run.corpus} ${run.stats.answerAttributes}`).join(', ')}` +
      (shims ? `; uniqueSelector queries happy-dom refused (treated as not unique): ${shims}` : ''),
  );
  lines.push('');

  const scores: Array<Array<string | number>> = [
    [
      'corpus',
      'micro-F1 (all)',
      'identity P',
      'identity R',
      'identity F1',
      'other units',
      'other FILLED: identity',
      'of them search/trap',
      'any kind',
    ],
  ];
  for (const [name, result] of sections) {
    const otherUnits = result.perCategory.find((category) => category.category === 'other')?.support ?? 0;
    scores.push([
      name,
      dec(result.microF1All),
      dec(result.identity.precision),
      dec(result.identity.recall),
      dec(result.identity.f1),
      otherUnits,
      `${result.otherFilledIdentity}${result.otherFilledIdentityHidden ? ` (${result.otherFilledIdentityHidden} hidden)` : ''}`,
      result.otherFilledMustStayEmpty,
      result.otherFilledAny,
    ]);
  }
  lines.push(...table(scores));
  lines.push(
    '  micro-F1 (all): every scored unit, `other` a class like the others; one prediction per unit, so P = R = F1 = accuracy.',
    '  identity P/R/F1: TP = correct units whose truth is not `other`; P over units predicted anything but `other`,',
    '    R over units whose truth is not `other`. A unit = a non-ignore element, or a radio group (file + name) scored once.',
    '  other FILLED: units labelled `other` we would write to: with an identity kind, or with any kind (lorem, number, checkbox...).',
    '    "of them search/trap": visible ones the corpus labels search query or refinement, honeypot, quantity or sorting',
    '    (Formasaurus hp qq qc qt st sp; must be 0). Its other `other` labels only say it has no category for the field.',
  );
  lines.push('');

  const perCorpus = runs.length > 1 ? scored : [];
  const header: Array<string | number> = [
    'category',
    'support',
    'predicted',
    'P%',
    'R%',
    'F1%',
    ...perCorpus.map(({ run }) => `${SHORT[run.corpus] ?? run.corpus} n/F1%`),
  ];
  const categoryRows: Array<Array<string | number>> = [header];
  for (const category of overall.perCategory) {
    categoryRows.push([
      category.category,
      category.support,
      category.predicted,
      pct(category.precision),
      pct(category.recall),
      pct(category.f1),
      ...perCorpus.map(({ score }) => {
        const own = score.perCategory.find((entry) => entry.category === category.category);
        return own && own.support ? `${own.support}/${pct(own.f1).trim()}` : '-';
      }),
    ]);
  }
  lines.push(...table(categoryRows));
  const support = new Map(overall.perCategory.map((category) => [category.category, category.support]));
  const missing = categoriesWeCannotProduce(corpusCategories.length ? corpusCategories : undefined);
  lines.push(
    `categories we cannot produce yet (support): ${missing.map((category) => `${category} (${support.get(category) ?? 0})`).join(', ') || 'none'}`,
  );
  lines.push('');

  lines.push(`top ${overall.confusions.length} confusions (expected → predicted, count, examples name/label):`);
  const units = toUnits(all).units;
  lines.push(
    ...table(
      overall.confusions.map((confusion) => {
        const byCorpus = perCorpus.length
          ? runs
              .map(
                (run) =>
                  `${SHORT[run.corpus]}${units.filter((unit) => unit.corpus === run.corpus && !unit.correct && unit.gold === confusion.gold && unit.predicted === confusion.predicted).length}`,
              )
              .join(' ')
          : '';
        return [
          `  ${confusion.gold} → ${confusion.predicted}`,
          confusion.count,
          byCorpus,
          confusion.examples.map((example) => `"${example}"`).join('  '),
        ];
      }),
      1,
    ).map((line) => line.replace(/ +("|$)/, '  $1')),
  );
  lines.push('');

  const bySignal = accuracyBy(units, (unit) => unit.signal ?? '?');
  lines.push(
    `accuracy by deciding signal: ${bySignal.map(([signal, count, correct]) => `${signal} ${pct(correct / count).trim()}% of ${count}`).join(' · ')}`,
  );
  const otherFilled = accuracyBy(
    units.filter((unit) => unit.gold === 'other' && unit.filled && unit.predicted !== 'other'),
    (unit) => unit.predicted,
  );
  if (otherFilled.length) {
    lines.push(
      `other units filled with identity data, by predicted category: ${otherFilled
        .slice(0, 10)
        .map(([category, count]) => `${category} ${count}`)
        .join(', ')}`,
    );
    const byLabel = accuracyBy(
      units.filter((unit) => unit.gold === 'other' && unit.filled && unit.predicted !== 'other' && !unit.hidden),
      (unit) => unit.rawLabel ?? '?',
    );
    lines.push(
      `  the visible ones by the corpus's own label: ${byLabel.map(([label, count]) => `${label} ${count}`).join(', ')}`,
    );
  }
  const sum = (key: 'parseMs' | 'classifyMs') => secs(runs.reduce((total, run) => total + run.stats[key], 0));
  lines.push(
    `runtime ${secs(totalMs)} wall, ${workers} worker${workers === 1 ? '' : 's'}, node ${process.version} ` +
      `(page time summed: ${runs.map((run) => `${run.corpus} ${secs(run.ms)}`).join(', ')}; parse ${sum('parseMs')}, describe+classify ${sum('classifyMs')})`,
  );
  return lines.join('\n');
}
