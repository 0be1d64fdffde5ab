import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { createPersona, type Persona } from '@/utils/values/persona';
import { textViolation } from '@/utils/values/text-validity';
import { fields, valueOf, writeFor } from '../support/plan';

const REF_DATE = new Date('2025-06-15T00:00:00Z');
const SEEDS = Array.from({ length: 10 }, () => Math.floor(Math.random() * 2 ** 31));

function planWith(
  list: Array<Partial<FieldDescription>>,
  { seed = 1, locale = 'en_US' as FakerLocale, pageLanguage = 'en', onlyEmpty = false } = {},
) {
  const faker = createFaker(locale, seed, REF_DATE);
  const persona = createPersona(faker, locale);
  const form = fields(list);
  return { persona, form, result: planFill(form, { faker, persona, onlyEmpty, pageLanguage }) };
}

const select = (
  autocomplete: string,
  options: Array<[string, string]>,
  extra: Partial<FieldDescription> = {},
): Partial<FieldDescription> => ({
  tag: 'select',
  type: 'select-one',
  autocomplete,
  options: [['', '--'] as [string, string], ...options].map(([value, text]) => ({ value, text, disabled: false })),
  ...extra,
});

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const selected = (result: ReturnType<typeof planWith>['result'], index: number) => {
  const write = writeFor(result, index);
  return write && 'selected' in write ? write.selected[0] : undefined;
};
const birthMonth = (persona: Persona) => persona.birthdate.getUTCMonth() + 1;

describe('split birth dates', () => {
  it.each<[string, Array<[string, string]>, (month: number) => string, string?]>([
    ['values 1–12, English names', MONTHS_EN.map((name, i) => [String(i + 1), name]), (m) => String(m)],
    [
      'values 01–12',
      MONTHS_EN.map((_, i) => [String(i + 1).padStart(2, '0'), String(i + 1).padStart(2, '0')]),
      (m) => String(m).padStart(2, '0'),
    ],
    ['English names as values', MONTHS_EN.map((name) => [name, name]), (m) => MONTHS_EN[m - 1]!],
    [
      'short names',
      MONTHS_EN.map((name) => [name.slice(0, 3).toLowerCase(), `${name.slice(0, 3)}.`]),
      (m) => MONTHS_EN[m - 1]!.slice(0, 3).toLowerCase(),
    ],
    ['German names on a German page', MONTHS_DE.map((name, i) => [`m${i}`, name]), (m) => `m${m - 1}`, 'de'],
    [
      'numbered names',
      MONTHS_EN.map((name, i) => [`x${i}`, `${String(i + 1).padStart(2, '0')} - ${name}`]),
      (m) => `x${m - 1}`,
    ],
  ])('picks the persona’s birth month from a month select with %s', (_, options, expected, pageLanguage = 'en') => {
    for (const seed of SEEDS) {
      const { persona, result } = planWith([select('bday-month', options)], { seed, pageLanguage });
      expect(selected(result, 0)).toBe(expected(birthMonth(persona)));
    }
  });

  it('picks day and year among options written with or without leading zeros', () => {
    const days = Array.from(
      { length: 31 },
      (_, i) => [String(i + 1).padStart(2, '0'), String(i + 1)] as [string, string],
    );
    const years = Array.from({ length: 100 }, (_, i) => [String(2010 - i), String(2010 - i)] as [string, string]);
    for (const seed of SEEDS) {
      const { persona, result } = planWith([select('bday-day', days), select('bday-year', years)], { seed });
      expect(Number(selected(result, 0))).toBe(persona.birthdate.getUTCDate());
      expect(selected(result, 1)).toBe(String(persona.birthdate.getUTCFullYear()));
    }
  });
});

describe('split phone numbers', () => {
  it.each<[FakerLocale, string]>([
    ['de', 'DE'],
    ['en_US', 'US'],
    ['fr', 'FR'],
  ])('picks the persona’s country calling code from "Country (+NN)" options (%s)', (locale, code) => {
    const options: Array<[string, string]> = [
      ['US', 'United States (+1)'],
      ['DE', 'Germany (+49)'],
      ['FR', 'France (+33)'],
      ['GB', 'United Kingdom (+44)'],
    ];
    const { result } = planWith([select('tel-country-code', options)], { locale });
    expect(selected(result, 0)).toBe(code);
  });

  it('picks "+49" among bare calling codes, and fills area code and number from the same phone', () => {
    for (const seed of SEEDS) {
      const { persona, result } = planWith(
        [
          select('tel-country-code', [
            ['+1', '+1'],
            ['+44', '+44'],
            ['+49', '+49'],
          ]),
          { type: 'tel', autocomplete: 'tel-area-code' },
          { type: 'tel', autocomplete: 'tel-local' },
        ],
        { seed, locale: 'de' },
      );
      expect(selected(result, 0)).toBe('+49');
      expect(`${valueOf(result, 1)}${valueOf(result, 2)}`).toBe(persona.phone.replace(/\D/g, ''));
    }
  });
});

describe('card expiry', () => {
  it.each<[string, Partial<FieldDescription>, RegExp]>([
    ['maxlength 5', { maxLength: 5 }, /^(0[1-9]|1[0-2])\/\d\d$/],
    ['maxlength 7', { maxLength: 7 }, /^(0[1-9]|1[0-2])\/20\d\d$/],
    ['maxlength 4', { maxLength: 4 }, /^(0[1-9]|1[0-2])\d\d$/],
    ['placeholder MM / YY', { placeholder: 'MM / YY' }, /^(0[1-9]|1[0-2]) \/ \d\d$/],
    ['placeholder MM-JJJJ', { placeholder: 'MM-JJJJ' }, /^(0[1-9]|1[0-2])-20\d\d$/],
    ['a pattern for MM/YYYY', { pattern: String.raw`\d{2}/\d{4}` }, /^(0[1-9]|1[0-2])\/20\d\d$/],
    ['a pattern for MM-YY', { pattern: String.raw`\d\d-\d\d` }, /^(0[1-9]|1[0-2])-\d\d$/],
  ])('writes one expiry field with %s', (_, extra, shape) => {
    for (const seed of SEEDS) {
      const { persona, result } = planWith([{ autocomplete: 'cc-exp', ...extra }], { seed });
      const value = valueOf(result, 0)!;
      expect(value).toMatch(shape);
      expect(value.slice(0, 2)).toBe(String(persona.cardExpiry.getUTCMonth() + 1).padStart(2, '0'));
      expect(value).toContain(String(persona.cardExpiry.getUTCFullYear()).slice(2));
    }
  });

  it.each<[string, Array<[string, string]>, (year: number) => string]>([
    ['4-digit', Array.from({ length: 12 }, (_, i) => [String(2024 + i), String(2024 + i)]), (y) => String(y)],
    ['2-digit', Array.from({ length: 12 }, (_, i) => [String(24 + i), String(24 + i)]), (y) => String(y % 100)],
    [
      '2-digit values, 4-digit texts',
      Array.from({ length: 12 }, (_, i) => [String(24 + i), String(2024 + i)]),
      (y) => String(y % 100),
    ],
  ])('picks the expiry year from a select with %s years', (_, options, expected) => {
    for (const seed of SEEDS) {
      const { persona, result } = planWith([select('cc-exp-year', options)], { seed });
      expect(selected(result, 0)).toBe(expected(persona.cardExpiry.getUTCFullYear()));
    }
  });

  it('writes a two-digit year into a two-character year field', () => {
    const { persona, result } = planWith([
      { autocomplete: 'cc-exp-year', maxLength: 2 },
      { autocomplete: 'cc-exp-year', placeholder: 'YYYY' },
    ]);
    expect(valueOf(result, 0)).toBe(String(persona.cardExpiry.getUTCFullYear() % 100).padStart(2, '0'));
    expect(valueOf(result, 1)).toBe(String(persona.cardExpiry.getUTCFullYear()));
  });

  it('picks the persona’s issuer in a card type select', () => {
    const options: Array<[string, string]> = [
      ['VI', 'Visa'],
      ['MC', 'MasterCard'],
      ['AX', 'American Express'],
    ];
    for (const seed of SEEDS) {
      const { persona, result } = planWith([select('cc-type', options)], { seed });
      expect(selected(result, 0)).toBe({ visa: 'VI', mastercard: 'MC', amex: 'AX' }[persona.cardIssuer]);
    }
  });
});

describe('confirm fields', () => {
  it.each(SEEDS)('repeat the first value even when their own constraints differ (seed %i)', (seed) => {
    const list: Array<Partial<FieldDescription>> = [
      { type: 'email', autocomplete: 'email', maxLength: 60 },
      { type: 'email', label: 'Confirm email', maxLength: 18, pattern: String.raw`[a-z0-9._]+@[a-z.]+` },
      { type: 'password', autocomplete: 'new-password', minLength: 8 },
      { type: 'password', label: 'Repeat password', maxLength: 10, pattern: '[A-Za-z0-9]+' },
    ];
    const { form, result } = planWith(list, { seed, locale: 'de' });
    expect(valueOf(result, 1)).toBe(valueOf(result, 0));
    expect(valueOf(result, 3)).toBe(valueOf(result, 2));
    for (const field of form)
      expect(textViolation(valueOf(result, field.index)!, field), JSON.stringify(field)).toBeUndefined();
  });

  it('repeat what the user typed in the first when only empty fields are filled', () => {
    const { result } = planWith(
      [
        { type: 'email', autocomplete: 'email', value: 'me@example.org' },
        { type: 'email', label: 'Confirm email' },
      ],
      { onlyEmpty: true },
    );
    expect(writeFor(result, 0)).toBeUndefined();
    expect(valueOf(result, 1)).toBe('me@example.org');
  });
});

describe('selects and radios follow the persona', () => {
  it('picks the radio for the persona’s sex', () => {
    for (const seed of SEEDS) {
      const radios = ['Female', 'Male', 'Diverse'].map((label, i) => ({
        type: 'radio',
        name: 'gender',
        group: '0:gender',
        value: String(i),
        label,
      }));
      const { persona, result } = planWith(radios, { seed });
      expect(result.writes).toEqual([{ index: persona.sex === 'female' ? 0 : 1, checked: true }]);
    }
  });

  it('picks the state by its abbreviation or its name', () => {
    for (const seed of SEEDS) {
      const byName = planWith(
        [
          select('address-level1', [
            ['x1', 'Texas'],
            ['x2', 'Ohio'],
          ]),
        ],
        { seed },
      );
      const { persona, result } = planWith(
        [
          select('address-level1', [
            ['TX', 'Texas'],
            [byName.persona.stateAbbr, 'The persona’s state'],
          ]),
        ],
        { seed },
      );
      expect(selected(result, 0)).toBe(persona.stateAbbr);
    }
  });
});
