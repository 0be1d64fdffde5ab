// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillFrames, type FillOptions } from '@/utils/fill/fill-frames';
import { nextJourney, type Journey } from '@/utils/fill/journey';
import type { FillReport } from '@/utils/fill/fill-report';
import { tabDriver } from '@/utils/worker/run-in-frames';
import { fakeTab } from '../support/fake-tab';

const TAB = 4;
const STEP1 = {
  url: 'http://127.0.0.1/signup/1',
  html: '<form><label for="n">Full name</label><input id="n" name="name"><label for="e">Email</label><input id="e" type="email" name="email"></form>',
};
const STEP2 = {
  url: 'http://127.0.0.1/signup/2',
  html: '<form><label for="s">Street</label><input id="s" name="street"><label for="c">Card holder</label><input id="c" name="cc-name" autocomplete="cc-name"></form>',
};
const OTHER_SITE = { ...STEP2, url: 'http://localhost/signup/2' };

beforeEach(() => {
  fakeBrowser.reset();
});

/** Fills `page` as a fresh fill would (a new seed each time), going on with `journey` where the rule says. */
async function fill(page: { url: string; html: string }, seed: number, journey?: Journey) {
  fakeTab({ 0: page });
  const options: FillOptions = {
    seed,
    locale: 'en_US',
    onlyEmpty: false,
    usePageLanguage: true,
    journey: { current: journey },
  };
  const report = await fillFrames(tabDriver(TAB), options);
  return { report, journey: nextJourney(journey, report) };
}

const person = (report: FillReport) => report.person;

describe('a tab’s journey', () => {
  it('gives the next step of the site the same person, and the same form again a new one', async () => {
    const one = await fill(STEP1, 101);
    expect(one.report).toMatchObject({ seed: 101, form: expect.stringMatching(/^[0-9a-f]{8}$/) });
    const name = one.report.fields.find((field) => field.label === 'Full name')!.value;
    expect(person(one.report)?.name).toBe(name);

    const two = await fill(STEP2, 202, one.journey);
    expect(two.report.seed).toBe(101);
    expect(person(two.report)).toEqual(person(one.report));
    expect(two.report.fields.find((field) => field.label === 'Card holder')!.value?.toLowerCase()).toBe(
      name!.toLowerCase(),
    );
    expect(two.journey!.forms).toEqual([one.report.form, two.report.form]);

    const again = await fill(STEP1, 303, two.journey);
    expect(again.report.seed).toBe(303);
    expect(person(again.report)).not.toEqual(person(one.report));
    expect(again.journey!.forms).toEqual([again.report.form]);
  });

  it('never carries a person to another site', async () => {
    const one = await fill(STEP1, 101);
    const elsewhere = await fill(OTHER_SITE, 202, one.journey);
    expect(elsewhere.report.seed).toBe(202);
    expect(elsewhere.journey!.site).toBe('localhost');
  });

  it('keeps the person’s locale and day on the next step, whatever the fill would choose', async () => {
    const one = await fill(STEP1, 101);
    const next = await fill(STEP2, 202, { ...one.journey!, locale: 'de', refDate: '2026-01-02' });
    expect(next.report).toMatchObject({ seed: 101, locale: 'de', refDate: '2026-01-02' });
  });
});
