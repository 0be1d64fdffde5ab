import { describe, expect, it } from 'vitest';
import { personaTimeZone, timeZoneCity } from '@/utils/values/time-zones';
import { FAKER_LOCALES, localeCountry } from '@/utils/values/faker-locales';
import { createFaker } from '@/utils/values/create-faker';
import { createPersona } from '@/utils/values/persona';
import { GENERATORS } from '@/utils/values/generators';
import { chooseOption } from '@/utils/fill/choose-option';
import { valueVariants } from '@/utils/values/value-variants';
import { makeField } from '../support/make-field';

describe('personaTimeZone', () => {
  it("gives a persona its country's zone", () => {
    expect(personaTimeZone({ countryCode: 'DE', state: 'Bayern', stateAbbr: 'BY' })).toBe('Europe/Berlin');
    expect(personaTimeZone({ countryCode: 'JP', state: '東京都', stateAbbr: '' })).toBe('Asia/Tokyo');
    expect(personaTimeZone({ countryCode: 'IN', state: 'Kerala', stateAbbr: 'KL' })).toBe('Asia/Kolkata');
  });

  it.each([
    ['US', 'TX', 'America/Chicago'],
    ['US', 'KY', 'America/New_York'],
    ['US', 'CA', 'America/Los_Angeles'],
    ['US', 'HI', 'Pacific/Honolulu'],
    ['CA', 'BC', 'America/Vancouver'],
    ['AU', 'WA', 'Australia/Perth'],
  ])("gives a persona of %s in %s its state's zone", (countryCode, stateAbbr, zone) => {
    expect(personaTimeZone({ countryCode, state: '', stateAbbr })).toBe(zone);
  });

  it("picks one of a large country's main zones by its region's name elsewhere, the same every time", () => {
    const zone = personaTimeZone({ countryCode: 'RU', state: 'Тыва', stateAbbr: '' });
    expect(['Europe/Moscow', 'Europe/Samara', 'Asia/Yekaterinburg', 'Asia/Novosibirsk', 'Asia/Vladivostok']).toContain(
      zone,
    );
    expect(personaTimeZone({ countryCode: 'RU', state: 'Тыва', stateAbbr: '' })).toBe(zone);
  });

  it('gives every persona of a US locale a zone of its state', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const persona = createPersona(createFaker('en_US', seed), 'en_US');
      expect(personaTimeZone(persona), persona.stateAbbr).toMatch(/^(America|Pacific)\//);
    }
  });

  it('knows every country a faker locale stands for, by zones the browser accepts', () => {
    for (const locale of FAKER_LOCALES) {
      const country = localeCountry(locale);
      const zone = personaTimeZone({ countryCode: country, state: '', stateAbbr: '' });
      // Only a locale of no one country (a world region such as 001) gets UTC.
      expect(zone === 'UTC', `${locale} (${country}): ${zone}`).toBe(!/^[A-Z]{2}$/.test(country));
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), `${locale}: ${zone}`).not.toThrow();
    }
  });

  it('names a zone by its city as lists do', () => {
    expect(timeZoneCity('America/New_York')).toBe('New York');
    expect(timeZoneCity('Europe/Berlin')).toBe('Berlin');
  });
});

describe('a time zone field', () => {
  const faker = createFaker('de', 7);
  const persona = createPersona(faker, 'de');
  const zoneList = (options: Array<[string, string]>) =>
    makeField({
      tag: 'select',
      type: 'select-one',
      label: 'Time zone',
      options: options.map(([value, text]) => ({ value, text, disabled: false })),
    });

  it("is typed as the persona's zone", () => {
    expect(GENERATORS['location.timeZone']({ faker, persona, field: makeField({ label: 'Time zone' }) })).toBe(
      'Europe/Berlin',
    );
  });

  it.each([
    [
      'by its id',
      [
        ['America/New_York', 'New York'],
        ['Europe/Berlin', 'Berlin'],
        ['Asia/Tokyo', 'Tokyo'],
      ],
      'Europe/Berlin',
    ],
    [
      'by its city among others',
      [
        ['-5', '(UTC-05:00) Eastern Time (US & Canada)'],
        ['-1', '(UTC-01:00) Azores'],
        ['1', '(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna'],
      ],
      '1',
    ],
  ] as const)('is chosen from a list %s', (_how, options, chosen) => {
    const field = zoneList(options.map(([value, text]) => [value, text]));
    const context = { faker, persona, field };
    expect(chooseOption(field, faker, valueVariants('location.timeZone', context))).toEqual([chosen]);
  });
});
