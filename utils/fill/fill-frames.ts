import { chooseLocale } from '../values/choose-locale';
import { createFaker, referenceDay } from '../values/create-faker';
import { loadLocale } from '../values/locale-source';
import { isoDate, utcDay } from '../values/date-formats';
import { createPersona } from '../values/persona';
import { fakerLocaleFor, type FakerLocale } from '../values/faker-locales';
import { effectiveLocale, identityChoice, type Settings } from '../settings/settings-schema';
import { countReport, type FillReport, type FillReportField } from './fill-report';
import type { FieldDescription } from '../fields/field-description';
import { scopeFields, type FillScope } from './fill-scope';
import { mergeFrames, writesByFrame } from './frames';
import { addWidgetShows } from './widget-shows-frames';
import type { FieldKind } from '../fields/field-kinds';
import type { EdgeFlavour } from '../values/edge-cases/edge-case';
import { planFillInSlices } from './plan-fill';
import { describeFrames, refreshDescription, type DescribingPage } from './describe-frames';
import { cancelOnAbort, writeFrames, writeMs } from './write-frames';
import type { TaskLimit } from './task-limit';
import type { FillerDriver } from './filler-driver';
import { FillError, noAnswer } from './fill-error';
import type { RuleBook } from '../rules/rule-book';
import { withIdentity, type IdentityChoice } from '../rules/identity';
import { siteOptions, siteRules } from '../rules/site-options';
import { neverFillMessage } from '../rules/site-profile';
import type { Profile } from '../rules/rule-schema';
import { insertedRule, ruleSelectors, type CompiledRule } from '../rules/rule-match';
import { frameSelectorHits } from './selector-hits';
import { fieldRuleFacts } from './rules-ahead';
import type { RulesAhead } from './rules-matched-ahead';
import { pickedFacts } from './field-locator';
import { continuesJourney, formSignature, formStarted, type Journey } from './journey';

export interface FillOptions {
  seed: number;
  /** The user's locale; the page's `<html lang>` may replace it (see chooseLocale). */
  locale: FakerLocale;
  onlyEmpty: boolean;
  /** Fill fields the page hides (never off-screen ones). */
  fillHidden?: boolean;
  usePageLanguage: boolean;
  /** A replay's reference day (`YYYY-MM-DD`, from its report); a new fill uses today's. */
  refDate?: string;
  /** The whole page (default), the focused form, or the focused field. */
  scope?: FillScope;
  /** A kind the user chose for the field (Insert ▸ …), instead of classifying it. */
  kind?: FieldKind;
  /** Fill with edge cases of this flavour, walked by the seed. */
  edgeCases?: EdgeFlavour;
  /** Insert ▸ Edge cases ▸ this case (its full id; `yours.<rule id>.<item>`: an item of one of `book`'s edge-case lists) into the field. */
  edgeCase?: string;
  /** The user's rules and site profiles (the profile in effect is chosen once the page's address is known). */
  book?: RuleBook;
  /** Insert ▸ this rule's value into the focused field, whatever the rule matches. */
  insertRule?: string;
  /** The browser's language as a faker locale, for a profile whose locale is `auto`. */
  uiLocale?: FakerLocale;
  /** What this fill asked for itself, which a profile does not override. */
  fixed?: { onlyEmpty?: boolean; locale?: boolean };
  /** The user's email and password choices. */
  identity?: IdentityChoice;
  /**
   * Present for a fill that takes part in the tab's journey (journey.ts): it
   * goes on with `current`'s person when the form is one they have not
   * filled, and its report names the form and the person either way.
   */
  journey?: { current?: Journey };
}

/**
 * What the user's settings decide of a fill, the same for the extension and
 * for automation; `uiLanguage` is the browser's (a locale set to `auto` follows it).
 * @example settingsFillOptions(DEFAULT_SETTINGS, 'de-DE').locale // 'de'
 */
export function settingsFillOptions(
  settings: Settings,
  uiLanguage: string,
): Pick<FillOptions, 'locale' | 'onlyEmpty' | 'fillHidden' | 'usePageLanguage' | 'uiLocale' | 'identity'> {
  return {
    locale: effectiveLocale(settings, uiLanguage),
    onlyEmpty: settings.onlyEmpty,
    fillHidden: settings.fillHidden,
    usePageLanguage: settings.usePageLanguage,
    uiLocale: fakerLocaleFor(uiLanguage),
    identity: identityChoice(settings),
  };
}

/** The rules that decide fields in this fill: none for Insert ▸ a kind, the one rule for Insert ▸ a rule, else the site's (`profile`: the one in effect there). */
function fillRules(options: FillOptions, url: string, profile: Profile | undefined): CompiledRule[] {
  if (options.kind || !options.book) return [];
  return options.insertRule ? insertedRule(options.book, options.insertRule) : siteRules(options.book, url, profile);
}

/** The rules matched ahead (rules-ahead.ts), if they are this fill's own: the site's rules of the same book, at the same address. */
async function rulesAheadFor(
  options: FillOptions,
  url: string,
  refreshed: DescribingPage | undefined,
): Promise<RulesAhead | undefined> {
  if (options.kind || options.insertRule || !refreshed?.rules) return undefined;
  const ahead = await refreshed.rules.catch(() => undefined);
  return ahead && ahead.book === options.book && ahead.url === url ? ahead : undefined;
}

/**
 * Fills a page through `driver` (a tab in the extension, a test driver's
 * page in automation): describes its frames' fields, or brings `prepared`
 * (the description made when the popup opened, PreparedFills) up to date;
 * plans values here, in the worker or in Node, so faker never enters the
 * page; writes them.
 * The options may still be loading meanwhile. Once `limit` stops the task,
 * nothing more is asked of the page and no write is sent, and the page's
 * fillers forget the collect, so a write already sent cannot land late.
 * Resolves to the fill report.
 */
export async function fillFrames(
  driver: FillerDriver,
  loadingOptions: FillOptions | Promise<FillOptions>,
  prepared?: Promise<DescribingPage | undefined>,
  limit?: TaskLimit,
): Promise<FillReport> {
  const signal = limit?.signal;
  const refreshed = await refreshDescription(driver, prepared);
  const describing =
    refreshed ??
    describeFrames(
      driver,
      Promise.resolve(loadingOptions).then((options) => options.kind === undefined),
      signal,
    );
  const [{ top, whole }, options] = await Promise.all([describing, loadingOptions]);
  const site = siteOptions(options, options.book, top.url);
  if (site.profile?.neverFill) throw new FillError(neverFillMessage(site.profile));
  const scope = options.scope ?? 'page';
  const form = options.journey && formSignature(top, scope);
  // The next step of the tab's journey: its person's seed, locale and day, whatever the page says.
  const completing = site.onlyEmpty && formStarted(top, scope);
  const current = options.journey?.current;
  const journey = form !== undefined && continuesJourney(current, top.url, form, completing) ? current : undefined;
  const seed = journey?.seed ?? options.seed;
  // With the description made ahead still standing, so are the rules matched against it; otherwise the page
  // matches their selectors while the persona is made (a failed describe fails the fill below).
  const ahead = await rulesAheadFor(options, top.url, refreshed);
  const rules = ahead?.rules ?? fillRules(options, top.url, site.profile);
  const matching = ahead
    ? Promise.resolve(ahead)
    : whole.then(async ({ frames }) => ({
        selectorHits: await frameSelectorHits(driver, ruleSelectors(rules), frames),
      }));
  matching.catch(() => undefined);
  // While a long page describes its other parts, the values' source is made.
  const locale = journey?.locale ?? chooseLocale(site.locale, top.lang, site.usePageLanguage);
  // Faker's dates count from this day: seed, locale and refDate in the report replay the same values.
  const day = journey?.refDate ?? options.refDate;
  const refDate = day ? utcDay(day) : referenceDay();
  // Read from the extension's files the first time a worker fills in this locale (locale-source.ts).
  await loadLocale(locale);
  const faker = createFaker(locale, seed, refDate);
  const persona = options.identity
    ? withIdentity(createPersona(faker, locale), options.identity, seed)
    : createPersona(faker, locale);
  const { frames, classified: early } = await whole;
  // The top frame may have stopped answering before its other parts were described.
  if (!frames.some((frame) => frame.frameId === 0)) throw new FillError(noAnswer());
  signal?.throwIfAborted();
  const stopListening = cancelOnAbort(
    driver,
    frames.map(({ result }) => result.token),
    signal,
  );
  try {
    const merged = mergeFrames(frames);
    // Only then is what the widgets show asked for: a widget's choice sits beside its empty input.
    if (site.onlyEmpty) await addWidgetShows(driver, merged, frames);
    const scoped = scopeFields(merged.fields, scope, merged.activeIndex, merged.nearIndex);
    if (scoped.error) throw new FillError(scoped.error);

    const planStart = performance.now();
    const classified = (field: FieldDescription) => {
      const origin = merged.origins.get(field.index);
      return origin && early.get(origin.frameId)?.[origin.index];
    };
    // Planned in slices, so the worker keeps answering and a stopped task stops planning; its writes are then never sent.
    const facts = fieldRuleFacts(await matching, merged.origins);
    const edgeCases = options.edgeCases && { flavour: options.edgeCases, seed };
    const planOptions = {
      ...{
        faker,
        persona,
        onlyEmpty: site.onlyEmpty,
        fillHidden: site.fillHidden,
        pageLanguage: top.lang,
        kind: options.kind,
        classified,
        edgeCases,
        edgeCase: options.edgeCase,
      },
      ...{
        rules,
        seed,
        yourRules: options.edgeCase === undefined ? undefined : options.book?.rules,
        ...facts,
      },
    };
    const plan = await planFillInSlices(scoped.fields, planOptions, { signal });
    const planMs = performance.now() - planStart;

    const byFrame = writesByFrame(plan.writes, merged.origins);
    // Every frame with a field in the report is asked, writes or not: its answer has the fields' selectors.
    for (const field of scoped.fields) {
      const origin = merged.origins.get(field.index);
      if (origin && !byFrame.has(origin.frameId)) byFrame.set(origin.frameId, []);
    }
    const answers = await writeFrames(
      driver,
      byFrame,
      new Map(frames.map(({ frameId, result }) => [frameId, { token: result.token, url: result.url }])),
      limit,
    );

    const widgets = new Map(scoped.fields.map((field) => [field.index, field.widget]));
    const fields = plan.entries.map(({ index, frameUrl, ...rest }) => {
      // The page's own address is said once, as the report's: per field it would be a quarter of a long report.
      const entry: FillReportField = frameUrl === top.url ? rest : { ...rest, frameUrl };
      const origin = merged.origins.get(index);
      const answer = origin && answers.get(origin.frameId);
      if (!origin || !answer) return entry;
      // A frame whose write failed fails each field it was to write; what it skipped stays skipped.
      if ('failed' in answer) return entry.skipped ? entry : { ...entry, value: undefined, error: answer.failed };
      entry.selector = answer.selectors[origin.index] ?? '';
      const error = answer.errors[origin.index];
      if (error) return { ...entry, value: undefined, error };
      // A widget's value is the options its component took, known only once picked.
      const picked = answer.picked?.[origin.index];
      return picked
        ? {
            ...entry,
            ...pickedFacts(picked, {
              typed: answer.typed?.includes(origin.index),
              searchHides: answer.searchHides?.[origin.index],
              freeText: answer.freeText?.includes(origin.index),
              via: widgets.get(index),
              several: answer.several?.includes(origin.index),
              path: answer.paths?.[origin.index],
            }),
          }
        : entry;
    });
    return {
      seed,
      locale,
      refDate: isoDate(refDate),
      url: top.url,
      durationMs:
        Math.round((Math.max(...frames.map(({ result }) => result.durationMs)) + planMs + writeMs(answers)) * 10) / 10,
      ...countReport(fields),
      ...(options.edgeCases ? { edgeCases: options.edgeCases } : {}),
      ...(site.onlyEmpty ? { onlyEmpty: true as const } : {}),
      ...(site.fillHidden ? { fillHidden: true as const } : {}),
      ...(options.scope && options.scope !== 'page' ? { scope: options.scope } : {}),
      ...(form !== undefined
        ? { form, person: { name: `${persona.firstName} ${persona.lastName}`, email: persona.email } }
        : {}),
      fields,
      ...(merged.skippedFrames.length ? { skippedFrames: merged.skippedFrames } : {}),
    };
  } finally {
    stopListening();
  }
}
