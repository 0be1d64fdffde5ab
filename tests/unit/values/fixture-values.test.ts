// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageFiller } from '@/utils/page/page-filler';
import { planFill } from '@/utils/fill/plan-fill';
import { createFaker } from '@/utils/values/create-faker';
import type { FakerLocale } from '@/utils/values/faker-locales';
import { createPersona } from '@/utils/values/persona';

/*
 * What a fixed seed fills on every fixture page: each field's kind, signal and
 * value, or why it was skipped. A change that should not change behaviour (a
 * refactor) must leave this snapshot as it is; one that should, updates it on
 * purpose and says so in its commit.
 */
const PAGES = join(process.cwd(), 'tests/fixtures/pages');
const REF_DATE = new Date('2025-06-15T00:00:00Z');
const RUNS: Array<[FakerLocale, number]> = [
  ['en_US', 1234],
  ['de', 98765],
];

function fieldsOf(file: string) {
  const html = readFileSync(join(PAGES, file), 'utf8');
  document.documentElement.lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  // The markup as served: scripts do not run here, and frames are not loaded.
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<iframe[\s\S]*?<\/iframe>/g, '');
  return new PageFiller(document).collect().fields;
}

const pages = readdirSync(PAGES).filter((file) => file.endsWith('.html'));

describe.each(pages)('%s', (file) => {
  it.each(RUNS)('fills the same values with %s and seed %i', (locale, seed) => {
    const fields = fieldsOf(file);
    const faker = createFaker(locale, seed, REF_DATE);
    const plan = planFill(fields, {
      faker,
      persona: createPersona(faker, locale),
      onlyEmpty: false,
      pageLanguage: 'en',
    });
    const rows = plan.entries.map(({ index, kind, signal, value, skipped }) => {
      const field = fields[index]!;
      return `${field.name || field.id || field.tag} | ${kind} | ${signal}${skipped ? ` | skipped: ${skipped}` : ` | ${value}`}`;
    });
    expect(rows).toMatchSnapshot();
  });
});
