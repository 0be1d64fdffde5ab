/**
 * `--profile`: where the time of a fill of the big page goes, function by
 * function, without touching the product code. The page half is the source
 * of utils/page/page-filler.ts bundled unminified (so the profile has real
 * names) and run in an isolated world of the page, as the extension's
 * injected scripts run (DOM calls cost more there: each element gets a
 * wrapper of that world), under the CDP sampling profiler;
 * the plan runs here in Node, exactly as fill-tab.ts runs it in the service
 * worker, under Node's own profiler. Figures are sampled (100 µs): read them
 * as shares of the measured wall times printed beside them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import type { CollectResult } from '../../../utils/page-contract/page-filler-api';
import { unpackPart } from '../../../utils/page-contract/collect-transfer';
import { planFill } from '../../../utils/fill/plan-fill';
import { classifyFields } from '../../../utils/classify/classify-fields';
import { chooseLocale } from '../../../utils/values/choose-locale';
import { createFaker, referenceDay } from '../../../utils/values/create-faker';
import { setAllLocalesSource } from '../../../utils/values/all-locales-source';
import { createPersona } from '../../../utils/values/persona';
import { functionTimes, totalOf, type CpuProfile, type FunctionTime } from './cpu-profile';
import { writePasswords } from './fix-checks';
import { ms, table } from './stats';

// Node reads faker's locale objects directly (the extension fetches them: utils/values/locale-source.ts).
setAllLocalesSource();

const GLOBAL = '__understudyBench';
const BUNDLE_URL = 'understudy-page-filler.js';
const SAMPLING_US = 100;

/** A world of the page where the extension's scripts would run, reached over CDP. */
interface IsolatedWorld {
  cdp: CDPSession;
  contextId: number;
}

async function isolatedWorld(context: BrowserContext, page: Page): Promise<IsolatedWorld> {
  const cdp = await context.newCDPSession(page);
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'understudy-bench',
  });
  return { cdp, contextId: executionContextId };
}

/** Evaluates an expression in the world; its value comes back as JSON. */
async function evaluate<T>(world: IsolatedWorld, expression: string): Promise<T> {
  const { result, exceptionDetails } = await world.cdp.send('Runtime.evaluate', {
    expression,
    contextId: world.contextId,
    returnByValue: true,
  });
  if (exceptionDetails)
    throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value as T;
}

async function bundlePageFiller(): Promise<string> {
  const entry = new URL('./profile-entry.ts', import.meta.url).pathname;
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: GLOBAL } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0]! : output).output[0];
  // Named, so the profile gives its functions a place (line numbers are the bundle's).
  return `${chunk.code}\n//# sourceURL=${BUNDLE_URL}`;
}

/** The functions of interest, each with its total (inclusive) time, then the top self times. */
function summary(
  title: string,
  wallMs: number,
  times: Map<string, FunctionTime>,
  groups: Array<[string, string[]]>,
  source = '',
  top = 12,
): string[] {
  // An anonymous function of the bundle is named by the start of its line.
  const lines = source.split('\n');
  const prefix = `(anonymous) (${BUNDLE_URL}:`;
  const name = (label: string) => {
    if (!label.startsWith(prefix)) return label;
    const line = lines[Number(label.slice(prefix.length, -1)) - 1] ?? '';
    return `${label} ${line.trim().slice(0, 70)}`;
  };
  const rows: Array<Array<string | number>> = [[`${title}: ${ms(wallMs)} measured`, 'total', 'share']];
  for (const [label, names] of groups) {
    const total = names.reduce((sum, name) => sum + totalOf(times, name), 0);
    rows.push([`  ${label}`, ms(total), `${Math.round((total / wallMs) * 100)}%`]);
  }
  const selfRows = [...times.values()]
    .filter((time) => !/^\((root|program|idle)\)/.test(time.name))
    .sort((a, b) => b.self - a.self)
    .slice(0, top)
    .map((time) => [`    ${name(time.name)}`, ms(time.self), `${Math.round((time.self / wallMs) * 100)}%`]);
  return [...table(rows), `  top self time:`, ...table(selfRows)];
}

async function profileInPage<T>(
  world: IsolatedWorld,
  run: () => Promise<T>,
): Promise<{ result: T; profile: CpuProfile }> {
  await world.cdp.send('Profiler.enable');
  await world.cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await world.cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await world.cdp.send('Profiler.stop');
  return { result, profile: profile as CpuProfile };
}

async function profileInNode<T>(run: () => T): Promise<{ result: T; profile: CpuProfile; wallMs: number }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await session.post('Profiler.start');
    const start = performance.now();
    const result = run();
    const wallMs = performance.now() - start;
    const { profile } = await session.post('Profiler.stop');
    return { result, profile: profile as unknown as CpuProfile, wallMs };
  } finally {
    session.disconnect();
  }
}

export async function profileFill(context: BrowserContext, url: string, timeoutMs: number): Promise<string> {
  const bundle = await bundlePageFiller();
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const world = await isolatedWorld(context, page);
    await evaluate(world, bundle);

    // The whole collect: on a long page the first part and the others (which the product describes in tasks of their own).
    const collect = await profileInPage(world, () =>
      evaluate<CollectResult & { packedParts: string[]; wallMs: number }>(
        world,
        `(() => {
          const filler = new ${GLOBAL}.PageFiller(document);
          globalThis.${GLOBAL}Filler = filler;
          const start = performance.now();
          const result = filler.collect();
          const packedParts = [];
          for (let left = result.rest; left > 0; left -= ${GLOBAL}.partSize(left)) packedParts.push(filler.describeNext());
          return { ...result, packedParts, wallMs: performance.now() - start };
        })()`,
      ),
    );
    const { packedParts, ...first } = collect.result;
    const collected: CollectResult = {
      ...first,
      fields: [...first.fields, ...packedParts.flatMap((part) => unpackPart(part).fields)],
      rest: 0,
    };

    // The plan, step by step as fill-tab.ts runs it (classifyFields also alone, to size it).
    const seed = 42;
    let start = performance.now();
    const locale = chooseLocale('en_US', collected.lang, true);
    const faker = createFaker(locale, seed, referenceDay());
    const fakerMs = performance.now() - start;
    start = performance.now();
    const persona = createPersona(faker, locale);
    const personaMs = performance.now() - start;
    start = performance.now();
    classifyFields(collected.fields);
    const classifyMs = performance.now() - start;
    const plan = await profileInNode(() =>
      planFill(collected.fields, { faker, persona, onlyEmpty: false, pageLanguage: collected.lang }),
    );

    const write = await profileInPage(world, () =>
      evaluate<{ errors: number; durationMs: number; wallMs: number }>(
        world,
        `(() => {
          const start = performance.now();
          const result = globalThis.${GLOBAL}Filler.write(${JSON.stringify(plan.result.writes)});
          return { errors: Object.keys(result.errors).length, durationMs: result.durationMs, wallMs: performance.now() - start };
        })()`,
      ),
    );
    await world.cdp.detach().catch(() => undefined);

    // What the suggested fixes would save, each on a freshly loaded page.
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const setter = await page.evaluate(writePasswords, 'setter' as const);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const rangeText = await page.evaluate(writePasswords, 'setRangeText' as const);

    // The raw profiles, for a closer look in DevTools (Performance panel: load profile).
    const profileDir = join(tmpdir(), 'understudy-bench-profiles');
    mkdirSync(profileDir, { recursive: true });
    for (const [name, profile] of [
      ['collect', collect.profile],
      ['plan', plan.profile],
      ['write', write.profile],
    ] as const) {
      writeFileSync(join(profileDir, `${name}.cpuprofile`), JSON.stringify(profile));
    }

    const fieldsJson = JSON.stringify(collected.fields).length;
    const optionsJson = JSON.stringify(collected.fields.map((field) => field.options ?? null)).length;
    const writesJson = JSON.stringify(plan.result.writes).length;

    const lines = [
      '',
      `Profile of one fill of the big page (${collected.fields.length} fields; page half = page-filler.ts from source, unminified, isolated world; plan in Node ${process.version}).`,
      '',
      ...summary(
        'collect (PageFiller.collect + describeNext)',
        first.wallMs,
        functionTimes(collect.profile, 'collect'),
        [
          ['collectControls (queries, shadow-root walk)', ['collectControls']],
          ['PageIndex (per-page lookups)', ['PageIndex']],
          ['describeField', ['describeField']],
          ['  labelText', ['labelText']],
          ['  nearbyText', ['nearbyText']],
          ['  visibility (checkVisibility, getBoundingClientRect)', ['visibility']],
          ['  formTextOf', ['formTextOf']],
          ['  optionsOf', ['optionsOf']],
        ],
        bundle,
      ),
      '',
      ...table([
        ['plan (in the service worker in a real fill)', '', ''],
        ['  createFaker (locale chain, seed)', ms(fakerMs), ''],
        ['  createPersona', ms(personaMs), ''],
        ['  classifyFields alone (cold)', ms(classifyMs), ''],
      ]),
      ...summary('  planFill', plan.wallMs, functionTimes(plan.profile, 'planFill'), [
        ['classifyFields', ['classifyFields']],
        ['  classifyField', ['classifyField']],
        ['generateValue', ['generateValue']],
        ['valueVariants', ['valueVariants']],
        ['chooseOption', ['chooseOption']],
        ['matchOption', ['matchOption']],
      ]),
      '',
      ...summary(
        'write (PageFiller.write)',
        write.result.wallMs,
        functionTimes(write.profile, 'write'),
        [
          ['writeField', ['writeField']],
          ['  setNativeValue', ['setNativeValue']],
          ['  dispatchEvent', ['dispatchEvent']],
          ['  click (checkboxes, radios)', ['click']],
          ['takeSnapshot (undo)', ['takeSnapshot']],
          ['radioGroup (undo)', ['radioGroup']],
        ],
        bundle,
      ),
      '',
      `What crosses from the page to the worker: ${(fieldsJson / 1e6).toFixed(2)} MB of field descriptions as JSON, ${Math.round((optionsJson / fieldsJson) * 100)}% of it select options; back: ${(writesJson / 1e3).toFixed(0)} kB of writes.`,
      'Why the floor is slow (plain DOM code on a freshly loaded big page):',
      ...table([
        [`  ${setter.fields} password fields: native value setter + input/change (writeField today)`, ms(setter.ms)],
        [
          '  the same with setRangeText + input/change',
          `${ms(rangeText.ms)}${rangeText.ok && setter.ok ? '' : ' (values NOT written)'}`,
        ],
      ]),
      '',
      `Write errors: ${write.result.errors}. CPU profiles (open in DevTools): ${profileDir}/{collect,plan,write}.cpuprofile`,
    ];
    return lines.join('\n');
  } finally {
    await page.close().catch(() => undefined);
  }
}
