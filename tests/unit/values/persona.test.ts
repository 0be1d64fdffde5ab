import { allLocales } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { isLuhnValid, luhnCheckDigit } from '@/utils/values/luhn';
import { createPersona } from '@/utils/values/persona';

const REF_DATE = new Date('2025-06-15T00:00:00Z');
const persona = (locale: FakerLocale, seed: number) => createPersona(createFaker(locale, seed, REF_DATE), locale);
const SEEDS = Array.from({ length: 12 }, () => Math.floor(Math.random() * 2 ** 31));
const LOCALES: FakerLocale[] = ['en', 'en_US', 'de', 'de_AT', 'fr', 'ja', 'pt_BR', 'ru', 'en_GB', 'it', 'zh_CN'];

describe('luhn', () => {
  it.each(['4242424242424242', '378282246310005', '5555555555554444', '6011111111111117'])(
    'accepts the known test card %s',
    (number) => {
      expect(isLuhnValid(number)).toBe(true);
    },
  );

  it('rejects a wrong check digit and non-digits', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnCheckDigit('424242424242424')).toBe('2');
  });
});

describe('createPersona', () => {
  it('is reproducible from the seed, the locale and the reference date', () => {
    expect(persona('de', 5)).toEqual(persona('de', 5));
    expect(persona('de', 5)).not.toEqual(persona('de', 6));
  });

  describe.each(SEEDS)('seed %i', (seed) => {
    it.each(LOCALES)('has one valid test card (%s)', (locale) => {
      const { cardIssuer, cardNumber, cardCvv, cardExpiry } = persona(locale, seed);
      expect(isLuhnValid(cardNumber), cardNumber).toBe(true);
      const shapes = {
        visa: /^4\d{15}$|^4\d{12}$/,
        mastercard: /^(5[1-5]\d{2}|2[2-7]\d{2})\d{12}$/,
        amex: /^3[47]\d{13}$/,
      };
      expect(cardNumber).toMatch(shapes[cardIssuer]);
      expect(cardCvv).toMatch(cardIssuer === 'amex' ? /^\d{4}$/ : /^\d{3}$/);
      expect(cardExpiry.getTime()).toBeGreaterThan(REF_DATE.getTime());
      expect(cardExpiry.getTime()).toBeLessThanOrEqual(Date.UTC(2029, 5, 1));
      expect(cardExpiry.getUTCDate()).toBe(1);
    });

    it.each(LOCALES)('lives in the locale’s country, with a phone in its format (%s)', (locale) => {
      const p = persona(locale, seed);
      const countries: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', ja: 'JP', ru: 'RU', it: 'IT' };
      const country = locale.includes('_') ? locale.split('_')[1] : countries[locale];
      expect(p.countryCode).toBe(country);
      expect(p.phoneInternational).toMatch(new RegExp(`^\\${p.phoneCountryCode}\\d{5,}$`));
      expect(p.phone.replace(/\D/g, '')).toContain(p.phoneAreaCode + p.phoneLocalNumber.slice(0, 2));
      expect(p.phoneLocalNumber).toMatch(/^\d+$/);
      expect(p.streetAddress).toContain(p.street);
      expect(p.streetAddress.replace(/^,\s*|,\s*$/g, '')).toBeTruthy();
    });

    it('derives the email and the username from the name', () => {
      const p = persona('en', seed);
      const name = new RegExp(`${p.firstName}|${p.lastName}`.replace(/[^a-z|]/gi, ''), 'i');
      expect(p.email.split('@')[0]!.replace(/[^a-z]/gi, '')).toMatch(name);
      expect(p.username.replace(/[^a-z]/gi, '')).toMatch(name);
    });

    it('is 18 to 80 years old on the reference date', () => {
      const age = (REF_DATE.getTime() - persona('de', seed).birthdate.getTime()) / (365.25 * 86_400_000);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(81);
    });

    it.each<FakerLocale>(['en', 'en_US'])('has a US ZIP code inside its state (%s)', (locale) => {
      const p = persona(locale, seed);
      // A state's template is one range or several (Florida's).
      const templates = String(allLocales.en_US.location!.postcode_by_state![p.stateAbbr]);
      const ranges = [...templates.matchAll(/"min": ?(\d+), ?"max": ?(\d+)/g)].map(([, min, max]) => [
        Number(min),
        Number(max),
      ]);
      expect(p.zipCode).toMatch(/^\d{5}$/);
      expect(
        ranges.some(([min, max]) => Number(p.zipCode) >= min! && Number(p.zipCode) <= max!),
        `${p.zipCode} in ${p.stateAbbr}`,
      ).toBe(true);
      expect(allLocales.en.location!.state!.indexOf(p.state)).toBe(
        allLocales.en.location!.state_abbr!.indexOf(p.stateAbbr),
      );
    });
  });

  it.each<[FakerLocale, RegExp]>([
    ['de', /^\d{5}$/],
    ['de_AT', /^\d{4}$/],
    ['ja', /^\d{3}-\d{4}$/],
    ['pt_BR', /^\d{5}-\d{3}$/],
    ['en_GB', /^[A-Z\d]{2,4} [A-Z\d]{3}$/],
  ])('writes the postal code the way %s does', (locale, shape) => {
    for (const seed of SEEDS.slice(0, 4)) expect(persona(locale, seed).zipCode).toMatch(shape);
  });

  it('keeps the state abbreviation beside its name when the locale has both', () => {
    const p = persona('de', 3);
    const { state, state_abbr } = allLocales.de.location!;
    expect(state!.indexOf(p.state)).toBe(state_abbr!.indexOf(p.stateAbbr));
  });
});
