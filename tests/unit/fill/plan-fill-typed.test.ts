import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@/utils/fields/field-description';
import type { CollectResult } from '@/utils/page-contract/page-filler-api';
import { mergeFrames } from '@/utils/fill/frames';
import { KEPT_PASSWORD, KEPT_TYPED } from '@/utils/fill/fill-report';
import { fields, pinClock, plan, valueOf, writeFor } from '../support/plan';
import { makeField } from '../support/make-field';

/*
 * What the user typed never leaves its frame: with "Fill empty fields only",
 * a typed email is repeated into the empty confirm field beside it, never into
 * another frame, same site or not; a typed password is repeated nowhere, and
 * the plan (which becomes the stored report) never holds it.
 */
pinClock();

const TYPED_EMAIL = 'typed.by.me@mine.test';
const TYPED_PASSWORD = 'hunter2-Secret!';

function frame(url: string, described: Array<Partial<FieldDescription>>): CollectResult {
  return {
    url,
    contentType: 'text/html',
    lang: 'en',
    rest: 0,
    activeIndex: -1,
    nearIndex: -1,
    frameUrls: [],
    durationMs: 0,
    token: url,
    fields: described.map((field, index) =>
      makeField({ index, frameUrl: url, formIndex: 0, selector: `#f${index}`, ...field }),
    ),
  };
}

const SIGNUP = [
  { type: 'email', label: 'Email', name: 'email' },
  { type: 'email', label: 'Confirm email', name: 'email2' },
  { type: 'password', label: 'Password', name: 'password' },
  { type: 'password', label: 'Confirm password', name: 'password2' },
];
const typed = (values: string[]) => SIGNUP.map((field, i) => ({ ...field, value: values[i] ?? '' }));

/** The top page with typed values, a frame of the same page (same address) and one of another site, all with empty fields. */
const PAGE = mergeFrames([
  { frameId: 0, result: frame('https://shop.test/signup', typed([TYPED_EMAIL, '', TYPED_PASSWORD, ''])) },
  { frameId: 3, result: frame('https://shop.test/signup', typed([])) },
  { frameId: 5, result: frame('https://ads.test/frame', typed([])) },
]).fields;

describe('typed values with "Fill empty fields only"', () => {
  const result = plan(PAGE, { onlyEmpty: true });
  const entry = (index: number) => result.entries.find((candidate) => candidate.index === index)!;

  it('repeats a typed email into the empty confirm field of its own frame', () => {
    expect(valueOf(result, 1)).toBe(TYPED_EMAIL);
  });

  it('never copies a typed email into another frame, of the same page or of another site', () => {
    for (const index of [4, 5, 8, 9]) {
      expect(valueOf(result, index)).toMatch(/@/);
      expect(valueOf(result, index)).not.toBe(TYPED_EMAIL);
    }
  });

  it('never copies a typed password: the confirm field beside it stays empty, and says why', () => {
    expect(entry(2)).toMatchObject({ skipped: KEPT_TYPED });
    expect(entry(3)).toMatchObject({ skipped: KEPT_PASSWORD });
    expect(writeFor(result, 2)).toBeUndefined();
    expect(writeFor(result, 3)).toBeUndefined();
    for (const index of [6, 7, 10, 11]) {
      expect(valueOf(result, index)).toBeTruthy();
      expect(valueOf(result, index)).not.toBe(TYPED_PASSWORD);
    }
  });

  it('keeps the typed password out of the plan, and so out of the report, entirely', () => {
    expect(JSON.stringify(result)).not.toContain(TYPED_PASSWORD);
    expect(entry(2).value).toBeUndefined();
  });

  it('gives the frames other than the typed one the same made-up values', () => {
    expect(valueOf(result, 4)).toBe(valueOf(result, 8));
    expect(valueOf(result, 6)).toBe(valueOf(result, 10));
  });
});

describe('what a field already holds stays out of the plan', () => {
  it.each<[string, Partial<FieldDescription>]>([
    ['a text field', { label: 'Last name', value: 'Zyxwvut' }],
    ['an email field', { type: 'email', label: 'Email', value: 'Zyxwvut@mine.test' }],
    ['a password field shown as text', { label: 'Password', autocomplete: 'current-password', value: 'Zyxwvut' }],
  ])('%s it keeps, named as kept or already filled, without its value', (_, field) => {
    const result = plan(fields([field, { label: 'First name' }]), { onlyEmpty: true });
    expect(result.entries[0]?.skipped).toMatch(/^(already has a value|kept: you typed it)$/);
    expect(JSON.stringify(result)).not.toContain('Zyxwvut');
  });

  it('fills every frame alike when the fill may replace values, copying nothing typed', () => {
    const result = plan(PAGE, { onlyEmpty: false });
    const emails = [0, 1, 4, 5, 8, 9].map((index) => valueOf(result, index));
    expect(new Set(emails).size).toBe(1);
    expect(emails[0]).not.toBe(TYPED_EMAIL);
    expect(JSON.stringify(result)).not.toContain(TYPED_PASSWORD);
  });
});
