import { describe, expect, it } from 'vitest';
import { draftFromSchema, emptyColumn, schemaFromDraft } from '@/utils/datasets/schema-draft';
import { exampleSchema } from '../support/dataset-schemas';

describe('schema drafts (the Datasets page)', () => {
  it('round-trips a schema through the boxes of the page', () => {
    const schema = exampleSchema();
    expect(schemaFromDraft(draftFromSchema(schema))).toEqual({ ok: true, schema });
  });

  it('reads percent as a share, lines as values, and only the options of the kind', () => {
    const draft = draftFromSchema(exampleSchema());
    draft.columns = [
      { ...emptyColumn('plan', 'helpers.arrayElement'), values: 'free\npro\n', emptyPercent: '12.5', min: '3' },
      { ...emptyColumn('n', 'number.int'), min: '1', max: '9', from: '2020-01-01' },
    ];
    const result = schemaFromDraft(draft);
    expect(result.ok && result.schema.columns).toEqual([
      { name: 'plan', kind: 'helpers.arrayElement', values: ['free', 'pro'], nullShare: 0.125 },
      { name: 'n', kind: 'number.int', min: 1, max: 9 },
    ]);
  });

  it('names what is wrong in a half-typed draft', () => {
    const draft = { ...draftFromSchema(exampleSchema()), rows: '' };
    draft.columns = [{ ...emptyColumn('n', 'number.int'), min: 'x' }];
    const result = schemaFromDraft(draft);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/rows/);
    expect(!result.ok && result.error).toMatch(/columns\.0\.min/);
  });
});
