import { afterEach, beforeEach, vi } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import type { FillPlan } from '@/utils/fill/fill-plan';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { createPersona } from '@/utils/values/persona';
import { makeField } from './make-field';

/** Faker's dates count from "now"; pin it so a seed gives the same plan on any day. Call at the top of a test file. */
export function pinClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-15T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function plan(
  fields: FieldDescription[],
  { seed = 1, locale = 'en' as FakerLocale, onlyEmpty = false, fillHidden = false } = {},
): FillPlan {
  const faker = createFaker(locale, seed);
  return planFill(fields, { faker, persona: createPersona(faker, locale), onlyEmpty, fillHidden });
}

/** Fields indexed by their position in the list. */
export const fields = (list: Array<Partial<FieldDescription>>) =>
  list.map((field, index) => makeField({ ...field, index }));

export const writeFor = (result: FillPlan, index: number) => result.writes.find((write) => write.index === index);

export const valueOf = (result: FillPlan, index: number) => {
  const write = writeFor(result, index);
  return write && 'value' in write ? write.value : undefined;
};

export const SEEDS = Array.from({ length: 25 }, (_, i) => i + 1);
