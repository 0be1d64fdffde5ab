import type { FillReport } from '@/utils/fill/fill-report';

/** A report of `count` fields, each about `size` bytes once stored. */
export function bigReport(count: number, size = 1_000, seed = 7): FillReport {
  return {
    seed,
    locale: 'de',
    refDate: '2026-11-21',
    url: 'https://forms.test/',
    durationMs: 3,
    filled: count,
    skipped: 0,
    failed: 0,
    fields: Array.from({ length: count }, (_, row) => ({
      selector: `#f${row}`,
      label: `Feld ${row} ${'ä'.repeat(size / 2)}`,
      kind: 'person.firstName',
      signal: 'label' as const,
      value: 'Jürgen',
    })),
  };
}
