import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allLocales, type LocaleDefinition } from '@faker-js/faker';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localeFiles } from '@/utils/values/all-locales-source';
import { FAKER_LOCALES, type FakerLocale } from '@/utils/values/faker-locales';

/** Fresh copies of the modules that hold loaded locales, with an asynchronous source like the extension's. */
async function freshModules(source: (code: FakerLocale) => Promise<LocaleDefinition>) {
  vi.resetModules();
  const localeSource = await import('@/utils/values/locale-source');
  const { createFaker } = await import('@/utils/values/create-faker');
  localeSource.setLocaleSource(source);
  return { ...localeSource, createFaker };
}

/** What the extension's fetch gives: the JSON file's contents, parsed. */
const fromJson = (code: FakerLocale) => JSON.parse(JSON.stringify(allLocales[code])) as LocaleDefinition;

describe('loadLocale with an asynchronous source (the extension fetching its files)', () => {
  beforeEach(() => vi.resetModules());

  it('loads the chain once, and createFaker then gives the values faker gives with its own objects', async () => {
    const asked: string[] = [];
    const modules = await freshModules(async (code) => (asked.push(code), fromJson(code)));
    await modules.loadLocale('de_AT');
    await modules.loadLocale('de_AT');
    expect(asked.sort()).toEqual(['de', 'de_AT', 'en', 'en_US']);
    const loaded = modules.createFaker('de_AT', 42, new Date('2025-06-15T00:00:00Z'));
    vi.resetModules();
    (await import('@/utils/values/all-locales-source')).setAllLocalesSource();
    const { createFaker } = await import('@/utils/values/create-faker');
    const own = createFaker('de_AT', 42, new Date('2025-06-15T00:00:00Z'));
    const sample = (faker: typeof own) => [
      faker.person.fullName(),
      faker.location.streetAddress(),
      faker.phone.number(),
      faker.lorem.sentence(),
      faker.date.birthdate().toISOString(),
    ];
    expect(sample(loaded)).toEqual(sample(own));
  });

  it('says a locale is not loaded rather than filling with a wrong one', async () => {
    const modules = await freshModules(async (code) => fromJson(code));
    expect(() => modules.createFaker('fr', 1)).toThrow('Faker locale fr is not loaded yet');
  });

  it('loads the regional locales free text reads when the language has no words of its own (es → es_MX)', async () => {
    const asked: string[] = [];
    const modules = await freshModules(async (code) => (asked.push(code), fromJson(code)));
    await modules.loadLocale('es');
    expect(asked).toContain('es_MX');
    const sentence = modules.createFaker('es', 7).lorem.sentence(12);
    const mexican = new Set(allLocales.es_MX!.lorem?.word?.map((word) => word.toLowerCase()));
    expect(
      sentence
        .replace(/\.$/, '')
        .split(' ')
        .some((word) => mexican.has(word.toLowerCase())),
    ).toBe(true);
  });

  it('loads no other regional locale when the language has its own words (de_AT reads de)', async () => {
    const asked: string[] = [];
    const modules = await freshModules(async (code) => (asked.push(code), fromJson(code)));
    await modules.loadLocale('de_AT');
    expect(asked).not.toContain('de_CH');
    expect(modules.createFaker('de_AT', 7).lorem.word()).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const modules = await freshModules(async (code) => {
      if (fail && code === 'it') throw new Error('unreadable');
      return fromJson(code);
    });
    await expect(modules.loadLocale('it')).rejects.toThrow('unreadable');
    fail = false;
    await modules.loadLocale('it');
    expect(modules.createFaker('it', 1).location.country()).toBeTruthy();
  });
});

describe('localeFiles (what the build emits)', () => {
  const files = localeFiles(FAKER_LOCALES);

  it('emits every locale but the bundled one, as JSON equal to faker’s own objects', () => {
    expect(files.map((file) => file.relativeDest)).toEqual(FAKER_LOCALES.map((code) => `faker/${code}.json`));
    for (const { relativeDest, contents } of files) {
      const code = relativeDest.slice('faker/'.length, -'.json'.length) as FakerLocale;
      expect(JSON.parse(contents)).toEqual(allLocales[code]);
    }
  });
});

describe('extension code', () => {
  const root = new URL('../../../', import.meta.url).pathname;
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it("never imports faker's locale objects (they would all land in the worker's bundle) outside the Node source", () => {
    const importing = [...sources('utils'), ...sources('entrypoints'), ...sources('components')].filter((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return /import\s*\{[^}]*\b(allLocales|[a-z]{2,3}(_[A-Za-z]+)*)\b[^}]*\}\s*from\s*'@faker-js\/faker'/.test(
        text.replace(/\btype\s+\w+/g, ''),
      );
    });
    expect(importing).toEqual(['utils/values/all-locales-source.ts']);
  });
});
