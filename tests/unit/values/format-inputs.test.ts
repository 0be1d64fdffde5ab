import { describe, expect, it } from 'vitest';
import { classifyField } from '@/utils/classify/classify-field';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { makeField } from '../support/make-field';

/*
 * Inputs with a format of their own (month, week, time, datetime-local, colour, range)
 * take only values of that format, whatever their autocomplete, name or neighbours say:
 * the fuzzer found an email written into a month input the page marked autocomplete="email".
 */
const FORMATS: Array<[string, RegExp]> = [
  ['month', /^\d{4}-\d\d$/],
  ['week', /^\d{4}-W\d\d$/],
  ['time', /^\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/],
  ['datetime-local', /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,3})?)?$/],
  ['color', /^#[0-9a-f]{6}$/],
  ['range', /^-?\d+(\.\d+)?$/],
];

describe.each(FORMATS)('a %s input', (type, format) => {
  it('keeps its own kind when its autocomplete names another', () => {
    expect(classifyField(makeField({ type, autocomplete: 'email', label: 'Email' })).signal).toBe('type');
  });

  it.each([1, 2, 3])(
    'is planned a value of its format beside an email it shares a name with, and with length limits it ignores (seed %i)',
    (seed) => {
      const faker = createFaker('en_US', seed, new Date('2025-06-15T00:00:00Z'));
      const fields = [
        makeField({ index: 0, type: 'email', name: 'email', label: 'Email' }),
        makeField({
          index: 1,
          type,
          name: 'email',
          autocomplete: 'email',
          maxLength: 0,
          minLength: 5,
          pattern: '[a-z]+@[a-z]+',
        }),
      ];
      const plan = planFill(fields, { faker, persona: createPersona(faker, 'en_US'), onlyEmpty: false });
      const write = plan.writes.find((candidate) => candidate.index === 1);
      expect(write && 'value' in write ? write.value : '').toMatch(format);
    },
  );
});
