import { browser } from 'wxt/browser';
import type { LocaleDefinition } from '@faker-js/faker';
import type { FakerLocale } from '../values/faker-locales';
import { localeFilePath, type LocaleSource } from '../values/locale-source';

/**
 * Faker locale data from the JSON files packaged with the extension (the build
 * emits them, wxt.config.ts): a service worker may not `import()` code at run
 * time, but it may fetch its own files. No network: the URL is the extension's.
 */
export const extensionLocaleSource: LocaleSource = async (code: FakerLocale) => {
  const response = await fetch(browser.runtime.getURL(localeFilePath(code) as '/'));
  if (!response.ok) throw new Error(`The extension's data for locale ${code} could not be read (${response.status}).`);
  return (await response.json()) as LocaleDefinition;
};
