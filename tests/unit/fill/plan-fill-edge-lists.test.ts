import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import type { FillPlan } from '@/utils/fill/fill-plan';
import { EDGE_CASE_UNFIT, EDGE_LIST_ITEM_GONE } from '@/utils/fill/edge-case-planner';
import { compileRules } from '@/utils/rules/rule-match';
import { fillUses, listCaseId, rulesForFill } from '@/utils/rules/edge-lists';
import type { Rule } from '@/utils/rules/rule-schema';
import { createFaker, nextSeed } from '@/utils/values/create-faker';
import type { EdgeFlavour } from '@/utils/values/edge-cases/edge-case';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, valueOf } from '../support/plan';
import { makeRule } from '../support/rules';

pinClock();

const URL = 'https://forms.test/';

/** A fill of `flavour` (undefined: a realistic one) with these rules; `edgeCase` for Insert ▸ Edge cases ▸ one case. */
function planWith(
  list: FieldDescription[],
  rules: Rule[],
  { seed = 1, flavour, edgeCase }: { seed?: number; flavour?: EdgeFlavour; edgeCase?: string } = {},
): FillPlan {
  const faker = createFaker('en', seed);
  const persona = createPersona(faker, 'en');
  if (edgeCase)
    return planFill(list, {
      faker,
      persona,
      onlyEmpty: false,
      seed,
      edgeCase,
      kind: 'helpers.arrayElement',
      yourRules: rules,
    });
  return planFill(list, {
    faker,
    persona,
    onlyEmpty: false,
    rules: compileRules(rules, URL),
    seed,
    edgeCases: flavour && { flavour, seed },
  });
}

const edgeList = (name: string, words: string[], items: string[], edgeCases: EdgeFlavour = 'valid') =>
  makeRule({ name, match: { words }, value: { type: 'list', items, edgeCases } });
const TEN = ['Zoë', "O'Brien", 'Null', 'Ō', 'Ünal', 'de la Cruz', 'X Æ A-12', 'Nguyễn', 'Smith-Jones', 'McDonald'];
const FORM = fields([
  { label: 'Last name', autocomplete: 'family-name' },
  { label: 'Guests', type: 'number', min: '1', max: '20' },
  { label: 'Coupon' },
]);

describe('a list marked as edge cases, in the fills', () => {
  it('"Fill with edge cases" writes one of its items, and the report names the rule and the item', () => {
    const plan = planWith(FORM, [edgeList('Odd surnames', ['last name'], TEN)], { flavour: 'valid' });
    const value = valueOf(plan, 0)!;
    expect(TEN).toContain(value);
    expect(plan.entries[0]).toEqual(
      expect.objectContaining({ signal: 'rule', rule: 'Odd surnames', value, edgeCase: `Odd surnames · ${value}` }),
    );
    expect(plan.entries[0]!.invalid).toBeUndefined();
  });

  it('walks through the list: ten successive seeds give ten different items, and the same seed the same item (Replay)', () => {
    const rule = edgeList('Odd surnames', ['last name'], TEN);
    let seed = 987_654;
    const seen = new Set<string>();
    for (let fill = 0; fill < 10; fill++, seed = nextSeed(seed))
      seen.add(valueOf(planWith(FORM, [rule], { seed, flavour: 'valid' }), 0)!);
    expect(seen.size).toBe(10);
    expect(planWith(FORM, [rule], { seed: 42, flavour: 'valid' })).toEqual(
      planWith(FORM, [rule], { seed: 42, flavour: 'valid' }),
    );
  });

  it('moves on to the next item for each further field that takes the same list in one fill', () => {
    const three = fields([{ label: 'Coupon one' }, { label: 'Coupon two' }, { label: 'Coupon three' }]);
    const plan = planWith(three, [edgeList('Codes', ['coupon'], ['A', 'B', 'C'])], { seed: 5, flavour: 'valid' });
    expect(new Set([0, 1, 2].map((index) => valueOf(plan, index)))).toEqual(new Set(['A', 'B', 'C']));
  });

  it('never writes an item the field would not take as written; where none fits, the field is planned as if the rule had not matched', () => {
    const rule = makeRule({
      name: 'Guest counts',
      match: { words: ['guests'] },
      value: { type: 'list', items: ['abc', '7', '1e1', '99'], edgeCases: 'valid' },
    });
    const written = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) written.add(valueOf(planWith(FORM, [rule], { seed, flavour: 'valid' }), 1)!);
    // 99 is above the field's max: it is no more written than 'abc'.
    expect(written).toEqual(new Set(['7', '1e1']));
    const none = makeRule({
      name: 'Words',
      match: { words: ['guests'] },
      value: { type: 'list', items: ['abc', 'twelve'], edgeCases: 'valid' },
    });
    const plan = planWith(FORM, [none], { flavour: 'valid' });
    expect(plan.entries[1]!.rule).toBeUndefined();
    expect(plan.entries[1]!.signal).not.toBe('rule');
    expect(Number(valueOf(plan, 1))).toBeGreaterThanOrEqual(1);
  });

  it('marks the items of a list marked invalid, used only by "Fill with invalid values", which also takes the valid lists', () => {
    const invalid = edgeList('Bad codes', ['coupon'], ['DROP TABLE', '0000'], 'invalid');
    const valid = edgeList('Odd surnames', ['last name'], TEN);
    const plan = planWith(FORM, [invalid, valid], { flavour: 'invalid' });
    expect(plan.entries[2]).toMatchObject({
      signal: 'rule',
      rule: 'Bad codes',
      invalid: true,
      edgeCase: expect.stringMatching(/^Bad codes · (DROP TABLE|0000)$/),
    });
    expect(plan.entries[0]).toMatchObject({
      rule: 'Odd surnames',
      edgeCase: expect.stringMatching(/^Odd surnames · /),
    });
    expect(plan.entries[0]!.invalid).toBeUndefined();
    // A valid fill leaves the invalid list alone.
    expect(planWith(FORM, [invalid], { flavour: 'valid' }).entries[2]!.rule).toBeUndefined();
  });

  it('is left out of a realistic fill, where the next rule that matches decides the field', () => {
    const rules = [
      edgeList('Odd codes', ['coupon'], ['<b>x</b>']),
      makeRule({ name: 'Coupon', match: { words: ['coupon'] }, value: { type: 'text', text: 'SAVE10' } }),
    ];
    const plan = planWith(FORM, rules);
    expect(plan.entries[2]).toMatchObject({ signal: 'rule', rule: 'Coupon', value: 'SAVE10' });
    expect(plan.entries.some((entry) => entry.edgeCase)).toBe(false);
    expect(planWith(FORM, [rules[0]!]).entries[2]!.signal).not.toBe('rule');
  });

  it('gives a confirm field the item of the field it confirms, one that fits both', () => {
    const pair = fields([
      { label: 'Email', type: 'email' },
      { label: 'Confirm email', type: 'email', maxLength: 16 },
    ]);
    const rule = makeRule({
      name: 'Odd inboxes',
      match: { kinds: ['internet.email'] },
      value: {
        type: 'list',
        items: ['very.long.name@example.com', 'a+b@example.com', 'x@example.org'],
        edgeCases: 'valid',
      },
    });
    for (let seed = 1; seed <= 12; seed++) {
      const plan = planWith(pair, [rule], { seed, flavour: 'valid' });
      expect(valueOf(plan, 1), `seed ${seed}`).toBe(valueOf(plan, 0));
      expect(valueOf(plan, 0)!.length).toBeLessThanOrEqual(16);
      expect(plan.entries[1]!.edgeCase).toBe(plan.entries[0]!.edgeCase);
    }
  });

  it('picks a list’s option or a radio an item names, and cuts a long item in the report', () => {
    const form = fields([
      {
        tag: 'select',
        type: 'select-one',
        label: 'Country',
        options: [
          { value: '', text: 'Choose', disabled: false },
          { value: 'CI', text: "Côte d'Ivoire", disabled: false },
          { value: 'FR', text: 'France', disabled: false },
        ],
      },
      { type: 'radio', name: 'size', group: 's', value: 's', label: 'Small' },
      { type: 'radio', name: 'size', group: 's', value: 'xxl', label: 'Extra extra large' },
      { label: 'Comment' },
    ]);
    const long = 'A comment that goes on for much longer than forty characters';
    const plan = planWith(
      form,
      [
        edgeList('Odd countries', ['country'], ['Atlantis', "Côte d'Ivoire"]),
        makeRule({
          name: 'Big sizes',
          match: { inputTypes: ['radio'] },
          value: { type: 'list', items: ['Extra extra large'], edgeCases: 'valid' },
        }),
        edgeList('Long comment', ['comment'], [long]),
      ],
      { flavour: 'valid' },
    );
    expect(plan.writes).toEqual(
      expect.arrayContaining([
        { index: 0, selected: ['CI'] },
        { index: 2, checked: true },
        { index: 3, value: long },
      ]),
    );
    expect(plan.entries[0]).toMatchObject({ edgeCase: "Odd countries · Côte d'Ivoire" });
    expect(plan.entries[1]).toMatchObject({ rule: 'Big sizes', edgeCase: 'Big sizes · Extra extra large' });
    expect(plan.entries[2]!.edgeCase).toBe(`Long comment · ${long.slice(0, 39)}…`);
  });
});

describe('an ordinary rule in an edge-case fill', () => {
  it('still decides a radio group before a library case does, as it does every other field', () => {
    const sex = fields([
      { type: 'radio', name: 'sex', group: 'g', value: 'f', label: 'Female' },
      { type: 'radio', name: 'sex', group: 'g', value: 'm', label: 'Male' },
      { type: 'radio', name: 'sex', group: 'g', value: 'x', label: 'Prefer not to say' },
    ]);
    const rule = makeRule({
      name: 'Always female',
      match: { inputTypes: ['radio'] },
      value: { type: 'text', text: 'Female' },
    });
    for (let seed = 1; seed <= 6; seed++) {
      const plan = planWith(sex, [rule], { seed, flavour: 'valid' });
      expect(plan.writes, `seed ${seed}`).toEqual([{ index: 0, checked: true }]);
      expect(plan.entries[0]!.edgeCase).toBeUndefined();
    }
  });
});

describe('Insert ▸ Edge cases ▸ Yours ▸ a rule ▸ an item', () => {
  const rule = edgeList('Odd surnames', ['last name'], TEN);
  const box = fields([{ label: 'Anything' }]);

  it('writes that item into the field, named as the fill names it', () => {
    expect(planWith(box, [rule], { edgeCase: listCaseId(rule.id, 3) }).entries[0]).toMatchObject({
      value: 'Ō',
      edgeCase: 'Odd surnames · Ō',
    });
  });

  it('skips, saying why, an item the field would not take, or one gone from the list', () => {
    expect(
      planWith(fields([{ label: 'Age', type: 'number' }]), [rule], { edgeCase: listCaseId(rule.id, 0) }).entries[0],
    ).toMatchObject({ skipped: EDGE_CASE_UNFIT });
    for (const id of [listCaseId(rule.id, 10), listCaseId('gone', 0), 'yours.nonsense'])
      expect(planWith(box, [rule], { edgeCase: id }).entries[0]).toMatchObject({ skipped: EDGE_LIST_ITEM_GONE });
    expect(planWith(box, [{ ...rule, enabled: false }], { edgeCase: listCaseId(rule.id, 0) }).entries[0]).toMatchObject(
      { skipped: EDGE_LIST_ITEM_GONE },
    );
  });
});

describe('the rules a fill tries (rulesForFill)', () => {
  const valid = edgeList('Valid', ['a'], ['x']);
  const invalid = edgeList('Invalid', ['a'], ['x'], 'invalid');
  const plain = makeRule({ name: 'Plain', match: { words: ['a'] }, value: { type: 'list', items: ['x'] } });

  it.each<[EdgeFlavour | undefined, string[]]>([
    [undefined, ['Plain']],
    ['valid', ['Valid', 'Plain']],
    ['invalid', ['Valid', 'Invalid', 'Plain']],
  ])('in a fill of flavour %s: %j, each at its place in the user’s order', (flavour, names) => {
    const compiled = compileRules([valid, invalid, plain], URL);
    const used = rulesForFill(compiled, flavour);
    expect(used.map(({ rule }) => rule.name)).toEqual(names);
    expect(used.map(({ order }) => order)).toEqual(
      compiled.filter(({ rule }) => names.includes(rule.name)).map(({ order }) => order),
    );
    expect([valid, invalid, plain].filter((rule) => fillUses(rule, flavour)).map(({ name }) => name)).toEqual(names);
  });

  it('gives back the same list when it leaves nothing out', () => {
    const compiled = compileRules([plain], URL);
    expect(rulesForFill(compiled, undefined)).toBe(compiled);
  });
});
