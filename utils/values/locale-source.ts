import { base, type LocaleDefinition } from '@faker-js/faker';
import { localeChain, type FakerLocale } from './faker-locales';
import { freeTextLocales } from './free-text-locales';
import { freeTextWords } from './free-text-words';

/**
 * Where faker's locale definitions come from. They are plain data, 2.4 MB for
 * all locales, and a service worker evaluates its whole script on every start
 * (Chrome stops it after 30 s idle), so only `base` (small, the end of every
 * chain) is bundled; the rest are loaded once, when a fill first needs them
 * (faker's own `en_US` would bring `en` along: its module imports it):
 * - the extension fetches the JSON files the build emits (`localeFilePath`),
 *   utils/extension/extension-locale-source.ts;
 * - Node code (unit tests, benchmarks, CLIs) reads faker's own objects,
 *   synchronously: utils/values/all-locales-source.ts.
 * A source may answer synchronously or with a promise.
 */
export type LocaleSource = (code: FakerLocale) => LocaleDefinition | Promise<LocaleDefinition>;

const BUNDLED: Partial<Record<FakerLocale | 'base', LocaleDefinition>> = { base };
/** Loaded with every locale: US addresses in any English locale take their postcodes from it (persona-address.ts). */
const ALWAYS: FakerLocale[] = ['en_US'];
const loaded = new Map<FakerLocale | 'base', LocaleDefinition>(
  Object.entries(BUNDLED) as Array<[FakerLocale | 'base', LocaleDefinition]>,
);
const loading = new Map<FakerLocale, Promise<LocaleDefinition>>();
let source: LocaleSource | undefined;

/** Sets where definitions come from (once, as the worker, a test setup or a CLI starts). */
export function setLocaleSource(next: LocaleSource): void {
  source = next;
}

/** The path of a locale's JSON file in the built extension. */
export function localeFilePath(code: FakerLocale): `/faker/${string}.json` {
  return `/faker/${code}.json`;
}

/** Whether the build bundles a locale's definitions (no file is emitted for it). */
export function isBundledLocale(code: string): boolean {
  return Object.hasOwn(BUNDLED, code);
}

/**
 * Loads a locale and its fallbacks (each once, kept for the worker's life),
 * so that `createFaker` can use them; and, when the locale and its language
 * have no words of their own, the regional variants free text reads instead
 * (es → es_MX, see freeTextLocales).
 * @example await loadLocale('de_AT') // de_AT, de, en (and en_US) are now at hand
 */
export async function loadLocale(code: FakerLocale): Promise<void> {
  await loadAll([...localeChain(code), ...ALWAYS]);
  const { own, sameLanguage } = freeTextLocales(code);
  if (!freeTextWords(own.map((link) => localeDefinition(link)))) await loadAll(sameLanguage);
}

async function loadAll(codes: ReadonlyArray<FakerLocale | 'base'>): Promise<void> {
  await Promise.all(
    [...new Set(codes)].map((link) => (loaded.has(link) || link === 'base' ? undefined : loadOne(link))),
  );
}

function loadOne(code: FakerLocale): Promise<LocaleDefinition> {
  const promise = loading.get(code);
  if (promise) return promise;
  if (!source) throw new Error(`No source for faker locale data: call setLocaleSource first (needed for ${code}).`);
  return track(code, source(code));
}

function track(code: FakerLocale, answer: LocaleDefinition | Promise<LocaleDefinition>): Promise<LocaleDefinition> {
  const promise = Promise.resolve(answer).then((definition) => {
    loaded.set(code, definition);
    return definition;
  });
  // A failed load may be tried again by the next fill.
  promise.catch(() => loading.delete(code));
  loading.set(code, promise);
  return promise;
}

/**
 * One locale's definitions, loaded before (`loadLocale`) or read at once from
 * a synchronous source.
 * @example localeDefinition('en').finance?.credit_card?.visa
 */
export function localeDefinition(code: FakerLocale | 'base'): LocaleDefinition {
  const known = loaded.get(code);
  if (known) return known;
  if (code !== 'base' && source && !loading.has(code)) {
    const answer = source(code);
    if (!(answer instanceof Promise)) {
      loaded.set(code, answer);
      return answer;
    }
    track(code, answer);
  }
  throw new Error(`Faker locale ${code} is not loaded yet: await loadLocale first.`);
}
