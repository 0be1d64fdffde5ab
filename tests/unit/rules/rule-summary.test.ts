import { describe, expect, it } from 'vitest';
import { describeRule } from '@/utils/rules/rule-draft';
import { makeRule } from '../support/rules';

describe('describeRule (the rules list line, from the catalogue)', () => {
  it('says what a rule matches and what it gives, lists joined the language’s way', () => {
    const rule = makeRule({
      name: 'Coupon',
      match: { words: ['coupon', 'code'], inputTypes: ['text', 'search'] },
      value: { type: 'text', text: 'SAVE10' },
    });
    expect(describeRule(rule)).toBe('Fields with words “coupon”, “code”, type text or search → “SAVE10”');
  });

  it('names the sites a rule is limited to, and a list by its length', () => {
    const rule = makeRule({
      name: 'Cities',
      match: { kinds: ['location.city'], sites: ['localhost:3000'] },
      value: { type: 'list', items: ['Lyon', 'Porto', 'Graz'] },
    });
    expect(describeRule(rule)).toBe('Fields with kind location.city on localhost:3000 → one of 3');
  });

  it('says when a list is used only as edge cases or invalid values', () => {
    const list = (edgeCases: 'valid' | 'invalid') =>
      makeRule({ name: 'Odd', match: { words: ['city'] }, value: { type: 'list', items: ['Ō', 'Zoë'], edgeCases } });
    expect(describeRule(list('valid'))).toBe('Fields with words “city” → one of 2 as edge cases');
    expect(describeRule(list('invalid'))).toBe('Fields with words “city” → one of 2 as invalid values');
  });
});
