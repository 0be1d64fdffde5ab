import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { compileRules } from '@/utils/rules/rule-match';
import type { Rule } from '@/utils/rules/rule-schema';
import { withIdentity, EXAMPLE_DOMAINS, type IdentityChoice } from '@/utils/rules/identity';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, valueOf } from '../support/plan';
import { makeRule } from '../support/rules';

pinClock();

const URL = 'https://forms.test/';

function planWith(
  list: FieldDescription[],
  rules: Rule[],
  { seed = 1, onlyEmpty = false, identity }: { seed?: number; onlyEmpty?: boolean; identity?: IdentityChoice } = {},
) {
  const faker = createFaker('en', seed);
  const made = createPersona(faker, 'en');
  const persona = identity ? withIdentity(made, identity, seed) : made;
  return { persona, plan: planFill(list, { faker, persona, onlyEmpty, rules: compileRules(rules, URL), seed }) };
}

const SIGNUP = fields([
  { label: 'First name', autocomplete: 'given-name' },
  { type: 'email', label: 'Email' },
  { type: 'email', label: 'Confirm email' },
  { type: 'password', label: 'Password' },
  { type: 'password', label: 'Repeat password' },
  { label: 'Order number', maxLength: 10 },
  { label: 'Coupon' },
]);

describe('rules in the fill plan', () => {
  it('comes before every other signal, and the report names the rule', () => {
    const { plan } = planWith(SIGNUP, [
      makeRule({ name: 'Team name', match: { words: ['first name'] }, value: { type: 'text', text: 'Ada' } }),
    ]);
    expect(valueOf(plan, 0)).toBe('Ada');
    expect(plan.entries[0]).toMatchObject({
      signal: 'rule',
      rule: 'Team name',
      kind: 'person.firstName',
      value: 'Ada',
    });
    expect(plan.entries[1]!.signal).not.toBe('rule');
  });

  it('resolves persona tokens to the fill’s persona: the email has the first-name field’s name', () => {
    const rule = makeRule({
      match: { kinds: ['internet.email'] },
      value: { type: 'template', template: '{{person.firstName}}.{{number.int 1 99}}@qa.example' },
    });
    const { plan, persona } = planWith(SIGNUP, [rule]);
    const email = valueOf(plan, 1)!;
    expect(email).toMatch(new RegExp(`^${persona.firstName}\\.\\d{1,2}@qa\\.example$`));
    expect(email.split('.')[0]).toBe(valueOf(plan, 0));
    // The confirm field repeats what the rule gave.
    expect(valueOf(plan, 2)).toBe(email);
  });

  it('picks one of a list, the same for the same seed', () => {
    const rule = makeRule({
      match: { words: ['coupon'] },
      value: { type: 'list', items: ['SPRING', 'SUMMER', 'AUTUMN', 'WINTER'] },
    });
    const picks = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => valueOf(planWith(SIGNUP, [rule], { seed }).plan, 6));
    expect(new Set(picks).size).toBeGreaterThan(1);
    expect(picks.every((pick) => ['SPRING', 'SUMMER', 'AUTUMN', 'WINTER'].includes(pick!))).toBe(true);
    expect(valueOf(planWith(SIGNUP, [rule], { seed: 3 }).plan, 6)).toBe(picks[2]);
  });

  it('skips a field with "leave empty", saying it was your rule', () => {
    const { plan } = planWith(SIGNUP, [makeRule({ match: { words: ['coupon'] }, value: { type: 'empty' } })]);
    expect(valueOf(plan, 6)).toBeUndefined();
    expect(plan.entries[6]).toMatchObject({ signal: 'rule', skipped: 'your rule' });
  });

  it('fits a value the field cannot take, and says so', () => {
    const { plan } = planWith(SIGNUP, [
      makeRule({ match: { words: ['order'] }, value: { type: 'template', template: 'ORD-{{string.numeric 12}}' } }),
    ]);
    expect(valueOf(plan, 5)).toMatch(/^ORD-\d{6}$/);
    expect(plan.entries[5]!.note).toBe('your rule’s value was fitted to the field (too long)');
  });

  it('generates from a pattern with the pattern generator', () => {
    const { plan } = planWith(SIGNUP, [
      makeRule({ match: { words: ['coupon'] }, value: { type: 'pattern', pattern: '[A-Z]{3}-\\d{4}' } }),
    ]);
    expect(valueOf(plan, 6)).toMatch(/^[A-Z]{3}-\d{4}$/);
  });

  it('gives a kind, consistent with the persona', () => {
    const { plan, persona } = planWith(SIGNUP, [
      makeRule({ match: { words: ['coupon'] }, value: { type: 'kind', kind: 'person.lastName' } }),
    ]);
    expect(valueOf(plan, 6)).toBe(persona.lastName);
    expect(plan.entries[6]).toMatchObject({ kind: 'person.lastName', signal: 'rule' });
  });

  it('picks a select’s option and a radio by the rule’s value', () => {
    const form = fields([
      {
        tag: 'select',
        type: 'select-one',
        label: 'Plan',
        options: [
          { value: '', text: 'Choose', disabled: false },
          { value: 'pro', text: 'Pro', disabled: false },
          { value: 'free', text: 'Free', disabled: false },
        ],
      },
      { type: 'radio', name: 'size', group: 's', value: 's', label: 'Small' },
      { type: 'radio', name: 'size', group: 's', value: 'l', label: 'Large' },
    ]);
    const { plan } = planWith(form, [
      makeRule({ match: { words: ['plan'] }, value: { type: 'text', text: 'Free' } }),
      makeRule({ match: { inputTypes: ['radio'] }, value: { type: 'text', text: 'Large' } }),
    ]);
    expect(plan.writes).toEqual([
      { index: 0, selected: ['free'] },
      { index: 2, checked: true },
    ]);
  });

  it('leaves a value the user typed with "fill empty fields only"', () => {
    const typed = fields([{ label: 'Coupon', value: 'MINE' }]);
    const { plan } = planWith(typed, [makeRule({ match: { words: ['coupon'] }, value: { type: 'text', text: 'X' } })], {
      onlyEmpty: true,
    });
    expect(plan.writes).toEqual([]);
    expect(plan.entries[0]).toMatchObject({ signal: 'rule', skipped: 'already has a value' });
  });
});

describe('identity choices', () => {
  const choice = (over: Partial<IdentityChoice>): IdentityChoice => ({
    emailMode: 'realistic',
    emailDomain: '',
    emailInbox: '',
    passwordMode: 'random',
    fixedPassword: '',
    ...over,
  });

  it('never delivered: an RFC 2606 example domain, the same name part', () => {
    const { plan, persona } = planWith(SIGNUP, [], { identity: choice({ emailMode: 'example' }) });
    const [, domain] = persona.email.split('@');
    expect(EXAMPLE_DOMAINS).toContain(domain);
    expect(valueOf(plan, 1)).toBe(persona.email);
    expect(valueOf(plan, 2)).toBe(persona.email);
  });

  it('your domain', () => {
    const { persona } = planWith(SIGNUP, [], {
      identity: choice({ emailMode: 'domain', emailDomain: 'qa.mycompany.test' }),
    });
    expect(persona.email).toMatch(/^[^@]+@qa\.mycompany\.test$/);
  });

  it('your inbox with a tag from the seed: Replay gives the same tag, a new fill another', () => {
    const inbox = choice({ emailMode: 'inbox', emailInbox: 'me@mycompany.com' });
    const first = valueOf(planWith(SIGNUP, [], { seed: 1001, identity: inbox }).plan, 1);
    expect(first).toMatch(/^me\+[a-z0-9]+@mycompany\.com$/);
    expect(valueOf(planWith(SIGNUP, [], { seed: 1001, identity: inbox }).plan, 1)).toBe(first);
    expect(valueOf(planWith(SIGNUP, [], { seed: 1002, identity: inbox }).plan, 1)).not.toBe(first);
  });

  it('one fixed password, repeated in the confirm field', () => {
    const { plan } = planWith(SIGNUP, [], {
      identity: choice({ passwordMode: 'fixed', fixedPassword: 'Tr0ub4dor&3' }),
    });
    expect(valueOf(plan, 3)).toBe('Tr0ub4dor&3');
    expect(valueOf(plan, 4)).toBe('Tr0ub4dor&3');
  });

  it('keeps the realistic address when the domain or inbox is not usable', () => {
    const faker = createFaker('en', 1);
    const persona = createPersona(faker, 'en');
    expect(withIdentity(persona, choice({ emailMode: 'domain', emailDomain: 'not a domain' }), 1).email).toBe(
      persona.email,
    );
    expect(withIdentity(persona, choice({ emailMode: 'inbox', emailInbox: 'me+x@corp.com' }), 1).email).toBe(
      persona.email,
    );
  });
});
