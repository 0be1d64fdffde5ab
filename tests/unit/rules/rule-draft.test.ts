import { describe, expect, it } from 'vitest';
import { draftToRule, emptyDraft, ruleToDraft, type RuleDraft } from '@/utils/rules/rule-draft';
import { RULE_LIMITS } from '@/utils/rules/rule-schema';

/** A draft that saves: a name, a word and a text; each case spoils one box. */
const draft = (change: Partial<RuleDraft>) =>
  emptyDraft({ name: 'Coupon', words: 'coupon', text: 'SAVE10', ...change });

describe('draftToRule', () => {
  it('makes the rule a valid draft describes', () => {
    expect(draftToRule(draft({}))).toMatchObject({
      rule: { name: 'Coupon', match: { words: ['coupon'] }, value: { type: 'text', text: 'SAVE10' } },
    });
  });

  it('keeps a list’s edge-case mark there and back, and never an ordinary list’s', () => {
    for (const edgeCases of ['valid', 'invalid'] as const) {
      const made = draftToRule(draft({ valueType: 'list', list: 'Zoë\nŌ', edgeCases, showInInsert: true }));
      expect(made).toMatchObject({ rule: { value: { type: 'list', items: ['Zoë', 'Ō'], edgeCases } } });
      const rule = 'rule' in made ? made.rule : undefined;
      // Its items go under Insert ▸ Edge cases ▸ Yours, not the list as a whole under Insert ▸.
      expect(rule?.showInInsert).toBeUndefined();
      expect(ruleToDraft(rule!)).toMatchObject({ valueType: 'list', edgeCases });
      expect(draftToRule(ruleToDraft(rule!))).toEqual({ rule });
    }
    const plain = draftToRule(draft({ valueType: 'list', list: 'a\nb', showInInsert: true }));
    expect(plain).toMatchObject({ rule: { value: { type: 'list', items: ['a', 'b'] }, showInInsert: true } });
    expect('rule' in plain && 'edgeCases' in plain.rule.value).toBe(false);
    expect(ruleToDraft('rule' in plain ? plain.rule : (undefined as never)).edgeCases).toBe('');
    expect(draftToRule(draft({ edgeCases: 'valid' }))).toMatchObject({
      rule: { value: { type: 'text', text: 'SAVE10' } },
    });
  });

  it.each<[string, Partial<RuleDraft>, keyof RuleDraft, object]>([
    ['no match at all', { words: '' }, 'words', { code: 'noMatch' }],
    ['no name', { name: '  ' }, 'name', { code: 'empty' }],
    ['a long name', { name: 'x'.repeat(RULE_LIMITS.name + 1) }, 'name', { code: 'tooLong', max: 80 }],
    [
      'too many words',
      { words: Array.from({ length: 21 }, (_, i) => `w${i}`).join(',') },
      'words',
      { code: 'tooMany', max: 20 },
    ],
    ['a long word', { words: `ok, ${'w'.repeat(61)}` }, 'words', { code: 'tooLong', max: 60 }],
    ['a selector that is not CSS', { selector: 'a { color: red }' }, 'selector', { code: 'badSelector' }],
    [
      'a regular expression that does not compile',
      { regex: '(' },
      'regex',
      { code: 'badRegex', reason: 'Unterminated group' },
    ],
    ['a long input type', { inputType: 't'.repeat(31) }, 'inputType', { code: 'tooLong', max: 30 }],
    [
      'a site that is a URL',
      { sites: 'example.com, https://x.test/' },
      'sites',
      { code: 'badHost', host: 'https://x.test/' },
    ],
    ['a long text', { text: 'x'.repeat(1001) }, 'text', { code: 'tooLong', max: 1000 }],
    ['an empty list', { valueType: 'list', list: '\n \n' }, 'list', { code: 'empty' }],
    ['a long list item', { valueType: 'list', list: `a\n${'b'.repeat(201)}` }, 'list', { code: 'tooLong', max: 200 }],
    [
      'an unknown template token',
      { valueType: 'template', template: 'ORD-{{__proto__}}' },
      'template',
      { code: 'unknownToken', token: '__proto__', at: 7 },
    ],
    ['an empty pattern', { valueType: 'pattern', pattern: '' }, 'pattern', { code: 'empty' }],
    ['a pattern the generator cannot read', { valueType: 'pattern', pattern: '[' }, 'pattern', { code: 'badPattern' }],
  ])('names %s by its box and a code', (_, change, field, problem) => {
    expect(draftToRule(draft(change))).toEqual({ field, problem });
  });
});
