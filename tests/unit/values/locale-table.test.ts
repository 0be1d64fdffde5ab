import { allLocales } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { LOCALE_TABLE } from '@/utils/values/locale-table';

/*
 * LOCALE_TABLE copies faker's locale metadata so the UI can list locales
 * without bundling faker's definitions. It must match exactly, so a faker
 * upgrade that adds, removes or renames a locale fails here.
 */
const fakerCodes = Object.keys(allLocales).filter((code) => code !== 'base');

describe('LOCALE_TABLE', () => {
  it('has exactly faker’s locales, without base', () => {
    expect(Object.keys(LOCALE_TABLE).sort()).toEqual([...fakerCodes].sort());
  });

  it.each(fakerCodes)('%s has faker’s title, language and country', (code) => {
    const { metadata } = allLocales[code as keyof typeof allLocales];
    if (!metadata) throw new Error(`faker has no metadata for ${code}`);
    const expected = {
      title: metadata.title,
      language: metadata.language,
      ...(metadata.country === undefined ? {} : { country: metadata.country }),
    };
    expect(LOCALE_TABLE[code as keyof typeof LOCALE_TABLE]).toStrictEqual(expected);
  });
});
