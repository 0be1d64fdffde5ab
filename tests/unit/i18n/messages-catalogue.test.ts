import { describe, expect, it } from 'vitest';
import { catalogueLanguages, readCatalogue, renderMessage, type Message } from '../../support/catalogue';

/**
 * The catalogues in public/_locales: every language has every message of the
 * English one, with the same placeholders, and a counted message has exactly
 * the plural forms its language's rules choose from (Russian one/few/many/other,
 * Japanese only other).
 */
const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pl', 'pt_BR', 'ru', 'tr', 'uk', 'zh_CN'];
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
const english = readCatalogue('en');
const pluralKeys = new Set(
  Object.keys(english)
    .filter((key) => key.endsWith('_other'))
    .map((key) => key.slice(0, -'_other'.length)),
);
const singleKeys = Object.keys(english).filter((key) => !pluralKeys.has(PLURAL.exec(key)?.[1] ?? ''));

const placeholdersOf = (message: Message | undefined) =>
  Object.entries(message?.placeholders ?? {})
    .map(([name, { content }]) => `${name}=${content}`)
    .sort();
/** The named placeholders a message's text uses, e.g. ['COUNT']. */
const usedIn = (message: Message) =>
  [...message.message.matchAll(/\$([A-Za-z0-9_]+)\$/g)].map((match) => (match[1] ?? '').toLowerCase());

describe('message catalogues', () => {
  it('cover the 14 languages, with English as default', () => {
    expect(catalogueLanguages()).toEqual(LANGUAGES);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    const catalogue = readCatalogue(language);
    const tag = renderMessage(catalogue.uiLanguage);
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;

    it('names its own language', () => {
      expect(tag).toBe(language.replace('_', '-'));
      expect(['ltr', 'rtl']).toContain(renderMessage(catalogue.uiDirection));
    });

    it.each(singleKeys)('has %s, with the same placeholders as English', (key) => {
      expect(catalogue[key], key).toBeDefined();
      expect(placeholdersOf(catalogue[key])).toEqual(placeholdersOf(english[key]));
    });

    it.each([...pluralKeys])('has exactly the plural forms of its language for %s', (key) => {
      const forms = Object.keys(catalogue)
        .filter((name) => PLURAL.exec(name)?.[1] === key)
        .map((name) => PLURAL.exec(name)![2]);
      expect(forms.sort()).toEqual([...categories].sort());
      for (const form of forms)
        expect(placeholdersOf(catalogue[`${key}_${form}`])).toEqual(placeholdersOf(english[`${key}_other`]));
    });

    it('has nothing English lacks, and uses only placeholders it declares', () => {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(
          singleKeys.includes(key) || pluralKeys.has(PLURAL.exec(key)?.[1] ?? ''),
          `${key} is not in English`,
        ).toBe(true);
        for (const name of usedIn(message)) expect(message.placeholders?.[name], `${key} uses $${name}$`).toBeDefined();
        expect(message.message.trim().length, `${key} is empty`).toBeGreaterThan(0);
      }
    });

    it('keeps the store limits: a name of at most 75 characters, a description of at most 132', () => {
      expect(renderMessage(catalogue.extName).length).toBeLessThanOrEqual(75);
      expect(renderMessage(catalogue.extDescription).length).toBeLessThanOrEqual(132);
    });
  });
});
