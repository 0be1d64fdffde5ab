import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import type { FillPlan } from '@/utils/fill/fill-plan';
import { EDGE_CASE_UNFIT } from '@/utils/fill/edge-case-planner';
import { createFaker, nextSeed } from '@/utils/values/create-faker';
import type { EdgeFlavour } from '@/utils/values/edge-cases/edge-case';
import { edgeCasesFor } from '@/utils/values/edge-cases/edge-case-library';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, valueOf } from '../support/plan';

pinClock();

function edgePlan(
  list: FieldDescription[],
  seed: number,
  flavour: EdgeFlavour = 'valid',
  edgeCase?: string,
  kind?: FillPlan['entries'][number]['kind'],
  onlyEmpty = false,
): FillPlan {
  const faker = createFaker('en', seed);
  return planFill(list, {
    faker,
    persona: createPersona(faker, 'en'),
    onlyEmpty,
    edgeCases: edgeCase ? undefined : { flavour, seed },
    edgeCase,
    kind: kind as never,
  });
}

const FORM = fields([
  { label: 'First name', autocomplete: 'given-name' },
  { label: 'Email', type: 'email', name: 'email' },
  { label: 'Confirm email', type: 'email', name: 'email_confirm' },
  { label: 'Phone', type: 'tel', autocomplete: 'tel' },
  { label: 'Number of guests', type: 'number', name: 'guests', min: '1', max: '20' },
  { label: 'Birth date', type: 'date', autocomplete: 'bday' },
  { label: 'Comments', type: 'textarea', tag: 'textarea', maxLength: 200 },
  { label: 'Website', type: 'url', name: 'website' },
  { label: 'I agree', type: 'checkbox', name: 'terms', required: true },
  {
    label: 'Country',
    type: 'select-one',
    autocomplete: 'country',
    options: [
      { value: '', text: 'Choose…', disabled: false },
      { value: 'CI', text: "Côte d'Ivoire", disabled: false },
      { value: 'TR', text: 'Türkiye', disabled: false },
      { value: 'FR', text: 'France', disabled: false },
    ],
  },
]);

describe('a fill with edge cases', () => {
  it('names the case of every field it gives one, and the same seed gives the same cases', () => {
    const plan = edgePlan(FORM, 7);
    const named = plan.entries.filter((entry) => entry.edgeCase);
    expect(named.length).toBeGreaterThanOrEqual(8);
    for (const entry of named) expect(entry.edgeCase).toMatch(/^[a-z]+ · .+/);
    expect(plan.entries.find((entry) => entry.label === 'Email')?.edgeCase).toMatch(/^email · /);
    expect(edgePlan(FORM, 7)).toEqual(plan);
  });

  it('gives a confirm field the same case as the field it confirms', () => {
    const plan = edgePlan(FORM, 3);
    expect(valueOf(plan, 2)).toBe(valueOf(plan, 1));
    expect(plan.entries[2]!.edgeCase).toBe(plan.entries[1]!.edgeCase);
  });

  it('chooses a confirm field’s case to fit both fields, when their bounds differ', () => {
    const pair = fields([
      { label: 'Email', type: 'email', name: 'email' },
      { label: 'Confirm email', name: 'email_confirm', maxLength: 20, pattern: '[^"]+' },
    ]);
    for (let seed = 1; seed <= 25; seed++) {
      const plan = edgePlan(pair, seed);
      expect(valueOf(plan, 1), `seed ${seed}`).toBe(valueOf(plan, 0));
      expect(valueOf(plan, 1)!.length).toBeLessThanOrEqual(20);
      expect(plan.entries[1]!.edgeCase).toBe(plan.entries[0]!.edgeCase);
    }
  });

  it('with "only empty", repeats the email the user typed into its confirm field rather than a case', () => {
    const typed = FORM.map((field) => (field.name === 'email' ? { ...field, value: 'typed@example.com' } : field));
    const plan = edgePlan(typed, 5, 'valid', undefined, undefined, true);
    expect(valueOf(plan, 2)).toBe('typed@example.com');
    expect(plan.entries[2]!.edgeCase).toBeUndefined();
    expect(plan.entries[0]!.edgeCase).toMatch(/^name · /);
  });

  it('never leaves a required checkbox empty, and keeps within the field’s own bounds', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const plan = edgePlan(FORM, seed);
      expect(plan.writes.find((write) => write.index === 8)).toEqual({ index: 8, checked: true });
      const quantity = Number(valueOf(plan, 4));
      expect(quantity >= 1 && quantity <= 20, `seed ${seed}: ${quantity}`).toBe(true);
      expect(valueOf(plan, 6)!.length).toBeLessThanOrEqual(200);
    }
  });

  it('walks through a kind’s cases: ten successive seeds give ten different emails', () => {
    let seed = 123_456;
    const seen = new Set<string>();
    for (let fill = 0; fill < 10; fill++, seed = nextSeed(seed)) seen.add(edgePlan(FORM, seed).entries[1]!.edgeCase!);
    expect(seen.size).toBe(10);
  });

  it('goes through every case that fits before one comes back', () => {
    const field = fields([{ label: 'Email', type: 'email' }]);
    const fitting = edgeCasesFor('internet.email', 'valid').filter(
      ({ edgeCase }) => !edgeCase.types || edgeCase.types.includes('email'),
    );
    const names = Array.from({ length: fitting.length }, (_, i) => edgePlan(field, 900 + i).entries[0]!.edgeCase);
    expect(new Set(names).size).toBe(fitting.length);
  });

  it('marks values a server should refuse, and still writes only what the browser takes', () => {
    const plan = edgePlan(FORM, 11, 'invalid');
    const email = plan.entries.find((entry) => entry.label === 'Email')!;
    expect(email).toMatchObject({ invalid: true, edgeCase: expect.stringMatching(/^email · /) });
    // type=email refuses "no @" and such: only cases it takes are chosen.
    expect(email.value).toMatch(/@/);
    expect(plan.entries.filter((entry) => entry.invalid).length).toBeGreaterThanOrEqual(5);
  });

  it('Insert ▸ Edge cases writes the one case picked, and skips a field that would refuse it', () => {
    const box = fields([{ label: 'Anything' }]);
    const inserted = edgePlan(box, 1, 'valid', 'email.plus-addressed', 'internet.email');
    expect(inserted.entries[0]).toMatchObject({
      value: 'ada+newsletter@example.com',
      edgeCase: 'email · plus-addressed',
    });
    const short = fields([{ label: 'Code', maxLength: 3 }]);
    expect(edgePlan(short, 1, 'valid', 'email.plus-addressed', 'internet.email').entries[0]).toMatchObject({
      skipped: EDGE_CASE_UNFIT,
    });
  });
});
