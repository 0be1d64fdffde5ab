// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { PageFiller } from '@/utils/page/page-filler';
import { planFill } from '@/utils/fill/plan-fill';
import type { FillPlan } from '@/utils/fill/fill-plan';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { isLuhnValid } from '@/utils/values/luhn';
import { createPersona } from '@/utils/values/persona';
import { constraintViolation } from '../support/constraint-check';

/*
 * Property test over the end-to-end fixture page, planned in Node: whatever
 * the seed and locale, every planned value satisfies its field's constraints
 * as the HTML specification states them. The seed is in the test name. The
 * browser's own checkValidity() is asked in tests/e2e/constraints.spec.ts.
 */
const PAGE = readFileSync(join(process.cwd(), 'tests/fixtures/pages/constraints.html'), 'utf8');
const LOCALES: FakerLocale[] = ['en_US', 'de', 'ja', 'pt_BR', 'ru'];
const SEEDS = Array.from({ length: 6 }, () => Math.floor(Math.random() * 2 ** 31));
const REF_DATE = new Date('2025-06-15T00:00:00Z');

let fields: FieldDescription[];
beforeAll(() => {
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(PAGE)![1]!;
  fields = new PageFiller(document).collect().fields;
});

function planFor(locale: FakerLocale, seed: number, pageLanguage = 'en'): FillPlan {
  const faker = createFaker(locale, seed, REF_DATE);
  return planFill(fields, { faker, persona: createPersona(faker, locale), onlyEmpty: false, pageLanguage });
}

/** The value planned for the field with this id or name, as the page would hold it. */
function valueOf(plan: FillPlan, key: string): string {
  const field = fields.find((candidate) => candidate.id === key || candidate.name === key)!;
  const write = plan.writes.find((candidate) => candidate.index === field.index);
  if (!write) return '';
  if ('value' in write) return write.value;
  if ('selected' in write) return write.selected.join(',');
  if ('pick' in write) return write.pick.join(',');
  return String(write.checked);
}

describe.each(SEEDS)('the constraints fixture, seed %i', (seed) => {
  it.each(LOCALES)('every planned value passes its field’s constraints (%s)', (locale) => {
    const plan = planFor(locale, seed);
    const problems: string[] = [];
    for (const field of fields) {
      const write = plan.writes.find((candidate) => candidate.index === field.index);
      if (field.type === 'radio' || field.type === 'checkbox' || field.type === 'search') continue;
      if (!write) {
        if (field.required) problems.push(`${field.name}: required but not filled`);
        continue;
      }
      if ('selected' in write) {
        const real = (field.options ?? [])
          .filter((option) => option.value !== '' && !option.disabled)
          .map((option) => option.value);
        for (const value of write.selected)
          if (!real.includes(value)) problems.push(`${field.name}: ${value} is not a real option`);
      } else if ('value' in write) {
        const violation = constraintViolation(field, write.value);
        if (violation) problems.push(`${field.name}: ${JSON.stringify(write.value)} ${violation}`);
      }
    }
    const groups = new Set(fields.filter((field) => field.type === 'radio').map((field) => field.group));
    const checkedGroups = plan.writes
      .filter((write) => 'checked' in write && write.checked)
      .map((write) => fields[write.index]!.group)
      .filter(Boolean);
    expect(new Set(checkedGroups)).toEqual(groups);
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('repeats the email and the password in their confirm fields (%s)', (locale) => {
    const plan = planFor(locale, seed);
    expect(valueOf(plan, 'email_confirm')).toBe(valueOf(plan, 'email'));
    expect(valueOf(plan, 'password_confirm')).toBe(valueOf(plan, 'password'));
    expect(valueOf(plan, 'email')).not.toBe('');
  });

  it.each(LOCALES)('splits one birth date, one phone and one card over their fields (%s)', (locale) => {
    const plan = planFor(locale, seed);
    const persona = createPersona(createFaker(locale, seed, REF_DATE), locale);
    const birth = persona.birthdate;
    expect(valueOf(plan, 'dob_day')).toBe(String(birth.getUTCDate()));
    expect(valueOf(plan, 'dob_month')).toBe(String(birth.getUTCMonth() + 1));
    expect(valueOf(plan, 'dob_year')).toBe(String(birth.getUTCFullYear()));
    expect(Number(valueOf(plan, 'birth_day'))).toBe(birth.getUTCDate());
    expect(Number(valueOf(plan, 'birth_month'))).toBe(birth.getUTCMonth() + 1);
    expect(valueOf(plan, 'birth_year')).toBe(String(birth.getUTCFullYear()));
    expect(valueOf(plan, 'birthday')).toBe(birth.toISOString().slice(0, 10));

    expect(valueOf(plan, 'phone_cc')).toBe(persona.phoneCountryCode);
    const mm = valueOf(plan, 'cc_month');
    const yy = valueOf(plan, 'cc_year');
    expect(`${mm}/${yy}`).toBe(valueOf(plan, 'cc_exp'));
    expect(`${mm}/20${yy}`).toBe(valueOf(plan, 'cc_exp_long'));
    expect(Date.UTC(2000 + Number(yy), Number(mm) - 1, 28)).toBeGreaterThan(REF_DATE.getTime());
    const number = valueOf(plan, 'cc_number').replace(/\D/g, '');
    expect(isLuhnValid(number), number).toBe(true);
    expect(valueOf(plan, 'cc_csc')).toHaveLength(/^3[47]/.test(number) ? 4 : 3);
  });
});

describe('the constraints fixture in English', () => {
  it('picks the persona’s state, country and phone parts', () => {
    for (const seed of SEEDS) {
      const plan = planFor('en_US', seed);
      const persona = createPersona(createFaker('en_US', seed, REF_DATE), 'en_US');
      expect(valueOf(plan, 'state')).toBe(persona.stateAbbr);
      expect(valueOf(plan, 'country')).toBe('US');
      expect(valueOf(plan, 'zip')).toBe(persona.zipCode);
      expect(valueOf(plan, 'phone_area')).toBe(persona.phoneAreaCode);
      expect(valueOf(plan, 'phone_local')).toBe(persona.phoneLocalNumber);
      expect(valueOf(plan, 'mobile')).toBe(
        `${persona.phoneAreaCode}-${persona.phoneLocalNumber.slice(0, 3)}-${persona.phoneLocalNumber.slice(3)}`,
      );
    }
  });

  it('gives the same plan for the same seed, locale and reference date', () => {
    expect(planFor('de', 11)).toEqual(planFor('de', 11));
  });
});
