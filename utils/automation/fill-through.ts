import { readFile } from 'node:fs/promises';
import { fillFrames, settingsFillOptions, type FillOptions } from '../fill/fill-frames';
import type { FramesDriver } from './frames-driver';
import { FillError } from '../fill/fill-error';
import type { FillReport } from '../fill/fill-report';
import type { FillScope } from '../fill/fill-scope';
import type { RuleBook } from '../rules/rule-book';
import { DEFAULT_SETTINGS, type Settings } from '../settings/settings-schema';
import { readImport } from '../transfer/export-file';
import { setAllLocalesSource } from '../values/all-locales-source';
import { newSeed } from '../values/create-faker';
import { utcDay } from '../values/date-formats';
import { FAKER_LOCALES, isFakerLocale } from '../values/faker-locales';
import { errorMessage } from '../text/error-message';

/** What a test may ask of a fill. Every option is optional: by default a fill is the extension's with its default settings. */
export interface UnderstudyOptions {
  /** The fill's seed, 0 to 2^31 − 1: the same page, seed, locale and day give the same values. A new one by default; the report says which. */
  seed?: number;
  /** A faker locale (`en_US`, `de`, `pt_BR`, …), used whatever language the page declares. By default the settings' locale, or the page's language where it declares one. */
  locale?: string;
  /** The day faker's dates count from, `YYYY-MM-DD` (the report's `refDate`): with seed and locale it replays a fill of another day. Today by default. */
  refDate?: string;
  /** Leave fields that hold a value alone. */
  onlyEmpty?: boolean;
  /** Fill fields the page hides too (later steps of a form); never off-screen traps. */
  hidden?: boolean;
  /** Fill with edge cases: `valid` ones, or `invalid` values a server should refuse. */
  edgeCases?: 'valid' | 'invalid';
  /**
   * The file the options page's Export writes (a path, from the working
   * folder, or its parsed content): its settings, rules, site profiles,
   * email and password choices apply as in the browser.
   */
  settings?: string | object;
}

/** A fill that could not be made, with a message meant for the person reading the test's output. */
export class UnderstudyError extends Error {
  override name = 'UnderstudyError';
}

const MAX_SEED = 2 ** 31 - 1;

setAllLocalesSource();

/**
 * Fills the page behind `driver` as the extension would: the same
 * description, classification, rules, planning, values and writing
 * (fill-frames.ts). `uiLanguage` is the browser's language, which a locale
 * or profile set to `auto` follows. Rejects with an UnderstudyError.
 */
export async function fillThrough(
  driver: FramesDriver,
  options: UnderstudyOptions,
  scope: FillScope,
  uiLanguage: () => Promise<string>,
): Promise<FillReport> {
  checkOptions(options);
  // A bad settings file is refused before the page is touched; the browser's language is asked beside the
  // page's description (the first call into a new document costs the driver most), not before it.
  const { settings, book } = await readSettings(options.settings);
  const seed = options.seed ?? newSeed();
  const loading = uiLanguage().then((language): FillOptions => {
    const chosen = settingsFillOptions(settings, language);
    const locale = options.locale !== undefined && isFakerLocale(options.locale) ? options.locale : undefined;
    return {
      ...chosen,
      seed,
      locale: locale ?? chosen.locale,
      // A locale the test asked for is the one it gets, as a replay keeps the first fill's.
      usePageLanguage: locale ? false : chosen.usePageLanguage,
      refDate: options.refDate,
      onlyEmpty: options.onlyEmpty ?? chosen.onlyEmpty,
      fillHidden: options.hidden ?? chosen.fillHidden,
      scope,
      edgeCases: options.edgeCases,
      book,
      fixed: { onlyEmpty: options.onlyEmpty !== undefined, locale: locale !== undefined },
    };
  });
  let report: FillReport;
  try {
    report = await fillFrames(driver, loading);
  } catch (error) {
    throw driver.navigated
      ? navigated()
      : error instanceof FillError
        ? new UnderstudyError(error.message)
        : driverError(error);
  }
  // Some frames' answers may stand, but the page they were part of has gone: no report rather than half of one.
  if (driver.navigated) throw navigated();
  return report;
}

const navigated = () =>
  new UnderstudyError(
    'The page navigated during the fill, so nothing is reported: wait for the page to load, then fill it again.',
  );

/**
 * A test driver's failure as one sentence a tester can act on, the
 * driver's own message kept as the cause.
 * @example driverError(new Error('Execution context was destroyed, most likely because of a navigation')).message // 'The page navigated during the fill …'
 */
export function driverError(error: unknown): UnderstudyError {
  if (error instanceof UnderstudyError) return error;
  const message = errorMessage(error);
  const sentence =
    /closed|Session (closed|with given id not found)|Connection closed|no such (window|browsing context)/i.test(message)
      ? 'The page was closed before the fill ended.'
      : /context was destroyed|navigat|Cannot find context|Inspected target navigated/i.test(message)
        ? navigated().message
        : /detached|no such frame/i.test(message)
          ? 'A frame of the page went away during the fill: wait for the page to settle, then fill it again.'
          : `The page could not be filled: ${message}`;
  return new UnderstudyError(sentence, { cause: error });
}

function checkOptions(options: UnderstudyOptions): void {
  const { seed, locale, refDate, edgeCases } = options;
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED))
    throw new UnderstudyError(`seed must be a whole number from 0 to ${MAX_SEED}, not ${String(seed)}.`);
  if (locale !== undefined && !isFakerLocale(locale))
    throw new UnderstudyError(
      `locale "${String(locale)}" is not a faker locale; use one of ${FAKER_LOCALES.slice(0, 4).join(', ')}, … (the full list is faker's).`,
    );
  if (refDate !== undefined && !isDay(refDate))
    throw new UnderstudyError(
      `refDate must be a day written YYYY-MM-DD, such as 2026-05-01, not "${String(refDate)}".`,
    );
  if (edgeCases !== undefined && edgeCases !== 'valid' && edgeCases !== 'invalid')
    throw new UnderstudyError(`edgeCases must be 'valid' or 'invalid', not ${JSON.stringify(edgeCases)}.`);
}

function isDay(text: unknown): boolean {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && utcDay(text).toISOString().startsWith(text);
}

/** The settings and rule book of an export file, checked as the options page's Import checks it; the defaults without one. */
async function readSettings(file: UnderstudyOptions['settings']): Promise<{ settings: Settings; book: RuleBook }> {
  if (file === undefined) return { settings: DEFAULT_SETTINGS, book: { rules: [], profiles: [] } };
  let text: string;
  if (typeof file === 'string') {
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      const reason = (error as { code?: string }).code === 'ENOENT' ? 'there is no such file' : errorMessage(error);
      throw new UnderstudyError(`The settings file ${file} cannot be read: ${reason}.`, { cause: error });
    }
  } else {
    text = JSON.stringify(file);
  }
  const read = readImport(text);
  if (!read.ok) {
    const name = typeof file === 'string' ? `The settings file ${file}` : 'The settings';
    throw new UnderstudyError(`${name} cannot be used: ${read.error}`);
  }
  return { settings: read.file.settings, book: { rules: read.file.rules, profiles: read.file.profiles } };
}
