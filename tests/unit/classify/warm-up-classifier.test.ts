import { describe, expect, it } from 'vitest';
import { classifyFields } from '@/utils/classify/classify-fields';
import { warmUpClassifier } from '@/utils/classify/warm-up-classifier';
import { makeField } from '../support/make-field';

describe('warmUpClassifier', () => {
  it('leaves no trace: a page classifies the same before and after it', () => {
    const page = [
      makeField({ index: 0, label: 'Vorname' }),
      makeField({ index: 1, label: 'Nachname' }),
      makeField({
        index: 2,
        tag: 'select',
        type: 'select-one',
        label: 'Land',
        options: ['Deutschland', 'Österreich', 'Schweiz'].map((text) => ({ value: text, text, disabled: false })),
      }),
      makeField({ index: 3, name: 'q', id: 'q' }),
    ];
    const before = classifyFields(page);
    warmUpClassifier();
    warmUpClassifier();
    expect(classifyFields(page)).toEqual(before);
    expect(before.map((result) => result.kind ?? result.skip)).toEqual([
      'person.firstName',
      'person.lastName',
      'location.country',
      'search box',
    ]);
  });
});
