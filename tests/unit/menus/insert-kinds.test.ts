import { describe, expect, it } from 'vitest';
import { FIELD_KINDS } from '@/utils/fields/field-kinds';
import { INSERT_KINDS, insertKindOf, insertRuleOf } from '@/utils/menus/insert-kinds';
import { firstMatch, insertedRule } from '@/utils/rules/rule-match';
import { makeField } from '../support/make-field';
import { makeRule } from '../support/rules';

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

describe('Insert ▸ your rules', () => {
  it.each([
    ['insert-rule:k1x-3', 'k1x-3'],
    ['insert:internet.email', undefined],
    [7, undefined],
  ])('reads %s', (id, ruleId) => {
    expect(insertRuleOf(id)).toBe(ruleId);
  });

  it('inserts only a rule marked "show in Insert", into whatever field has focus', () => {
    const shown = makeRule({
      id: 'coupon',
      match: { words: ['coupon'] },
      value: { type: 'list', items: ['A', 'B'] },
      showInInsert: true,
    });
    const hidden = makeRule({ id: 'hidden', match: { words: ['coupon'] }, value: { type: 'text', text: 'x' } });
    const book = { rules: [shown, hidden] };
    expect(insertedRule(book, 'hidden')).toEqual([]);
    expect(insertedRule(book, 'gone')).toEqual([]);
    const [compiled] = insertedRule(book, 'coupon');
    expect(firstMatch([compiled!], makeField({ label: 'Anything' }), undefined)?.rule).toBe(shown);
  });
});
