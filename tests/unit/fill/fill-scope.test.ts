import { describe, expect, it } from 'vitest';
import { scopeFields } from '@/utils/fill/fill-scope';
import { makeField } from '../support/make-field';

const fields = [
  makeField({ index: 0, formIndex: 0 }),
  makeField({ index: 1, formIndex: 0 }),
  makeField({ index: 2, formIndex: 1 }),
  makeField({ index: 3, formIndex: -1 }),
  makeField({ index: 4, formIndex: -1 }),
];
const indexes = (result: ReturnType<typeof scopeFields>) => result.fields.map((field) => field.index);

describe('scopeFields', () => {
  it.each<[string, Parameters<typeof scopeFields>[1], number, number[]]>([
    ['the page takes every field', 'page', -1, [0, 1, 2, 3, 4]],
    ['a form takes the focused field’s form', 'form', 2, [2]],
    ['formless fields count as one form', 'form', 4, [3, 4]],
    ['with nothing focused, a form fill takes the first form', 'form', -1, [0, 1]],
    ['a field takes the focused field only', 'field', 1, [1]],
  ])('%s', (_, scope, active, expected) => {
    expect(indexes(scopeFields(fields, scope, active))).toEqual(expected);
  });

  it('takes the form near focus on something else than a field, a focused field first', () => {
    expect(indexes(scopeFields(fields, 'form', -1, 2))).toEqual([2]);
    expect(indexes(scopeFields(fields, 'form', -1, 3))).toEqual([3, 4]);
    expect(indexes(scopeFields(fields, 'form', 0, 2))).toEqual([0, 1]);
    // A field fill wants the field itself.
    expect(scopeFields(fields, 'field', -1, 2).error).toBe('Click into a field first, then try again.');
  });

  it('asks for a focused field when a field fill has none', () => {
    expect(scopeFields(fields, 'field', -1)).toEqual({
      fields: [],
      error: 'Click into a field first, then try again.',
    });
  });
});
