// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import { PageFiller } from '@/utils/page/page-filler';
import { planFill, planFillInSlices } from '@/utils/fill/plan-fill';
import type { PlanOptions } from '@/utils/fill/fill-plan';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { createPersona } from '@/utils/values/persona';
import { makeField } from '../support/make-field';

/*
 * planFillInSlices makes planFill's plan, value for value, while giving the
 * event loop a turn between slices; a cancelled fill stops it. Over every
 * fixture page and several seeds, with a slice of 0 ms (a turn after every
 * field) and the default.
 */
const PAGES = join(process.cwd(), 'tests/fixtures/pages');
const REF_DATE = new Date('2025-06-15T00:00:00Z');
const RUNS: Array<[FakerLocale, number]> = [
  ['en_US', 1234],
  ['de', 98765],
  ['fr', 7],
  ['ja', 31337],
];

function fieldsOf(file: string): FieldDescription[] {
  const html = readFileSync(join(PAGES, file), 'utf8');
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<iframe[\s\S]*?<\/iframe>/g, '');
  return new PageFiller(document).collect().fields;
}

function options(locale: FakerLocale, seed: number, onlyEmpty = false): PlanOptions {
  const faker = createFaker(locale, seed, REF_DATE);
  return { faker, persona: createPersona(faker, locale), onlyEmpty, pageLanguage: 'en' };
}

const pages = readdirSync(PAGES).filter((file) => file.endsWith('.html'));

describe.each(pages)('planFillInSlices on %s', (file) => {
  it.each(RUNS)('plans what planFill plans (%s, seed %i)', async (locale, seed) => {
    const fields = fieldsOf(file);
    const expected = planFill(fields, options(locale, seed));
    expect(await planFillInSlices(fields, options(locale, seed), { sliceMs: 0 })).toEqual(expected);
    expect(await planFillInSlices(fields, options(locale, seed))).toEqual(expected);
  });
});

const SEEDS = Array.from({ length: 12 }, () => Math.floor(Math.random() * 2 ** 31));

describe.each(['constraints.html', 'long-page.html', 'two-forms.html'])(
  'planFillInSlices on %s, random seeds',
  (file) => {
    it.each(SEEDS)('plans what planFill plans, only empty fields or not (seed %i)', async (seed) => {
      const fields = fieldsOf(file);
      const onlyEmpty = seed % 2 === 0;
      expect(await planFillInSlices(fields, options('en', seed, onlyEmpty), { sliceMs: 0 })).toEqual(
        planFill(fields, options('en', seed, onlyEmpty)),
      );
    });
  },
);

describe('planFillInSlices', () => {
  const fields = fieldsOf('plain-form.html');

  it('plans a hostile page as planFill does, costly, failing and kept fields included', async () => {
    const hostile = [
      ...Array.from({ length: 30 }, (_, i) =>
        makeField({ index: i, label: 'Code', pattern: '(.+)+!', minLength: 10 + i }),
      ),
      makeField({ index: 30, type: 'number', label: 'Guests', min: '10', max: '5', step: 'any' }),
      makeField({ index: 31, type: 'password', label: 'Password', value: 'typed' }),
      makeField({ index: 32, type: 'password', label: 'Confirm password' }),
      makeField({ index: 33, label: 'Code', minLength: 50_000_000 }),
    ];
    expect(await planFillInSlices(hostile, options('en', 3, true), { sliceMs: 0 })).toEqual(
      planFill(hostile, options('en', 3, true)),
    );
  });

  it('plans the same with only empty fields, a chosen kind and early classifications', async () => {
    // Each plan draws on its own faker: a seeded faker gives each value once.
    const chosen = () => ({ ...options('en', 5, true), kind: 'internet.email' as const });
    expect(await planFillInSlices(fields, chosen(), { sliceMs: 0 })).toEqual(planFill(fields, chosen()));
    const early = () => ({
      ...options('en', 5),
      classified: () => ({ kind: 'company.name' as const, signal: 'label' as const }),
    });
    expect(await planFillInSlices(fields, early(), { sliceMs: 0 })).toEqual(planFill(fields, early()));
  });

  it('gives the event loop a turn once a slice has run its time', async () => {
    let turned = false;
    setTimeout(() => (turned = true), 0);
    await planFillInSlices(fields, options('en', 1), { sliceMs: 0 });
    expect(turned).toBe(true);
  });

  it('does not stop for a turn while the slice has time left', async () => {
    let turned = false;
    setTimeout(() => (turned = true), 0);
    await planFillInSlices(fields.slice(0, 3), options('en', 1), { sliceMs: 60_000 });
    expect(turned).toBe(false);
  });

  it('rejects with an AbortError when the fill was cancelled before it started', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(planFillInSlices(fields, options('en', 1), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('stops at the end of the slice in which the fill is cancelled', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 0);
    await expect(
      planFillInSlices(fields, options('en', 1), { sliceMs: 0, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});
