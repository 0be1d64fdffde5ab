import { describe, expect, it } from 'vitest';
import { continuesJourney, formSignature, formStarted, nextJourney, siteOf, type Journey } from '@/utils/fill/journey';
import { blankField } from '@/utils/fields/field-description';
import type { CollectResult } from '@/utils/page-contract/page-filler-api';
import type { FillReport } from '@/utils/fill/fill-report';

function collect(names: string[], extra: Partial<CollectResult> = {}): CollectResult {
  return {
    url: 'https://shop.example/signup',
    contentType: 'text/html',
    lang: 'en',
    fields: names.map((name, index) => blankField({ index, name, formIndex: name.startsWith('b.') ? 1 : 0 })),
    rest: 0,
    activeIndex: -1,
    nearIndex: -1,
    frameUrls: [],
    durationMs: 1,
    token: 't',
    ...extra,
  };
}

const journey: Journey = {
  site: 'shop.example',
  seed: 7,
  locale: 'en_US',
  refDate: '2026-11-27',
  forms: ['aaaaaaaa'],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

describe('formSignature', () => {
  it('is the same for the same form loaded again, and another for the next step', () => {
    const step1 = formSignature(collect(['first', 'last', 'email']), 'page');
    expect(formSignature(collect(['first', 'last', 'email'], { token: 'other' }), 'page')).toBe(step1);
    expect(formSignature(collect(['street', 'city', 'zip']), 'page')).not.toBe(step1);
    expect(step1).toMatch(/^[0-9a-f]{8}$/);
  });

  it('names the focused form only for a form fill, and tells frames apart by their address', () => {
    const page = collect(['a.name', 'b.card'], { activeIndex: 1 });
    expect(formSignature(page, 'form')).toBe(formSignature(collect(['b.card'], { activeIndex: 0 }), 'form'));
    const framed = (src: string) => formSignature(collect([], { frameUrls: [src] }), 'page');
    expect(framed('https://shop.example/step1')).not.toBe(framed('https://shop.example/step2'));
  });
});

describe('continuesJourney', () => {
  it('goes on with the person on the same site, for a form they have not filled', () => {
    expect(continuesJourney(journey, 'https://shop.example/pay', 'bbbbbbbb')).toBe(true);
    expect(continuesJourney(journey, 'https://shop.example/signup', 'aaaaaaaa')).toBe(false);
    expect(continuesJourney(journey, 'https://other.example/pay', 'bbbbbbbb')).toBe(false);
    expect(continuesJourney(undefined, 'https://shop.example/pay', 'bbbbbbbb')).toBe(false);
  });

  it('goes on with the same form only when completing it (empty fields of a started form)', () => {
    expect(continuesJourney(journey, 'https://shop.example/signup', 'aaaaaaaa', true)).toBe(true);
  });
});

describe('formStarted', () => {
  it('tells a form that holds a value or a tick from an empty one', () => {
    const empty = collect(['first', 'email']);
    expect(formStarted(empty, 'page')).toBe(false);
    empty.fields[1]!.value = 'ada@example.com';
    expect(formStarted(empty, 'page')).toBe(true);
    const ticked = collect(['terms']);
    ticked.fields[0] = { ...ticked.fields[0]!, type: 'checkbox', value: 'on', checked: false };
    expect(formStarted(ticked, 'page')).toBe(false);
    ticked.fields[0].checked = true;
    expect(formStarted(ticked, 'page')).toBe(true);
  });
});

describe('nextJourney', () => {
  const report = (over: Partial<FillReport>): FillReport => ({
    seed: 7,
    locale: 'en_US',
    refDate: '2026-11-27',
    url: 'https://shop.example/pay',
    durationMs: 1,
    filled: 1,
    skipped: 0,
    failed: 0,
    fields: [],
    form: 'bbbbbbbb',
    person: { name: 'Ada Lovelace', email: 'ada@example.com' },
    ...over,
  });

  it('adds the form to the same person', () => {
    expect(nextJourney(journey, report({}))).toMatchObject({ seed: 7, forms: ['aaaaaaaa', 'bbbbbbbb'] });
  });

  it('starts a new person with a new seed, or on another site', () => {
    expect(nextJourney(journey, report({ seed: 8 }))).toMatchObject({ seed: 8, forms: ['bbbbbbbb'] });
    expect(nextJourney(journey, report({ url: 'https://other.example/' }))).toMatchObject({
      site: 'other.example',
      forms: ['bbbbbbbb'],
    });
  });

  it('leaves the journey as it is after a fill that takes no part in it', () => {
    expect(nextJourney(journey, report({ form: undefined, person: undefined }))).toBe(journey);
  });

  it('keeps the newest 50 forms', () => {
    const long = { ...journey, forms: Array.from({ length: 50 }, (_, i) => String(i)) };
    const next = nextJourney(long, report({}))!;
    expect(next.forms).toHaveLength(50);
    expect(next.forms.at(-1)).toBe('bbbbbbbb');
  });
});

describe('siteOf', () => {
  it('is the host with its port', () => {
    expect(siteOf('http://localhost:3000/a')).toBe('localhost:3000');
    expect(siteOf('not a url')).toBe('');
  });
});
