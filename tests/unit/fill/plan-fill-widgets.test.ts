import { describe, expect, it } from 'vitest';
import type { PickWrite } from '@/utils/page-contract/fill-write';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { fields, pinClock, plan, SEEDS, writeFor } from '../support/plan';

pinClock();

const WIDGETS = fields([
  { label: 'Country', role: 'combobox', widget: 'combobox' },
  { label: 'Company', role: 'combobox', widget: 'combobox' },
  { label: 'Favourite colours', role: 'combobox', widget: 'combobox' },
  { label: 'Country', role: 'combobox', widget: 'combobox', value: 'typed', readOnly: true },
]);

const pickFor = (seed: number, index: number) => writeFor(plan(WIDGETS, { seed }), index) as PickWrite | undefined;

describe('a combobox widget is planned as a pick', () => {
  it('names the persona’s country in the words it types, its own name first', () => {
    for (const seed of SEEDS) {
      const persona = createPersona(createFaker('en', seed), 'en');
      const pick = pickFor(seed, 0)!;
      expect(pick.pick[0]).toBe(persona.country);
      expect(pick.pick).toContain(persona.countryCode);
    }
  });

  it('types a company the persona could work for, so a creatable select takes it', () => {
    const pick = pickFor(1, 1)!;
    expect(pick.pick).toHaveLength(1);
    expect(pick.pick[0]).not.toBe('');
  });

  it('types nothing where the kind names no option, and leaves the choice to the seed', () => {
    for (const seed of SEEDS) {
      const pick = pickFor(seed, 2)!;
      expect(pick.pick).toEqual([]);
      expect(Number.isInteger(pick.seed)).toBe(true);
      expect(pick.many).toBeGreaterThanOrEqual(1);
      expect(pick.many).toBeLessThanOrEqual(3);
    }
  });

  it('gives the same pick for the same seed, and the report waits for what the page takes', () => {
    expect(plan(WIDGETS, { seed: 7 })).toEqual(plan(WIDGETS, { seed: 7 }));
    const entry = plan(WIDGETS, { seed: 7 }).entries[0]!;
    expect(entry.value).toBe(pickFor(7, 0)!.pick[0]);
  });

  it('leaves a read-only widget alone, as any read-only field', () => {
    expect(pickFor(1, 3)).toBeUndefined();
  });
});
