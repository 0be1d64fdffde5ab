import { describe, expect, it } from 'vitest';
import type { FieldOption } from '@/utils/fields/field-description';
import { optionsShape } from '@/utils/classify/options-shape';

const options = (...texts: string[]): FieldOption[] =>
  texts.map((text, index) => ({
    value: index === 0 && /^(mois|jahr|--)/i.test(text) ? '' : text,
    text,
    disabled: false,
  }));
const MONTHS = [
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

describe('optionsShape', () => {
  it.each<[string, FieldOption[], string]>([
    [
      'months numbered before their names',
      options('Month', ...MONTHS.map((month, index) => `${String(index + 1).padStart(2, '0')} - ${month}`)),
      'month',
    ],
    [
      'month numbers after a prompt in another language',
      options('Mois', ...Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))),
      'month',
    ],
    ['month names', options(...MONTHS), 'month'],
    [
      'a long list where some names start like months',
      options(
        ...Array.from(
          { length: 40 },
          (_, index) => ['Marauder', 'Mustang', 'Maybach', 'Juniper', 'Octavia'][index % 5]! + index,
        ),
      ),
      'none',
    ],
    ['calling codes after a country code', options('AD+376', 'AL+355', 'AT+43', 'DE+49'), 'dial-code'],
    ['one calling code', options('CA +1'), 'dial-code'],
    ['a calling code and an "abroad (+)" to type one', options('Magyarország (+36)', 'Külföld (+)'), 'dial-code'],
    ['one country', options('Canada'), 'country'],
    ['one thing that is no country', options('Standard delivery'), 'none'],
    ['countries in English', options('Austria', 'Belgium', 'Bulgaria', 'Czech Republic', 'The Netherlands'), 'country'],
    [
      'countries in Greek after a prompt',
      [{ value: '', text: 'Χώρας', disabled: false }, ...options('Αυστρία', 'Βέλγιο', 'Βουλγαρία', 'Κύπρος')],
      'country',
    ],
    [
      'a filter by region that mixes countries with continents',
      options('Afghanistan', 'Americas', 'Armenia', 'Caucasus', 'Middle East', 'Europe'),
      'none',
    ],
  ])('%s', (_, list, shape) => {
    expect(optionsShape({ options: list })).toBe(shape);
  });
});

describe('optionsShape on a list shared by many selects', () => {
  it('reads the same list the same way every time, and a list of years again when the year changes', () => {
    const years = options('2026', '2027', '2028', '2029', '2030');
    const in2025 = new Date('2025-06-01T00:00:00Z');
    expect(optionsShape({ options: years }, in2025)).toBe('future-year');
    expect(optionsShape({ options: years }, in2025)).toBe('future-year');
    expect(optionsShape({ options: years }, new Date('2031-06-01T00:00:00Z'))).toBe('past-year');
  });
});
