import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import { INSERT_KINDS, insertKindOf } from '@/utils/menus/insert-kinds';

describe('Insert ▸ kinds', () => {
  it('offers only real field kinds, each once', () => {
    const kinds = INSERT_KINDS.map(([kind]) => kind);
    expect(kinds.every((kind) => (FIELD_KINDS as readonly string[]).includes(kind))).toBe(true);
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it.each([
    ['insert:internet.email', 'internet.email'],
    ['insert:finance.iban', 'finance.iban'],
    ['insert:no.such.kind', undefined],
    ['fill-page', undefined],
    [42, undefined],
  ])('reads %s', (id, kind) => {
    expect(insertKindOf(id)).toBe(kind);
  });
});
