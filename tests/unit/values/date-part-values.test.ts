import { describe, expect, it } from 'vitest';
import { dateText, expiryText, expiryVariants, yearText } from '@/utils/values/date-part-values';
import { monthNames } from '@/utils/values/month-names';
import { makeField } from '../support/make-field';

const BIRTH = new Date('1982-12-29T00:00:00Z');
const EXPIRY = new Date('2027-05-01T00:00:00Z');

describe('dateText', () => {
  it.each([
    ['TT.MM.JJJJ', '29.12.1982'],
    ['DD/MM/YYYY', '29/12/1982'],
    ['JJ/MM/AAAA', '29/12/1982'],
    ['gg/mm/aaaa', '29/12/1982'],
    ['MM/DD/YYYY', '12/29/1982'],
    ['MM-DD-YY', '12-29-82'],
    ['YYYY-MM-DD', '1982-12-29'],
    ['dd mm yyyy', '29 12 1982'],
  ])('writes %s as %s', (placeholder, expected) => {
    expect(dateText(BIRTH, placeholder)).toBe(expected);
  });

  it.each(['', 'Your birthday', 'DD.MM/YYYY', 'MM/YYYY'])('finds no mask in %j', (placeholder) => {
    expect(dateText(BIRTH, placeholder)).toBeUndefined();
  });
});

describe('yearText and expiryText', () => {
  it.each([
    [{}, '2027'],
    [{ maxLength: 2 }, '27'],
    [{ placeholder: 'YY' }, '27'],
    [{ placeholder: 'JJ' }, '27'],
    [{ type: 'number', max: '99' }, '27'],
    [{ maxLength: 4 }, '2027'],
  ])('writes a year in %o as %s', (field, expected) => {
    expect(yearText(2027, makeField(field))).toBe(expected);
  });

  it.each([
    [{}, '05/27'],
    [{ maxLength: 5 }, '05/27'],
    [{ maxLength: 7 }, '05/2027'],
    [{ maxLength: 4 }, '0527'],
    [{ placeholder: 'MM / YY' }, '05 / 27'],
    [{ placeholder: 'MM/YYYY' }, '05/2027'],
    [{ placeholder: 'MM / YYYY', maxLength: 7 }, '05/2027'],
    [{ placeholder: 'mm-aa' }, '05-27'],
  ])('writes an expiry in %o as %s', (field, expected) => {
    expect(expiryText(EXPIRY, makeField(field))).toBe(expected);
  });

  it('lists the other common shapes of an expiry', () => {
    expect(expiryVariants(EXPIRY)).toEqual(['05/27', '05/2027', '0527', '05-27', '05 / 27', '05.27', '5/27']);
  });
});

describe('monthNames', () => {
  it('names a month in each language, long and short, standalone and in a date', () => {
    expect(monthNames(3, ['de', 'en'])).toEqual(expect.arrayContaining(['März', 'March', 'Mar']));
    expect(monthNames(1, ['ru'])).toEqual(expect.arrayContaining(['январь', 'января']));
    expect(monthNames(5, ['pl'])).toEqual(expect.arrayContaining(['maj', 'maja']));
  });

  it('skips a language the runtime cannot name months in', () => {
    expect(monthNames(1, ['not a language!', 'en'])).toEqual(monthNames(1, ['en']));
  });
});
