import { allLocales } from '@faker-js/faker';
import type { FakerLocale } from './faker-locales';
import { isBundledLocale, localeFilePath, setLocaleSource, type LocaleSource } from './locale-source';

/**
 * Faker's own locale objects, synchronously: for Node (unit tests,
 * benchmarks, CLIs) and the build. Never imported by extension code: it
 * would put every locale back in the worker's bundle (a unit test checks).
 * @example setAllLocalesSource(); createFaker('de', 1) // no await needed
 */
export const allLocalesSource: LocaleSource = (code: FakerLocale) => allLocales[code];

/** Makes faker's own objects the locale source (see locale-source.ts). */
export function setAllLocalesSource(): void {
  setLocaleSource(allLocalesSource);
}

/**
 * The JSON files the build emits for the extension to fetch: every locale but
 * the bundled ones, at `localeFilePath`.
 * @example localeFiles()[0] // { relativeDest: 'faker/af_ZA.json', contents: '{"metadata":…' }
 */
export function localeFiles(codes: readonly FakerLocale[]): Array<{ relativeDest: string; contents: string }> {
  return codes
    .filter((code) => !isBundledLocale(code))
    .map((code) => ({ relativeDest: localeFilePath(code).slice(1), contents: JSON.stringify(allLocales[code]) }));
}
