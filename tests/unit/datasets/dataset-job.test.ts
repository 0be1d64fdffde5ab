import { describe, expect, it } from 'vitest';
import { datasetFileName, makeDatasetBlob } from '@/utils/datasets/dataset-job';
import { datasetText, exampleSchema, fakerFor } from '../support/dataset-schemas';

describe('makeDatasetBlob', () => {
  const schema = exampleSchema({ rows: 3000 });

  it('makes the same bytes as the text, typed for the download', async () => {
    const blob = await makeDatasetBlob({ schema, format: { format: 'csv' } }, fakerFor(schema), { sliceMs: 5 });
    expect(await blob.text()).toBe(datasetText(schema, { format: 'csv' }));
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('reports progress as it goes, ending at every row', async () => {
    const seen: number[] = [];
    await makeDatasetBlob({ schema, format: { format: 'ndjson' } }, fakerFor(schema), {
      onProgress: (rows) => seen.push(rows),
      progressEveryMs: 0,
    });
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toBe(3000);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('stops at the next slice when cancelled, with the reason given', async () => {
    const controller = new AbortController();
    const reason = new Error('Cancelled by the user.');
    let rowsAtAbort = 0;
    const made = makeDatasetBlob(
      { schema: exampleSchema({ rows: 1_000_000 }), format: { format: 'csv' } },
      fakerFor(schema),
      {
        signal: controller.signal,
        sliceMs: 5,
        progressEveryMs: 0,
        onProgress: (rows) => {
          rowsAtAbort = rows;
          if (rows > 1000) controller.abort(reason);
        },
      },
    );
    await expect(made).rejects.toBe(reason);
    expect(rowsAtAbort).toBeLessThan(100_000);
  });
});

describe('datasetFileName', () => {
  it('keeps letters and digits of any script and replaces the rest', () => {
    expect(datasetFileName('Customers (EU)', 'csv')).toBe('Customers__EU_.csv');
    expect(datasetFileName('../../etc/passwd', 'sql')).toBe('__.._etc_passwd.sql');
    expect(datasetFileName('Kunden Österreich', 'json')).toBe('Kunden_Österreich.json');
    expect(datasetFileName('', 'csv')).toBe('dataset.csv');
  });
});
