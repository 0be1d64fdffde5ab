/**
 * What hostile fields cost the worker (issue 19): planFill's time on each case
 * and its outcome, then the longest synchronous stretch of planFillInSlices on
 * the fill benchmark's 3,100-field page. Node's V8 stands in for the worker's.
 *
 *   node tests/bench/bounds/run.mjs [--copies 1]
 *
 * `--copies 3` plans the page's fields three times over (9,300 fields): happy-dom
 * describes a page that long too slowly to make it directly.
 */
import { Window } from 'happy-dom';
import { blankField, type FieldDescription } from '../../../utils/fields/field-description';
import { planFill, planFillInSlices } from '../../../utils/fill/plan-fill';
import type { PlanOptions } from '../../../utils/fill/fill-plan';
import { collectControls, describeField } from '../../../utils/page/describe-field';
import { PageIndex } from '../../../utils/page/page-index';
import { createFaker } from '../../../utils/values/create-faker';
import { setAllLocalesSource } from '../../../utils/values/all-locales-source';
import { createPersona } from '../../../utils/values/persona';
import { bigPage } from '../fill/generate-page';

// Node reads faker's locale objects directly (the extension fetches them: utils/values/locale-source.ts).
setAllLocalesSource();

const field = (overrides: Partial<FieldDescription>, index = 0) =>
  blankField({ frameUrl: 'https://hostile.test/', label: 'Code', index, ...overrides });

const CASES: Array<[string, FieldDescription[]]> = [
  ['pattern (.+)+! minlength 24', [field({ pattern: '(.+)+!', minLength: 24 })]],
  ['pattern (.+)+! minlength 26', [field({ pattern: '(.+)+!', minLength: 26 })]],
  ['pattern (.+)+! minlength 28', [field({ pattern: '(.+)+!', minLength: 28 })]],
  ['pattern (.+)+! (no minlength)', [field({ pattern: '(.+)+!' })]],
  ['minlength 50,000,000', [field({ minLength: 50_000_000 })]],
  ['pattern \\d{2000000}', [field({ pattern: '\\d{2000000}' })]],
  ['number min=10 max=5 step=any', [field({ type: 'number', label: 'Guests', min: '10', max: '5', step: 'any' })]],
  [
    '100 fields (.+)+! minlength 15',
    Array.from({ length: 100 }, (_, i) => field({ pattern: '(.+)+!', minLength: 15 }, i)),
  ],
];

function options(seed = 1): PlanOptions {
  const faker = createFaker('en', seed, new Date('2025-06-15T00:00:00Z'));
  return { faker, persona: createPersona(faker, 'en'), onlyEmpty: false };
}

function outcome(entries: ReturnType<typeof planFill>['entries']): string {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const text = entry.error
      ? `failed: ${entry.error}`
      : entry.skipped
        ? `skipped: ${entry.skipped}`
        : `filled (${entry.value!.length} chars)`;
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([text, count]) => (entries.length > 1 ? `${count}× ${text}` : text)).join('; ');
}

function bigPageFields(copies: number): FieldDescription[] {
  const window = new Window();
  (globalThis as { CSS?: unknown }).CSS ??= window.CSS;
  window.document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(bigPage(100))![1]!;
  const document = window.document as unknown as Document;
  const index = new PageIndex(document);
  const fields = collectControls(document).map((element, at) => describeField(element, at, index));
  return Array.from({ length: copies }, (_, copy) =>
    fields.map((field) => ({
      ...field,
      index: copy * fields.length + field.index,
      formIndex: copy * 1_000 + field.formIndex,
      group: field.group && `${copy}/${field.group}`,
    })),
  ).flat();
}

/**
 * One run of planFillInSlices between two turns of the event loop: its wall
 * time (longer than its work when other processes take the cores) and the
 * process's CPU time (V8's compiler and GC threads included, so it may pass the wall time).
 */
interface Slice {
  wallMs: number;
  cpuMs: number;
}

/** How long planFillInSlices ran between its turns of the event loop, and in all. */
async function slicesOf(fields: FieldDescription[], sliceMs: number): Promise<{ slices: Slice[]; total: number }> {
  const realSetTimeout = globalThis.setTimeout;
  const start = performance.now();
  let resumed = { wall: start, cpu: process.cpuUsage() };
  const slices: Slice[] = [];
  const endSlice = () => {
    const cpu = process.cpuUsage(resumed.cpu);
    slices.push({ wallMs: performance.now() - resumed.wall, cpuMs: (cpu.user + cpu.system) / 1000 });
  };
  globalThis.setTimeout = ((callback: () => void, ms?: number) => {
    endSlice();
    return realSetTimeout(() => {
      resumed = { wall: performance.now(), cpu: process.cpuUsage() };
      callback();
    }, ms);
  }) as typeof setTimeout;
  try {
    await planFillInSlices(fields, options(), { sliceMs });
  } finally {
    globalThis.setTimeout = realSetTimeout;
  }
  endSlice();
  return { slices, total: performance.now() - start };
}

export async function main(argv: string[] = []): Promise<void> {
  const copies = Number(argv[argv.indexOf('--copies') + 1]) || 1;
  planFill([field({ label: 'First name' })], options()); // load faker's locale and compile before timing
  console.log('planFill on hostile fields: the first run and the fastest of 5 (ms), then what the plan says');
  for (const [name, fields] of CASES) {
    const times: number[] = [];
    let plan: ReturnType<typeof planFill> | undefined;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      plan = planFill(fields, options());
      times.push(performance.now() - start);
    }
    const [first, fastest] = [times[0]!, Math.min(...times)].map((ms) => ms.toFixed(1).padStart(7));
    console.log(`  ${name.padEnd(34)} ${first} ${fastest}  ${outcome(plan!.entries)}`);
  }
  const fields = bigPageFields(copies);
  // The first run meets a cold classifier, as a worker just started does.
  for (let run = 0; run < 3; run++) {
    const { slices, total } = await slicesOf(fields, 40);
    const longest = (key: keyof Slice) => Math.max(...slices.map((slice) => slice[key])).toFixed(1);
    const list = slices.map((slice) => `${slice.wallMs.toFixed(0)}/${slice.cpuMs.toFixed(0)}`).join(', ');
    console.log(
      `planFillInSlices (sliceMs 40) on the ${fields.length}-field page, run ${run + 1}: ${total.toFixed(1)} ms in ${slices.length} slices,`,
    );
    console.log(`  the longest ${longest('wallMs')} ms wall, ${longest('cpuMs')} ms CPU (wall/CPU per slice: ${list})`);
  }
  const start = performance.now();
  planFill(fields, options());
  console.log(`planFill on it, at once: ${(performance.now() - start).toFixed(1)} ms`);
}
